import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "./icons";
import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { HomeView } from "~/lib/site/view-models";
import { ArticleLinks } from "./site-link";
import { SiteLink } from "./site-link";
import { SiteImage, type SiteImageProps } from "./site-image";

/** How long a slide stays before the banner moves on by itself. */
const AUTOPLAY_MS = 6000;
/** How long before the first move the later slides are fetched (a 1920 px AVIF slide is about 20 KB). */
const PREFETCH_BEFORE_MS = 2500;

/** Scrolls the banner's strip to slide `i` (wrapping round at both ends). */
function scrollToSlide(strip: HTMLUListElement | null, i: number, count: number) {
  strip?.scrollTo({ left: ((i + count) % count) * strip.clientWidth, behavior: "smooth" });
}

/**
 * The home banner: company `banner_img`, full width. Without JavaScript it is a row of slides in a scroll-snap
 * strip (the first one shows; swipe or scroll for the others). Once the page runs, previous/next buttons and one
 * dot per slide drive the same strip, and it moves on by itself, except while pointed at or focused, after the
 * visitor pressed its pause button (WCAG 2.2.2), and never when the visitor asked for reduced motion (then there
 * is nothing to pause and no pause button).
 */
export function HomeBanner({ banner, companyName }: { banner: HomeView["banner"]; companyName: string }) {
  const { t } = useTranslation("site");
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // Pointed at, focused: either holds the banner still.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Stopped by the pause button until the visitor plays it again.
  const [stopped, setStopped] = useState(false);
  // Known once the page runs; until then (and under reduced motion) the banner does not move by itself.
  const [canMove, setCanMove] = useState(false);
  const count = banner.length;
  useEffect(() => setCanMove(!matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  // The later slides are fetched when the visitor reaches for the banner, or a little before it first moves
  // by itself: a phone that only looks at the first slide never downloads the others.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!canMove || count < 2) return;
    const timer = setTimeout(() => setWanted(true), AUTOPLAY_MS - PREFETCH_BEFORE_MS);
    return () => clearTimeout(timer);
  }, [canMove, count]);
  const paused = hovered || focused || stopped;
  const show = (i: number) => scrollToSlide(strip.current, i, count);
  // The timer starts again only when the slide changes or the banner is held or let go: a render for any other
  // reason (the later slides being fetched at 3.5 s) had put the first move off from 6 s to 9.5 s.
  useEffect(() => {
    if (paused || count < 2 || !canMove) return;
    const timer = setInterval(() => scrollToSlide(strip.current, current + 1, count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count, canMove, current]);
  return (
    <section
      aria-label={t("home.bannerLabel")}
      aria-roledescription={t("home.carousel")}
      className="relative bg-navy"
      data-testid="home-banner"
      onMouseEnter={() => {
        setHovered(true);
        setWanted(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget as Node | null))}
    >
      <h1 className="sr-only">{companyName}</h1>
      {/* A scroll container must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <ul
        ref={strip}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-live={paused ? "polite" : "off"}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / (e.currentTarget.clientWidth || 1)))}
      >
        {banner.map((b, i) => (
          <li
            key={b.url}
            className="relative w-full shrink-0 snap-start"
            aria-roledescription={t("home.slide")}
            aria-label={`${i + 1} / ${count}`}
          >
            {i === 0 ? (
              <SlideImage slide={b} loading="eager" fetchPriority="high" decoding="sync" />
            ) : (
              <LaterSlideImage slide={b} wanted={wanted} />
            )}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="banner-controls pointer-events-none absolute inset-0 flex items-center justify-between px-2 sm:px-4">
          <BannerButton label={t("home.previousSlide")} onClick={() => show(current - 1)}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </BannerButton>
          <BannerButton label={t("home.nextSlide")} onClick={() => show(current + 1)}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </BannerButton>
          <div className="pointer-events-auto absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
            {canMove ? (
              <button
                type="button"
                aria-label={stopped ? t("home.playSlides") : t("home.pauseSlides")}
                onClick={() => setStopped((value) => !value)}
                className="mr-1 flex size-7 items-center justify-center rounded-full bg-black/35 text-white hover:bg-black/55"
                data-banner-pause
              >
                {stopped ? (
                  <Play aria-hidden="true" className="size-3.5" />
                ) : (
                  <Pause aria-hidden="true" className="size-3.5" />
                )}
              </button>
            ) : null}
            {banner.map((b, i) => (
              <button
                key={b.url}
                type="button"
                aria-label={t("home.goToSlide", { n: i + 1 })}
                aria-current={i === current ? "true" : undefined}
                onClick={() => show(i)}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span className="block h-2 w-2 rounded-full bg-white/60 ring-1 ring-black/30 transition-all group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white" />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function BannerButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="pointer-events-auto flex size-10 items-center justify-center rounded-full bg-black/35 text-white hover:bg-black/55"
    >
      {children}
    </button>
  );
}

type Slide = HomeView["banner"][number];

/**
 * How wide a slide is drawn: it covers a band 240, 360 or 500 px high (below sm, sm, lg), so on narrow screens
 * it is wider than the screen (a 1920 × 600 picture 240 px high is 768 px wide), and the full width beyond.
 */
export const BANNER_SIZES = "(min-width: 1600px) 100vw, (min-width: 1024px) 1600px, (min-width: 640px) 1152px, 768px";

/** A banner slide's picture at the band's height for each width; the caller says how urgently it loads. */
function SlideImage({
  slide,
  placeholder,
  ...loading
}: { slide: Slide; placeholder?: SiteImageProps["placeholder"] } & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  "loading" | "fetchPriority" | "decoding"
>) {
  return (
    <SiteImage
      src={slide.url}
      sizes={BANNER_SIZES}
      alt={slide.title}
      lang={slide.lang}
      width={1920}
      height={600}
      placeholder={placeholder}
      {...loading}
      className="block h-[240px] w-full object-cover object-left sm:h-[360px] sm:object-center lg:h-[500px]"
    />
  );
}

/** A transparent pixel: what a later slide shows until the page has loaded. */
const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A slide after the first: hidden beside the first one, yet the browser fetched it at once (lazy loading
 * counts a horizontal scroller's neighbours as near), and its bytes competed with the first slide, the
 * page's largest paint. With scripting on, a `<source>` holds a transparent pixel until the page's load
 * event and the banner wants its later slides (`wanted`: reached for, or about to move); without scripting that source does not match, and the variants (or the `<img>`) load as usual.
 */
function LaterSlideImage({ slide, wanted }: { slide: Slide; wanted: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return (
    <SlideImage
      slide={slide}
      loading="lazy"
      decoding="async"
      placeholder={loaded && wanted ? null : { media: "(scripting: enabled)", srcSet: PIXEL }}
    />
  );
}

/** A home section with a heading and an optional "more" link. */
export function HomeSection({
  id,
  title,
  moreHref,
  children,
  muted = false,
}: {
  id: string;
  title: string;
  moreHref?: string | null;
  children: ReactNode;
  muted?: boolean;
}) {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby={id} className={muted ? "bg-surface-muted" : "bg-surface"}>
      <div className="mx-auto max-w-site px-4 py-12 lg:px-6 lg:py-16">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2
            id={id}
            className="relative pb-3 text-2xl font-semibold after:absolute after:bottom-0 after:left-0 after:h-1 after:w-10 after:rounded after:bg-primary"
          >
            {title}
          </h2>
          {moreHref ? (
            <SiteLink
              to={moreHref}
              prefetch="intent"
              className="inline-flex shrink-0 items-center gap-1 text-sm text-primary-700 hover:underline"
            >
              {t("home.moreAbout", { title })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** News: a feature picture from `news_img` next to the newest articles. */
export function HomeNews({ pictures, news }: { pictures: HomeView["newsPictures"]; news: HomeView["news"] }) {
  const [feature] = pictures;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]">
      {feature ? (
        <FeatureLink href={feature.href}>
          <figure lang={feature.lang} className="relative overflow-hidden rounded-lg">
            <SiteImage
              src={feature.url}
              sizes="(min-width: 1200px) 590px, (min-width: 1024px) 52vw, calc(100vw - 32px)"
              // The caption below names the article; the same words as alt text would be read twice.
              alt=""
              width={960}
              height={420}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] w-full object-cover transition group-hover:scale-[1.02]"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-5 pb-4 pt-10 text-lg font-medium text-white group-hover:underline">
              {feature.title}
            </figcaption>
          </figure>
        </FeatureLink>
      ) : null}
      <ArticleLinks
        items={news}
        className="min-w-0 divide-y divide-line"
        data-testid="home-news"
        linkClassName="group flex items-baseline justify-between gap-4 py-3.5"
      >
        {(item) => (
          <>
            <span lang={item.lang} className="min-w-0 truncate text-fg group-hover:text-primary-700">
              {item.title}
            </span>
            <time dateTime={item.date} className="shrink-0 text-sm text-fg-subtle">
              {item.dateLabel}
            </time>
          </>
        )}
      </ArticleLinks>
    </div>
  );
}

/** The feature picture leads to its article when there is one. */
function FeatureLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <SiteLink to={href} prefetch="intent" className="group block min-w-0 rounded-lg" data-testid="home-news-feature">
      {children}
    </SiteLink>
  ) : (
    <div className="min-w-0">{children}</div>
  );
}

/** Picture cards linking in or out (party building, network platforms). */
export function PictureLinks({
  items,
  columns,
  width,
  height,
}: {
  items: HomeView["party"];
  columns: 3 | 4;
  width: number;
  height: number;
}) {
  const sizes =
    columns === 3
      ? "(min-width: 1200px) 368px, (min-width: 640px) 31vw, calc(100vw - 32px)"
      : "(min-width: 1200px) 270px, (min-width: 1024px) 23vw, calc(50vw - 28px)";
  return (
    <ul className={columns === 3 ? "grid gap-6 sm:grid-cols-3" : "grid gap-6 grid-cols-2 lg:grid-cols-4"}>
      {items.map((item) => {
        const external = /^https?:/i.test(item.href);
        const content = (
          <>
            <SiteImage
              src={item.url}
              sizes={sizes}
              alt=""
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
              className="w-full object-cover transition group-hover:scale-[1.03]"
              style={{ aspectRatio: `${width} / ${height}` }}
            />
            <span lang={item.lang} className="block px-4 py-3 font-medium text-fg group-hover:text-primary-700">
              {item.name}
            </span>
          </>
        );
        const className = "group block overflow-hidden rounded-lg border border-line bg-surface shadow-card";
        return (
          <li key={item.url + item.name}>
            {item.href ? (
              external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
                  {content}
                </a>
              ) : (
                <SiteLink to={item.href} prefetch="intent" className={className}>
                  {content}
                </SiteLink>
              )
            ) : (
              <div className={className}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
