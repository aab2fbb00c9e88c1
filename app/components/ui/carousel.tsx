import useEmblaCarousel from "embla-carousel-react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Children, useCallback, useEffect, useState, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useIsClient } from "./client-only";
import { useUiText, type UiText } from "./use-ui-text";

export interface CarouselLabels {
  previous: string;
  next: string;
  slide: (index: number, total: number) => string;
  goTo: (index: number) => string;
  pause: string;
  play: string;
}

/** The catalogue's words (common.json `ui.carousel`) in the page's language. */
function carouselLabels(t: UiText["t"]): CarouselLabels {
  return {
    previous: t("carousel.previous"),
    next: t("carousel.next"),
    slide: (index, total) => t("carousel.slide", { index, total }),
    goTo: (index) => t("carousel.goTo", { index }),
    pause: t("carousel.pause"),
    play: t("carousel.play"),
  };
}

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Names the carousel region (e.g. the home page's banner). */
  label: string;
  /** Milliseconds between slides; off when 0 or omitted. Pauses on hover/focus and has a pause button. */
  autoplay?: number;
  /**
   * How slides change once hydrated: `slide` moves the strip sideways, `fade` cross-fades in place. Without
   * JavaScript the strip scrolls either way.
   */
  effect?: "slide" | "fade";
  /** After the last slide comes the first again; when off, the previous and next buttons are disabled at the ends. */
  loop?: boolean;
  /** Shows the previous and next buttons (with JavaScript, and only with two or more slides). */
  showArrows?: boolean;
  /** Shows one button per slide at the bottom (with JavaScript, and only with two or more slides). */
  showDots?: boolean;
  /** Other words than the catalogue's, where a screen needs them. Default: the catalogue's `ui.carousel.*` words. */
  labels?: Partial<CarouselLabels>;
  /** Height classes for the viewport, e.g. "h-[420px]"; slides fill it. No default: the slides' own height. */
  className?: string;
}

/**
 * A slide show (Embla). Server-rendered as a horizontal scroll-snap strip, so every slide is readable
 * without JavaScript; once hydrated it gains arrows, dots, optional autoplay and the fade effect.
 */
export function Carousel({
  children,
  label,
  autoplay = 0,
  effect = "slide",
  loop = true,
  showArrows = true,
  showDots = true,
  labels: labelOverrides,
  className,
}: CarouselProps) {
  const { t } = useUiText();
  const labels = { ...carouselLabels(t), ...labelOverrides };
  const slides = Children.toArray(children);
  const total = slides.length;
  const isClient = useIsClient();
  const fade = effect === "fade" && isClient;
  const [viewportRef, embla] = useEmblaCarousel({ loop, active: isClient && !fade && total > 1 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovering, setHovering] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      const target = loop ? (index + total) % total : Math.max(0, Math.min(total - 1, index));
      if (embla) embla.scrollTo(target);
      else setSelected(target);
    },
    [embla, loop, total],
  );

  useEffect(() => {
    if (!autoplay || paused || hovering || total < 2 || !isClient) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => goTo(selected + 1), autoplay);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, hovering, total, isClient, goTo, selected]);

  const canPrev = loop || selected > 0;
  const canNext = loop || selected < total - 1;
  const control =
    "inline-flex size-9 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="group relative"
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setHovering(true)}
      onBlur={() => setHovering(false)}
    >
      <div
        ref={viewportRef}
        className={cn(
          "relative overflow-hidden rounded",
          !isClient && "snap-x snap-mandatory overflow-x-auto",
          className,
        )}
      >
        <div className={cn("h-full", fade ? "grid" : "flex")} aria-live={autoplay && !paused ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, total)}
              // Off-screen slides leave the tab order and the accessibility tree once the carousel is live.
              ref={(element) => {
                if (element) element.inert = isClient && index !== selected;
              }}
              className={cn(
                "h-full min-w-0 shrink-0 grow-0 basis-full",
                !isClient && "snap-start",
                fade && "col-start-1 row-start-1 transition-opacity duration-500",
                fade && (index === selected ? "opacity-100" : "pointer-events-none opacity-0"),
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {isClient && total > 1 ? (
        <>
          {showArrows ? (
            <>
              <button
                type="button"
                aria-label={labels.previous}
                onClick={() => goTo(selected - 1)}
                disabled={!canPrev}
                className={cn(control, "absolute left-3 top-1/2 -translate-y-1/2")}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={labels.next}
                onClick={() => goTo(selected + 1)}
                disabled={!canNext}
                className={cn(control, "absolute right-3 top-1/2 -translate-y-1/2")}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </>
          ) : null}
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
            {autoplay ? (
              <button
                type="button"
                aria-label={paused ? labels.play : labels.pause}
                onClick={() => setPaused((value) => !value)}
                className={cn(control, "size-7")}
              >
                {paused ? (
                  <Play className="size-3.5" aria-hidden="true" />
                ) : (
                  <Pause className="size-3.5" aria-hidden="true" />
                )}
              </button>
            ) : null}
            {showDots
              ? slides.map((_, index) => (
                  <button
                    key={index}
                    type="button"
                    aria-label={labels.goTo(index + 1)}
                    aria-current={index === selected ? "true" : undefined}
                    onClick={() => goTo(index)}
                    className="group/dot flex h-6 items-center px-0.5 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <span
                      className={cn(
                        "block h-1 rounded-full bg-white shadow transition-all",
                        index === selected ? "w-6" : "w-3 opacity-60 group-hover/dot:opacity-90",
                      )}
                    />
                  </button>
                ))
              : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
