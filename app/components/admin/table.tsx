/** Table pieces and small per-row action forms for the admin lists. */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { pinnedLastColumnClass } from "~/components/ui/table";
import { cn } from "~/lib/utils/cn";

/**
 * A list's table. It scrolls sideways inside its own box on narrow screens, with the last column (the row's
 * commands) pinned at the right edge: on a phone every command stays on screen, stacked one above the other.
 */
export function DataTable({
  children,
  caption,
  pinLast = true,
}: {
  children: ReactNode;
  caption?: string;
  /** Pins the last column (the row's commands); off for tables whose last column is text (the audit log). */
  pinLast?: boolean;
}) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table
        className={cn(
          "w-full min-w-[880px] border-collapse text-left text-sm",
          pinLast && [pinnedLastColumnClass, "max-sm:[&_th:last-child]:w-px"],
        )}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap border-b border-line bg-surface-muted px-3 py-2.5 font-medium text-fg-muted",
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn("border-b border-line px-3 py-2.5 align-middle", className)}>{children}</td>;
}

/** A one-button form posting `intent` for a row (works without script). */
export function RowAction({
  intent,
  id,
  updatetime,
  label,
  icon,
  tone = "default",
  disabled,
  extra,
}: {
  intent: string;
  id: number;
  updatetime: number;
  label: string;
  icon?: ReactNode;
  tone?: "default" | "danger";
  disabled?: boolean;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updatetime" value={updatetime} />
      {extra ? Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />) : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        title={label}
        aria-label={icon ? label : undefined}
        className={cn(
          "inline-flex h-7 items-center gap-1 rounded px-2 text-sm disabled:pointer-events-none disabled:opacity-35",
          tone === "danger" ? "text-danger hover:bg-[#ffece8]" : "text-primary hover:bg-primary-100",
        )}
      >
        {icon}
        {icon ? null : label}
      </button>
    </Form>
  );
}

export function StatusTag({
  tone,
  children,
}: {
  tone: "green" | "gray" | "red" | "blue" | "orange";
  children: ReactNode;
}) {
  const tones = {
    green: "bg-[#e8ffea] text-[#00692a]",
    gray: "bg-surface-muted text-fg-muted",
    red: "bg-[#ffece8] text-[#a1151e]",
    blue: "bg-primary-100 text-primary-700",
    orange: "bg-[#fff7e8] text-[#8a4b00]",
  };
  return <span className={cn("inline-flex items-center rounded px-2 py-0.5 text-xs", tones[tone])}>{children}</span>;
}
