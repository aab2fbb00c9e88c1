import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { HistoryPage } from "~/components/admin/history-page";
import { loadHistory, restoreAction } from "~/lib/records/history.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("history.title") }] };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadHistory(request, params.kind, params.id);

/** The loader's no-store and its Server-Timing (the revisions read and compared; npm run scale reads it). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  restoreAction(request, params.kind, params.id, context);

export default function HistoryRoute() {
  return <HistoryPage />;
}

export { shellMeta as meta } from "./_shell";
