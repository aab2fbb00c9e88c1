import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AdminShell, type Crumb } from "~/components/admin/shell";
import { AdminToaster } from "~/components/admin/toast";
import { StoreProblemsBanner } from "~/components/admin/store-problems-banner";
import { RouteException } from "~/components/console/route-exception";
import { RemixConsoleRouting } from "~/components/console/remix-routing";
import { ConsoleShellChrome } from "~/components/console/shell-chrome";
import { adminLayoutData } from "~/lib/admin/loader.server";
import { requireCapability } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleChromeData } from "~/lib/console/screens.server";
import { unpack, type Packed } from "~/lib/http/packed";
import { createT } from "~/lib/i18n/translate";
import type { Messages } from "~/lib/i18n/messages-context";
import { useSettledMark } from "~/lib/utils/use-settled-mark";

export const handle = { i18n: ["admin", "console"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const layout = await adminLayoutData(request);
  // Console addition: settings, acting role and message box for the console chrome.
  const { user } = await requireCapability(request, "admin.access");
  const store = await getContentStore();
  const consoleData = await consoleChromeData(request, store, user);
  // Content files refused on reload (broken on disk): every admin page names them until they are fixed.
  const storeProblems = store
    .problems()
    .map(({ file, recordId, recordIndex, field, detail }) => ({ file, recordId, recordIndex, field, detail }));
  return data({ ...layout.data, console: consoleData, storeProblems }, layout.init ?? undefined);
}

/**
 * Every admin and console page is titled by its breadcrumbs, the deepest first, then the back office's name
 * ("编辑 · 文章管理 · 文旅云管理后台"), in the page's language: tabs, history and screen readers tell pages apart.
 * Each page below exports it as its own `meta` (a layout's meta sees only the matches down to itself).
 */
export const shellMeta: MetaFunction = ({ matches }) => {
  const robots = { name: "robots", content: "noindex, nofollow" };
  const root = matches.find((m) => m.id === "root")?.data as
    { locale?: string; messages?: Packed<Messages> } | undefined;
  if (!root?.locale || !root.messages) return [robots];
  const t = createT(root.locale, unpack(root.messages), ["admin"]);
  const last = [...matches].reverse().find((m) => (m.handle as CrumbsHandle | undefined)?.crumbs);
  const crumbs =
    (last?.handle as CrumbsHandle | undefined)?.crumbs?.(
      (key) => t(key),
      "",
      last?.params ?? {},
      last?.pathname ?? "",
    ) ?? [];
  const parts = crumbs.map((crumb) => String(crumb.label)).reverse();
  return [{ title: [...parts, t("brand")].join(" · ") }, robots];
};

export const meta = shellMeta;

/** After a save that found the session gone, stay on the page (the dialog offers re-login). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "sessionExpired" in actionResult
    ? false
    : defaultShouldRevalidate;

/**
 * A route's breadcrumbs, from the translator, the admin base path, the route's params (a new record's id is "new")
 * and the matched path (one module mounted at several addresses tells them apart by it).
 */
export type CrumbsHandle = {
  crumbs?: (
    t: (key: string) => string,
    base: string,
    params: Readonly<Record<string, string | undefined>>,
    pathname: string,
  ) => Crumb[];
};

/** This route's id (routes in app/admin/ are mounted with the "admin" prefix), for its data in the boundary. */
const SHELL_ROUTE_ID = "admin/_shell";

type LayoutData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AdminLayout() {
  useSettledMark();
  return (
    <ShellFrame layout={useLoaderData<typeof loader>()}>
      <Outlet />
    </ShellFrame>
  );
}

/**
 * A page that refuses the role (403), an unknown admin URL (404) or a failure below the layout: the console's
 * exception view inside the shell. Without the layout's data — after a failed action Remix runs no loader at or
 * below the route that shows the error, and this one's own loader may be what failed — the view stands alone.
 */
export function ErrorBoundary() {
  useSettledMark();
  const layout = useRouteLoaderData<typeof loader>(SHELL_ROUTE_ID);
  const { pathname } = useLocation();
  if (!layout) {
    return (
      <RemixConsoleRouting base={`/${pathname.split("/")[1] ?? ""}`}>
        <main className="min-h-screen bg-surface-muted p-4 sm:p-6">
          <RouteException />
        </main>
      </RemixConsoleRouting>
    );
  }
  return (
    <ShellFrame layout={layout}>
      <RouteException />
    </ShellFrame>
  );
}

/** The admin shell with the console's chrome around `children`, from the layout loader's data. */
function ShellFrame({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const { user, base, locale, toast, console: consoleData, storeProblems } = layout;
  const { t } = useTranslation("admin");
  const location = useLocation();
  const matches = useMatches();
  const last = [...matches].reverse().find((m) => (m.handle as CrumbsHandle | undefined)?.crumbs);
  const crumbs =
    (last?.handle as CrumbsHandle | undefined)?.crumbs?.(
      (key) => t(key),
      base,
      last?.params ?? {},
      last?.pathname ?? "",
    ) ?? [];
  // A console screen names its menu entry, or (a module mounted at several addresses) finds it from the address.
  const screenHandle = last?.handle as
    { consolePath?: string; consolePathAt?: (pathname: string) => string } | undefined;
  const consolePath = screenHandle?.consolePath ?? screenHandle?.consolePathAt?.(last?.pathname ?? "") ?? "";
  // The toast host wraps the console chrome too: its language and settings notices are toasts.
  const page = (
    <ConsoleShellChrome
      data={consoleData}
      base={base}
      locale={locale}
      user={user}
      here={`${location.pathname}${location.search}`}
      consolePath={consolePath}
    >
      {(chrome) => (
        <AdminShell base={base} user={user} locale={locale} crumbs={crumbs} toast={toast} console={chrome}>
          <StoreProblemsBanner problems={storeProblems} />
          {children}
        </AdminShell>
      )}
    </ConsoleShellChrome>
  );
  return <AdminToaster>{page}</AdminToaster>;
}
