/**
 * media-chrome's controls around the native video. Only the custom elements in use are imported (a third of
 * the full package). Browser-only: loaded lazily by VideoPlayer after mount.
 */
import "media-chrome/dist/media-controller.js";
import "media-chrome/dist/media-control-bar.js";
import "media-chrome/dist/media-play-button.js";
import "media-chrome/dist/media-time-range.js";
import "media-chrome/dist/media-time-display.js";
import "media-chrome/dist/media-mute-button.js";
import "media-chrome/dist/media-fullscreen-button.js";
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import { VideoElement, type VideoPlayerProps } from "./video-player";

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "media-controller": CustomElement;
      "media-control-bar": CustomElement;
      "media-play-button": CustomElement;
      "media-time-range": CustomElement;
      "media-time-display": CustomElement;
      "media-mute-button": CustomElement;
      "media-fullscreen-button": CustomElement;
    }
  }
}

export default function MediaChromePlayer({ src, poster, title }: VideoPlayerProps) {
  return (
    <media-controller class="block size-full" style={{ width: "100%", height: "100%" }}>
      <VideoElement src={src} poster={poster} title={title} slot="media" />
      <media-control-bar class="w-full">
        <media-play-button />
        <media-time-range class="flex-1" />
        <media-time-display showduration="" />
        <media-mute-button />
        <media-fullscreen-button />
      </media-control-bar>
    </media-controller>
  );
}
