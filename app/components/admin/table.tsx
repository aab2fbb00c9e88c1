/** Table pieces and small per-row action forms for the admin lists. */
import { Form } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { useHydrated } from "~/lib/utils/use-hydrated";
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

/** What a row command asks before it runs (a delete): the dialog's texts. */
export interface RowConfirm {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * A one-button form posting `intent` for a row (works without script). With `confirm`, once the page runs the
 * button asks first in a dialog; before that (no script) it posts at once, and the toast that follows offers an
 * undo.
 */
export function RowAction({
  intent,
  id,
  updatetime,
  label,
  icon,
  tone = "default",
  disabled,
  extra,
  confirm,
}: {
  intent: string;
  id: number;
  updatetime: number;
  label: string;
  icon?: ReactNode;
  tone?: "default" | "danger";
  disabled?: boolean;
  extra?: Record<string, string>;
  confirm?: RowConfirm;
}) {
  const formId = useId();
  const hydrated = useHydrated();
  const buttonClass = cn(
    "inline-flex h-7 items-center gap-1 rounded px-2 text-sm disabled:pointer-events-none disabled:opacity-35",
    tone === "danger" ? "text-danger hover:bg-[#ffece8]" : "text-primary hover:bg-primary-100",
  );
  const face = (
    <>
      {icon}
      {icon ? null : label}
    </>
  );
  const asks = Boolean(confirm && hydrated);
  // The row's button: it posts the intent, or (asking first) only opens the dialog.
  const button = (
    <button
      type={asks ? "button" : "submit"}
      name={asks ? undefined : "intent"}
      value={asks ? undefined : intent}
      disabled={disabled}
      title={label}
      aria-label={icon ? label : undefined}
      className={buttonClass}
    >
      {face}
    </button>
  );
  return (
    <Form method="post" className="inline" id={formId}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updatetime" value={updatetime} />
      {extra ? Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />) : null}
      {asks && confirm ? (
        <Dialog
          title={confirm.title}
          description={confirm.description}
          width={420}
          trigger={button}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{confirm.cancelLabel}</Button>
              </DialogClose>
              {/* In the dialog's portal, outside the form: it names the form it submits. */}
              <Button
                type="submit"
                form={formId}
                name="intent"
                value={intent}
                variant={tone === "danger" ? "danger" : "primary"}
              >
                {confirm.confirmLabel}
              </Button>
            </>
          }
        />
      ) : (
        button
      )}
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
