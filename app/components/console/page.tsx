import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

/** A console screen's top: the page title for screen readers and an optional visible heading row. */
export function ScreenTitle({
  children,
  visible = false,
  actions,
}: {
  children: ReactNode;
  visible?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className={cn(visible ? "mb-4 flex flex-wrap items-center justify-between gap-3" : "sr-only")}>
      <h1 className={cn(visible && "text-lg font-semibold text-fg")}>{children}</h1>
      {visible && actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** Grid column helper for the template's 24-column layouts. */
export function Columns({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("grid grid-cols-1 gap-4", className)}>{children}</div>;
}

/** Formats a number with thousands separators. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === "en-US" ? "en-US" : "zh-CN").format(value);
}
