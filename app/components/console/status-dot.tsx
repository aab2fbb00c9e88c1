import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

const TONES = { success: "bg-success", primary: "bg-primary", muted: "bg-fg-subtle" } as const;

/** A status in a table cell: its label after a small dot of the status's colour. */
export function StatusDot({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", TONES[tone])} />
      {children}
    </span>
  );
}
