import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AdminShell, type Crumb } from "~/components/admin/shell";
import { StoreProblemsBanner } from "~/components/admin/store-problems-banner";
import { ConsoleShellChrome } from "~/components/console/shell-chrome";
import { adminLayoutData } from "~/lib/admin/loader.server";
import { requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleChromeData } from "~/lib/console/screens.server";

export const handle = { i18n: ["admin", "console"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const layout = await adminLayoutData(request);
  // Console addition: settings, acting role and message box for the console chrome.
  const { user } = await requireUser(request);
  const store = await getContentStore();
  const consoleData = await consoleChromeData(request, store, user);
  // Content files refused on reload (broken on disk): every admin page names them until they are fixed.
  const storeProblems = store
    .problems()
    .map(({ file, recordId, recordIndex, field, detail }) => ({ file, recordId, recordIndex, field, detail }));
  return data({ ...layout.data, console: consoleData, storeProblems }, layout.init ?? undefined);
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** After a save that found the session gone, stay on the page (the dialog offers re-login). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "sessionExpired" in actionResult
    ? false
    : defaultShouldRevalidate;

export type CrumbsHandle = { crumbs?: (t: (key: string) => string, base: string) => Crumb[] };

export default function AdminLayout() {
  const { user, base, locale, toast, console: consoleData, storeProblems } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const location = useLocation();
  const matches = useMatches();
  const last = [...matches].reverse().find((m) => (m.handle as CrumbsHandle | undefined)?.crumbs);
  const crumbs = (last?.handle as CrumbsHandle | undefined)?.crumbs?.((key) => t(key), base) ?? [];
  const consolePath = (last?.handle as { consolePath?: string } | undefined)?.consolePath ?? "";
  return (
    <ConsoleShellChrome
      data={consoleData}
      base={base}
      locale={locale}
      user={user}
      here={`${location.pathname}${location.search}`}
      consolePath={consolePath}
    >
      {(chrome) => (
        <AdminShell
          base={base}
          user={user}
          locale={locale}
          crumbs={crumbs}
          toasts={toast ? [toast] : []}
          console={chrome}
        >
          <StoreProblemsBanner problems={storeProblems} />
          <Outlet />
        </AdminShell>
      )}
    </ConsoleShellChrome>
  );
}
