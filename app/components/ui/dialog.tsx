import * as DialogPrimitive from "@radix-ui/react-dialog";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { CloseButton } from "./close-button";
import { useScrollFocusable } from "./use-scroll-focusable";
import { useUiText } from "./use-ui-text";

/** A modal dialog (Radix): traps focus, closes on Escape, restores focus to the trigger. */
export const DialogRoot = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = forwardRef<
  ElementRef<typeof DialogPrimitive.Overlay>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(function DialogOverlay({ className, ...props }, ref) {
  return <DialogPrimitive.Overlay ref={ref} className={cn("fixed inset-0 z-50 bg-black/50", className)} {...props} />;
});

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button; no button when null. Default: the catalogue's `ui.close` (关闭 / Close). */
  closeLabel?: string | null;
  /** Panel width: a number is px, a string any CSS width; never wider than the screen less 2 rem. */
  width?: number | string;
}

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent({ className, children, closeLabel: closeText, width = 520, style, ...props }, ref) {
    const { t } = useUiText();
    const closeLabel = closeText === undefined ? t("close") : closeText;
    return (
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          style={{ width: typeof width === "number" ? `${width}px` : width, ...style }}
          className={cn(
            "fixed left-1/2 top-[15vh] z-50 flex max-h-[75vh] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col rounded bg-surface-raised text-sm text-fg shadow-pop outline-none",
            className,
          )}
          {...props}
        >
          {children}
          {closeLabel ? (
            <DialogPrimitive.Close asChild>
              <CloseButton label={closeLabel} className="absolute right-4 top-4" />
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPortal>
    );
  },
);

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("border-b border-line px-5 py-4 pr-12", className)} {...props} />;
}

/** The scrolling middle of a dialog or drawer. */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { ref, tabIndex } = useScrollFocusable<HTMLDivElement>();
  return (
    <div
      ref={ref}
      // Focusable only while long content scrolls, so keyboard users can scroll it.
      tabIndex={tabIndex}
      className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-2px]", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("flex items-center justify-end gap-3 border-t border-line px-5 py-3", className)} {...props} />
  );
}

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn("text-base font-medium text-fg", className)} {...props} />;
});

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn("mt-1 text-sm text-fg-muted", className)} {...props} />;
});

/** What a dialog and a drawer are given: a name, a purpose, the opener, the content and the footer actions. */
export interface ModalPanelProps {
  /** Required: names the panel. */
  title: ReactNode;
  /** Required: describes what the panel is for (read when it opens). */
  description: ReactNode;
  /** The element that opens it (wrapped with Radix Trigger asChild). No default: left out, open it with `open`. */
  trigger?: ReactNode;
  /** Footer actions (e.g. Cancel + Confirm buttons); wrap cancel in `<DialogClose asChild>`. No default: no footer. */
  footer?: ReactNode;
  /** The body, in a scrolling area between the header and the footer. No default: left out, a dialog has no body. */
  children?: ReactNode;
  /**
   * Controlled open state; pair it with `onOpenChange`. No default: left out, the panel keeps its own state and
   * `trigger` opens it.
   */
  open?: boolean;
  /** Whether an uncontrolled panel starts open. Default: `false`. */
  defaultOpen?: boolean;
  /**
   * Called with the new state when the panel opens or closes (trigger, close button, Escape, a click outside). No
   * default.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Panel width: a number is px, a string any CSS width. Default: 520 for a dialog (a drawer has its own default, 300).
   */
  width?: number | string;
  /** Extra classes on the panel. No default. */
  className?: string;
}

export interface DialogProps extends ModalPanelProps {
  /** Visually hide the description (it still names the purpose for screen readers). */
  hideDescription?: boolean;
  /**
   * Accessible name of the corner close button; `null` leaves the button out (then put a close action in the footer).
   * Default: "关闭".
   */
  closeLabel?: string | null;
}

/** The common case in one component: trigger, title, description, body and footer actions. */
export function Dialog({
  title,
  description,
  hideDescription = false,
  trigger,
  footer,
  children,
  width,
  closeLabel,
  className,
  ...root
}: DialogProps) {
  return (
    <DialogRoot {...root}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent width={width} closeLabel={closeLabel} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={cn(hideDescription && "sr-only")}>{description}</DialogDescription>
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
  );
}
