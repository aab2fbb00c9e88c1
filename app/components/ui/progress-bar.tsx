import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "~/lib/utils/cn";
import { toneText } from "./tone";

export interface ProgressBarProps {
  /**
   * Percent done, 0–100 (clamped). No default: left out (or with `indeterminate`), the bar shows a sliding stripe for
   * unknown progress.
   */
  value?: number;
  /** Shows unknown progress (a sliding stripe, which stands still under reduced motion) and hides the value. */
  indeterminate?: boolean;
  /** Accessible name, also shown above the bar unless `hideLabel`. */
  label: string;
  /** Hides the label visually; it still names the bar for screen readers. */
  hideLabel?: boolean;
  /** Show the percentage at the right. */
  showValue?: boolean;
  /** Colour of the fill: `normal` (brand blue), `success` (green) when done, `error` (red) when it failed. */
  status?: "normal" | "success" | "error";
  /** Bar height: `small` 4 px, `medium` 6 px, `large` 10 px. */
  size?: "small" | "medium" | "large";
  /** Extra classes on the outer box. No default. */
  className?: string;
}

const heights = { small: "h-1", medium: "h-1.5", large: "h-2.5" } as const;

/** A horizontal progress bar (Radix Progress: role="progressbar" with value, or indeterminate). */
export function ProgressBar({
  value,
  indeterminate = false,
  label,
  hideLabel = false,
  showValue = true,
  status = "normal",
  size = "medium",
  className,
}: ProgressBarProps) {
  const unknown = indeterminate || value === undefined;
  const pct = unknown ? 0 : Math.max(0, Math.min(100, value));
  const fill = status === "success" ? "bg-success" : status === "error" ? "bg-danger" : "bg-primary";
  return (
    <div className={cn("w-full text-sm", className)}>
      {!hideLabel ? <div className="mb-1 text-fg-muted">{label}</div> : null}
      <div className="flex items-center gap-3">
        <ProgressPrimitive.Root
          value={unknown ? null : pct}
          aria-label={label}
          className={cn("relative flex-1 overflow-hidden rounded-full bg-surface-muted", heights[size])}
        >
          <ProgressPrimitive.Indicator
            className={cn(
              "h-full rounded-full transition-[width] duration-300",
              fill,
              unknown &&
                "absolute inset-y-0 w-2/5 animate-[progress-indeterminate_1.4s_ease-in-out_infinite] motion-reduce:animate-none",
            )}
            style={unknown ? undefined : { width: `${pct}%` }}
          />
        </ProgressPrimitive.Root>
        {showValue && !unknown ? (
          <span
            className={cn(
              "w-10 shrink-0 text-right text-xs tabular-nums",
              status === "success" ? toneText.success : status === "error" ? "text-danger" : "text-fg-muted",
            )}
          >
            {Math.round(pct)}%
          </span>
        ) : null}
      </div>
      {unknown ? <style>{`@keyframes progress-indeterminate{0%{left:-40%}100%{left:100%}}`}</style> : null}
    </div>
  );
}
