import type { HTMLAttributes } from "react";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

/** A pulsing grey shape standing in for content that is loading. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("animate-pulse rounded bg-surface-muted", className)} aria-hidden="true" {...props} />;
}

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter. */
  lines?: number;
  /** Extra classes on the column of lines, e.g. a width. No default. */
  className?: string;
}

/** Placeholder for a paragraph. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div className={cn("flex flex-col gap-2.5", className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn("h-3.5", index === lines - 1 && lines > 1 ? "w-3/5" : "w-full")} />
      ))}
    </div>
  );
}

/** Placeholder for an avatar. */
export function SkeletonAvatar({
  size = 40,
  shape = "circle",
  className,
}: {
  /** Diameter in px. */
  size?: number;
  /** `circle` for people, `square` (rounded corners) for organisations, as Avatar. */
  shape?: "circle" | "square";
  /** Extra classes on the shape. No default. */
  className?: string;
}) {
  return (
    <Skeleton
      className={cn("shrink-0", shape === "circle" ? "rounded-full" : "rounded", className)}
      style={{ width: size, height: size }}
    />
  );
}

export interface SkeletonBlockProps {
  /** Announced to screen readers while loading (visually hidden). Default: the catalogue's `ui.loading` (加载中 / Loading). */
  label?: string;
  /** Shows a round avatar placeholder (40 px) before the lines. */
  avatar?: boolean;
  /** Number of text lines under the title bar; the last one is shorter. */
  lines?: number;
  /** Extra classes on the block. No default. */
  className?: string;
}

/**
 * A loading block: optional avatar beside a title bar and text lines, announced once as busy.
 */
export function SkeletonBlock({ label, avatar = false, lines = 3, className }: SkeletonBlockProps) {
  const { t } = useUiText();
  return (
    <div role="status" aria-busy="true" className={cn("flex gap-4", className)}>
      <span className="sr-only">{label ?? t("loading")}</span>
      {avatar ? <SkeletonAvatar /> : null}
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-4 w-2/5" />
        <SkeletonText lines={lines} />
      </div>
    </div>
  );
}
