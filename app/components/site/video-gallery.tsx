import QrCode from "lucide-react/icons/qr-code";
import VideoOff from "lucide-react/icons/video-off";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { GalleryVideo } from "~/lib/site/view-models";
import { PosterImage, VideoPlayer } from "./video-player";

/**
 * The video gallery (docs/product.md §2, §9): two columns (span 12 of 24 with a 24 px gutter), a 16:9 player frame
 * (the videos' own shape) with poster, and the title. A video with a purchase link shows it with a QR panel on hover and on keyboard focus
 * (pure CSS, so it also works without JavaScript).
 */
export function VideoGallery({
  videos,
  headingLevel = 2,
  deferPosters = false,
}: {
  videos: GalleryVideo[];
  headingLevel?: 2 | 3;
  /** Below the fold (the home page): posters wait until their player nears the viewport. */
  deferPosters?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-24" data-testid="video-gallery">
      {videos.map((video) => (
        <li key={video.id} className="md:col-span-12" data-video-id={video.id}>
          <figure className="overflow-hidden rounded-lg border border-line bg-surface shadow-card">
            {video.src ? (
              <VideoPlayer src={video.src} poster={video.poster} title={video.title} deferPoster={deferPosters} />
            ) : (
              <NoSource poster={video.poster} />
            )}
            <figcaption className="flex items-center justify-between gap-3 px-4 py-3">
              <Heading lang={video.lang} className="min-w-0 truncate text-base font-medium">
                {video.title}
              </Heading>
              {video.buy ? <BuyLink buy={video.buy} lang={video.lang} /> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function NoSource({ poster }: { poster: string | null }) {
  const { t } = useTranslation("site");
  return (
    <div
      className="relative flex aspect-video w-full items-center justify-center bg-navy text-navy-foreground"
      data-testid="video-no-source"
    >
      {poster ? <PosterImage src={poster} className="absolute inset-0 size-full object-cover opacity-30" /> : null}
      <p className="relative flex items-center gap-2">
        <VideoOff aria-hidden="true" className="size-5" />
        {t("video.noSource")}
      </p>
    </div>
  );
}

function BuyLink({ buy, lang }: { buy: NonNullable<GalleryVideo["buy"]>; lang: GalleryVideo["lang"] }) {
  const {
    t,
    i18n: { language: locale },
  } = useTranslation("site");
  // The caption is content: shown when it is in the page's language, else the interface's own slogan.
  const caption = buy.caption && lang === locale ? buy.caption : t("video.buyHint");
  return (
    <span className="group relative shrink-0">
      <a
        href={buy.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={buy.qr ? "buy-qr-caption" : undefined}
        className="inline-flex items-center gap-1.5 rounded bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700"
        data-testid="buy-link"
      >
        <QrCode aria-hidden="true" className="size-4" />
        {t("video.buy")}
      </a>
      {buy.qr ? (
        <span
          role="tooltip"
          className="invisible absolute bottom-full right-0 z-20 mb-2 w-48 rounded-lg border border-line bg-surface p-3 text-center opacity-0 shadow-pop transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
          data-testid="buy-qr-panel"
        >
          <img src={buy.qr} alt={t("video.qrAlt")} width={156} height={156} loading="lazy" className="mx-auto" />
          <span id="buy-qr-caption" className="mt-2 block text-sm font-medium text-fg">
            {caption}
          </span>
        </span>
      ) : null}
    </span>
  );
}
