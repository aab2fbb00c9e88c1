import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { singleVariantUrl } from "~/lib/media/responsive-image";
import { SiteImage, useImageSets } from "./site-image";

const MediaChromePlayer = lazy(() => import("./media-chrome-player.client"));

export interface VideoPlayerProps {
  src: string;
  poster: string | null;
  title: string;
}

/** A transparent pixel: what a held poster picture shows (see `PosterImage`). */
const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A player frame in its poster's shape (16:9 until the poster is measured), so poster and picture fill it without
 * cropping or bars. A browser
 * without JavaScript gets a native `<video controls poster>`; with JavaScript,
 * the poster shows as a lazy image until the frame nears the viewport, then media-chrome's player loads. The code is
 * fetched only by pages with players, and only when a player is about to be seen.
 */
export function VideoPlayer({ src, poster, title, deferPoster = false }: VideoPlayerProps & { deferPoster?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const [enhance, setEnhance] = useState(false);
  // The variant the poster picture chose (format and width for this screen): the player's <video poster> reuses
  // it, so the poster is downloaded once.
  const [chosenPoster, setChosenPoster] = useState<string | null>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          const current = el.querySelector("img")?.currentSrc;
          if (current && !current.startsWith("data:")) setChosenPoster(current);
          setEnhance(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const native = <NativeVideo src={src} poster={poster} title={title} />;
  const measured = useImageSets()[poster ?? ""];
  return (
    <div
      ref={frame}
      className="relative aspect-video w-full bg-black"
      style={measured ? { aspectRatio: `${measured.width} / ${measured.height}` } : undefined}
      data-testid="video-frame"
    >
      {enhance ? (
        <Suspense fallback={<NativeVideo src={src} poster={chosenPoster ?? poster} title={title} />}>
          <MediaChromePlayer src={src} poster={chosenPoster ?? poster} title={title} />
        </Suspense>
      ) : (
        <>
          {/* A <video poster> fetches its poster at once, wherever the player is: here the poster is a lazy
              image until the player is enhanced, so below-the-fold posters do not compete with the page's
              first image. Without JavaScript the <noscript> native player (with its poster) covers it, and this
              picture holds a transparent pixel so the poster is not fetched twice. Deferred (below the fold on the
              home page), the poster waits for the player itself: lazy images count as near well before the
              visitor scrolls there. */}
          {poster ? (
            <PosterImage
              src={poster}
              className="block size-full object-contain"
              holdWhile={deferPoster ? "all" : "(scripting: none)"}
            />
          ) : null}
          <noscript>
            <div className="absolute inset-0">{native}</div>
          </noscript>
        </>
      )}
    </div>
  );
}

export function NativeVideo(props: VideoPlayerProps) {
  return <VideoElement {...props} controls />;
}

/**
 * The `<video>` both players show: media-chrome's player puts its own controls around it (`slot="media"`), the
 * native player asks the browser for controls.
 */
export function VideoElement({
  src,
  poster,
  title,
  controls,
  slot,
}: VideoPlayerProps & { controls?: boolean; slot?: string }) {
  const measured = useImageSets()[poster ?? ""];
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the clips carry no speech; content has no caption files
    <video
      slot={slot}
      controls={controls}
      preload="none"
      playsInline
      poster={poster ? singleVariantUrl(measured, poster, 960) : undefined}
      aria-label={title}
      width={measured?.width ?? 640}
      height={measured?.height ?? 360}
      className="block size-full object-contain"
    >
      <source src={src} type={src.endsWith(".webm") ? "video/webm" : "video/mp4"} />
    </video>
  );
}

/** How wide a player is drawn: two columns from md within the page's 1200 px column, one below. */
const PLAYER_SIZES = "(min-width: 1200px) 564px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)";

/**
 * A video's poster as a lazy, decorative picture (the title is given next to it); while the media condition
 * `holdWhile` matches, it shows a transparent pixel instead (the player shows the poster then).
 */
export function PosterImage({ src, className, holdWhile }: { src: string; className: string; holdWhile?: string }) {
  return (
    <SiteImage
      placeholder={holdWhile ? { media: holdWhile, srcSet: PIXEL } : null}
      src={src}
      sizes={PLAYER_SIZES}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
