import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { ReviewQueuePage } from "~/components/admin/review-queue";
import { loadReviewQueue } from "~/lib/admin/review-queue.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("review.title") }] };

export const loader = ({ request }: LoaderFunctionArgs) => loadReviewQueue(request);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function ReviewRoute() {
  return <ReviewQueuePage />;
}

export { shellMeta as meta } from "./_shell";
