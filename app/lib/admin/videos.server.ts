/**
 * Videos: one source per video (the first video_url entry, docs/product.md §3) with its poster, the order, and the
 * purchase link with its QR panel. Files are uploaded through the form or given as URLs.
 */
import { translationStatus } from "~/lib/content/translation";
import type { ContentStore } from "~/lib/content/store.server";
import { statusLabelOf, type WorkflowRecord } from "~/lib/content/workflow";

/** All videos by order (deleted last), with the first source and poster. */
export function videoRows(store: ContentStore) {
  return [...store.list("videos")]
    .sort((a, b) => b.del_status - a.del_status || a.order - b.order || a.id - b.id)
    .map((v) => ({
      id: v.id,
      video_name: v.video_name,
      src: v.video_url[0]?.url ?? "",
      poster: v.video_url[0]?.poster ?? "",
      order: v.order,
      buy_url: v.buy_url,
      del_status: v.del_status,
      updatetime: v.updatetime,
      translation: translationStatus("video", v),
      workflow: statusLabelOf(v as unknown as WorkflowRecord),
      review_stage: v.review_stage,
    }));
}
