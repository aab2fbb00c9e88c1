import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminShell, type Crumb } from "~/components/admin/shell";
import { adminLayoutData } from "~/lib/admin/loader.server";

export const handle = { i18n: ["admin"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return adminLayoutData(request);
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** After a save that found the session gone, stay on the page (the dialog offers re-login). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "sessionExpired" in actionResult
    ? false
    : defaultShouldRevalidate;

export type CrumbsHandle = { crumbs?: (t: (key: string) => string, base: string) => Crumb[] };

export default function AdminLayout() {
  const { user, base, locale, toast } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const matches = useMatches();
  const last = [...matches].reverse().find((m) => (m.handle as CrumbsHandle | undefined)?.crumbs);
  const crumbs = (last?.handle as CrumbsHandle | undefined)?.crumbs?.((key) => t(key), base) ?? [];
  return (
    <AdminShell base={base} user={user} locale={locale} crumbs={crumbs} toasts={toast ? [toast] : []}>
      <Outlet />
    </AdminShell>
  );
}
