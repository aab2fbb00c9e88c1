/** Video gallery data: which videos show, in which order, and where each one plays from. */
import type { DeepReadonly } from "~/lib/content/errors";
import { DEL_STATUS } from "~/lib/content/codes";
import type { Video } from "~/lib/content/schema";
import { videoIn, type ContentLang } from "./localize";

export interface GalleryVideo {
  id: number;
  title: string;
  /** The language of the title and the purchase caption. */
  lang: ContentLang;
  /** null when the video has no usable source (empty or unparsable `video_url`): shown as "no source". */
  src: string | null;
  poster: string | null;
  buy: { url: string; qr: string; caption: string } | null;
}

/** Active videos by `order`, shaped for the gallery. The first `video_url` entry gives source and poster. */
export function galleryVideos(videos: readonly DeepReadonly<Video>[], locale: string): GalleryVideo[] {
  return videos
    .filter((v) => v.del_status === DEL_STATUS.active)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((record) => {
      const v = videoIn(record, locale);
      const first = Array.isArray(v.video_url) ? v.video_url[0] : undefined;
      return {
        id: v.id,
        title: v.video_name,
        lang: v.lang,
        src: first?.url || null,
        poster: first?.poster || null,
        buy: v.buy_url ? { url: v.buy_url, qr: v.buy_qr, caption: v.buy_caption } : null,
      };
    });
}
