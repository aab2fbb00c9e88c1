import * as ToastPrimitive from "@radix-ui/react-toast";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Info from "lucide-react/icons/info";
import X from "lucide-react/icons/x";
import { cn } from "~/lib/utils/cn";
import { dismissToast, TOAST_DURATION, useToast, type ToastVariant } from "./use-toast";

export { toast, useToast, dismissToast, type ToastOptions, type ToastVariant } from "./use-toast";

const icons = { success: CircleCheck, error: CircleX, warning: CircleAlert, info: Info } as const;
const iconTone: Record<ToastVariant, string> = {
  success: "text-success",
  error: "text-danger",
  warning: "text-warning",
  info: "text-primary",
};

export interface ToasterProps {
  /** Name of the notification region; `{hotkey}` is replaced by the focus shortcut. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Where toasts appear. */
  position?: "top" | "top-right" | "bottom-right";
}

/**
 * Renders the toasts raised with `toast()` (Radix Toast): announced politely (errors assertively),
 * paused on hover/focus, swipe or Escape to dismiss, F8 to reach them. Mount once per page.
 */
export function Toaster({ label = "通知 ({hotkey})", closeLabel = "关闭", position = "top" }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection={position === "top" ? "up" : "right"}
      label={label}
    >
      {toasts.map(({ id, title, description, variant = "info", duration, action, open }) => {
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            type={variant === "error" ? "foreground" : "background"}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded border border-line bg-surface-raised px-4 py-3 text-sm text-fg shadow-pop",
              "data-[state=closed]:opacity-0 transition-opacity data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]",
            )}
          >
            <Icon className={cn("mt-0.5 size-4 shrink-0", iconTone[variant])} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="font-medium text-fg">{title}</ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className="mt-0.5 text-fg-muted">{description}</ToastPrimitive.Description>
              ) : null}
            </div>
            {action ? (
              <ToastPrimitive.Action
                altText={action.altText}
                onClick={action.onClick}
                className="shrink-0 rounded px-2 py-0.5 text-primary hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary"
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
            <ToastPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex size-5 shrink-0 items-center justify-center rounded text-fg-subtle hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X className="size-3.5" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        className={cn(
          "fixed z-[100] flex max-h-screen w-full max-w-sm flex-col gap-2 p-4 outline-none",
          position === "top" && "left-1/2 top-0 -translate-x-1/2",
          position === "top-right" && "right-0 top-0",
          position === "bottom-right" && "bottom-0 right-0",
        )}
      />
    </ToastPrimitive.Provider>
  );
}
