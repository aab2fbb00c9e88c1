/** The review queue's loader: every role that reads content sees what is in review and what came back to it. */
import { data } from "@remix-run/node";
import { requireCapability } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { reviewQueueOf } from "./workflow.server";

export async function loadReviewQueue(request: Request) {
  const { user } = await requireCapability(request, "content.read");
  const store = await getContentStore();
  return data(reviewQueueOf(store, user), { headers: { "Cache-Control": "private, no-store" } });
}
