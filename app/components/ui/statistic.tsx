import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { Skeleton } from "./skeleton";
import { toneText } from "./tone";

export interface StatisticProps {
  /** What the number is, as a short noun phrase (e.g. 今日访问量 / Visits today). */
  title: ReactNode;
  /** The figure: a number is formatted with `precision` and `groupSeparator`; a string is shown as it is. */
  value: number | string;
  /** Decimal places (numbers only). No default: as many as the number has. */
  precision?: number;
  /** Thousands separator (numbers only). */
  groupSeparator?: string;
  /** Shown before the value in a smaller size, e.g. ¥. No default. */
  prefix?: ReactNode;
  /** Shown after the value in a smaller size, e.g. a unit such as 人 or %. No default. */
  suffix?: ReactNode;
  /** Colours the value and shows an arrow; pair it with `trendLabel` for screen readers. No default: no trend. */
  trend?: "up" | "down";
  /**
   * Screen-reader text read before the value, e.g. "较昨日上升" / "Up on yesterday". No default: the arrow is not announced.
   */
  trendLabel?: string;
  /** Which colour means good: Arco uses green for up; some dashboards use red for rises. */
  upIsGood?: boolean;
  /** Shows a skeleton in place of the value. */
  loading?: boolean;
  /** Extra classes on the outer box. No default. */
  className?: string;
}

/** Formats a number with grouped thousands and fixed decimals, without locale surprises on the server. */
export function formatNumber(value: number, precision?: number, separator = ","): string {
  const fixed = precision === undefined ? String(value) : value.toFixed(precision);
  const [int = "", frac] = fixed.split(".");
  const sign = int.startsWith("-") ? "-" : "";
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ""}`;
}

/** A headline number (visits, bookings) with title, units and an optional trend. */
export function Statistic({
  title,
  value,
  precision,
  groupSeparator = ",",
  prefix,
  suffix,
  trend,
  trendLabel,
  upIsGood = true,
  loading = false,
  className,
}: StatisticProps) {
  const good = trend === undefined ? undefined : (trend === "up") === upIsGood;
  const tone = good === undefined ? "text-fg" : good ? toneText.success : toneText.danger;
  const Arrow = trend === "up" ? ArrowUp : ArrowDown;
  return (
    <div className={cn("min-w-0", className)}>
      <div className="mb-1 text-sm text-fg-muted">{title}</div>
      {loading ? (
        <Skeleton className="h-8 w-32" />
      ) : (
        <div className={cn("flex items-baseline gap-1 font-medium tabular-nums", tone)}>
          {trend ? <Arrow className="size-4 self-center" aria-hidden="true" /> : null}
          {trendLabel ? <span className="sr-only">{trendLabel}</span> : null}
          {prefix ? <span className="text-base">{prefix}</span> : null}
          <span className="text-[26px] leading-9">
            {typeof value === "number" ? formatNumber(value, precision, groupSeparator) : value}
          </span>
          {suffix ? <span className="text-sm">{suffix}</span> : null}
        </div>
      )}
    </div>
  );
}
