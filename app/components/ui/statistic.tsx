import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { Skeleton } from "./skeleton";
import { toneText } from "./tone";

export interface StatisticProps {
  title: ReactNode;
  value: number | string;
  /** Decimal places (numbers only). */
  precision?: number;
  /** Thousands separator (numbers only). */
  groupSeparator?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Colours the value and shows an arrow; pair it with `trendLabel` for screen readers. */
  trend?: "up" | "down";
  /** e.g. "较昨日上升" — read before the value. */
  trendLabel?: string;
  /** Which colour means good: Arco uses green for up; some dashboards use red for rises. */
  upIsGood?: boolean;
  loading?: boolean;
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
