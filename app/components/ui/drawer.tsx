import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "~/lib/utils/cn";
import { CloseButton } from "./close-button";
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogTitle,
  type ModalPanelProps,
} from "./dialog";
import { useUiText } from "./use-ui-text";

export interface DrawerProps extends ModalPanelProps {
  /**
   * Shows the description under the title (visually hidden otherwise; screen readers always get it). Default: `false`.
   */
  showDescription?: boolean;
  /** The edge the panel slides from. Default: `right`. */
  side?: "left" | "right";
  /** Panel width: a number is px, a string any CSS width. Default: 300. */
  width?: number | string;
  /** Accessible name of the close button in the header. Default: "关闭". */
  closeLabel?: string;
  /**
   * Shows the dimming overlay behind the panel. Off, the page stays visible, but the drawer is still modal. Default:
   * `true`.
   */
  mask?: boolean;
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
  closeLabel,
  mask = true,
  className,
  ...root
}: DrawerProps) {
  const { t } = useUiText();
  return (
    <DialogPrimitive.Root {...root}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        {mask ? <DialogOverlay /> : null}
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
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription className={cn(!showDescription && "sr-only")}>{description}</DialogDescription>
            </div>
            <DialogPrimitive.Close asChild>
              <CloseButton label={closeLabel ?? t("close")} />
            </DialogPrimitive.Close>
          </div>
          <DialogBody className="py-4">{children}</DialogBody>
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Drawer (use with asChild around a button in the footer). */
export const DrawerClose = DialogPrimitive.Close;
