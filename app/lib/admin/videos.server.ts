/**
 * Videos: one source per video (the first video_url entry, docs/product.md §3) with its poster, the order, and the
 * purchase link with its QR panel. Files are uploaded through the form or given as URLs.
 */
import { message } from "~/lib/i18n/message";
import { DEL_STATUS } from "~/lib/content/codes";
import type { Video } from "~/lib/content/schema";
import type { ContentStore, DeepReadonly } from "~/lib/content/store.server";
import { formFailure, parseForm, redirectWithToast, saveOrFail, type ActionContext } from "./action.server";
import type { FormValues } from "./form-state";
import { VideoFormSchema } from "./schemas";

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
    }));
}

/** Form values of a stored video. */
export function videoToValues(video: DeepReadonly<Video>): FormValues {
  const first = video.video_url[0];
  return {
    updatetime: String(video.updatetime),
    video_name: video.video_name,
    video_src: first?.url ?? "",
    poster: first?.poster ?? "",
    order: String(video.order),
    buy_url: video.buy_url,
    buy_qr: video.buy_qr,
    buy_caption: video.buy_caption,
  };
}

/** Creates (id null) or updates a video; other sources beyond the first are kept as they were. */
export async function saveVideoAction(ctx: ActionContext, id: number | null, listHref: string) {
  const parsed = parseForm(ctx.formData, VideoFormSchema, ctx.uploadErrors);
  if (!parsed.ok)
    return formFailure(parsed.values, { fieldErrors: parsed.fieldErrors, formError: message("toast.invalid") });
  const { updatetime, video_src, poster, ...fields } = parsed.value;
  const existing = id === null ? undefined : ctx.store.get("videos", id);
  const source = { name: fields.video_name, url: video_src, ...(poster ? { poster } : {}) };
  const video_url = [source, ...(existing?.video_url.slice(1) ?? [])].map((s) => ({ ...s }));
  const saved = await saveOrFail(
    parsed.values,
    () =>
      id === null
        ? ctx.store.create("videos", { ...fields, video_url, del_status: DEL_STATUS.active, admin_id: ctx.user.id })
        : ctx.store.update(
            "videos",
            id,
            { ...fields, video_url, admin_id: ctx.user.id },
            { expectedUpdatetime: updatetime ?? null },
          ),
    (current) => videoToValues(current as DeepReadonly<Video>),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(ctx, listHref);
}
