import * as DialogPrimitive from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useScrollFocusable } from "./use-scroll-focusable";

export interface DrawerProps {
  /** Required: names the drawer. */
  title: ReactNode;
  /** Required: describes it for screen readers (visually hidden unless `showDescription`). */
  description: ReactNode;
  showDescription?: boolean;
  side?: "left" | "right";
  /** Panel width (number = px); default 300. */
  width?: number | string;
  trigger?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Show the dimming overlay (modal). */
  mask?: boolean;
  className?: string;
}

/** A side sheet (Radix Dialog): slides from the left or right edge, full height. */
export function Drawer({
  title,
  description,
  showDescription = false,
  side = "right",
  width = 300,
  trigger,
  footer,
  children,
  closeLabel = "关闭",
  mask = true,
  className,
  ...root
}: DrawerProps) {
  return (
    <DialogPrimitive.Root {...root}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        {mask ? <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" /> : null}
        <DialogPrimitive.Content
          style={{ width: typeof width === "number" ? `${width}px` : width }}
          className={cn(
            "fixed inset-y-0 z-50 flex max-w-full flex-col bg-surface-raised text-sm text-fg shadow-pop outline-none",
            side === "right" ? "right-0 border-l border-line" : "left-0 border-r border-line",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-base font-medium text-fg">{title}</DialogPrimitive.Title>
              <DialogPrimitive.Description className={cn("mt-1 text-sm text-fg-muted", !showDescription && "sr-only")}>
                {description}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DrawerBody>{children}</DrawerBody>
          {footer ? (
            <div className="flex items-center justify-end gap-3 border-t border-line px-5 py-3">{footer}</div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The scrolling middle of the drawer; its own component so the overflow check runs once it is mounted. */
function DrawerBody({ children }: { children: ReactNode }) {
  const { ref, tabIndex } = useScrollFocusable<HTMLDivElement>();
  return (
    <div
      ref={ref}
      // Focusable only while long content scrolls, so keyboard users can scroll it.
      tabIndex={tabIndex}
      className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-offset-[-2px]"
    >
      {children}
    </div>
  );
}

/** Closes the surrounding Drawer (use with asChild around a button in the footer). */
export const DrawerClose = DialogPrimitive.Close;
