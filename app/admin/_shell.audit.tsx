import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { AuditPage } from "~/components/admin/audit-page";
import { loadAudit } from "~/lib/records/audit-screen.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("audit.title") }] };

export const loader = ({ request }: LoaderFunctionArgs) => loadAudit(request);

/** The log is never cached (private, no-store from the loader). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AuditRoute() {
  return <AuditPage />;
}

export { shellMeta as meta } from "./_shell";
