import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { ReactNode, RefObject } from "react";

/** The phone menu as a right-hand sheet (Radix Dialog). Loaded lazily by MobileMenu on the first tap. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** The button that opened the sheet: closing returns focus to it (it is not a Dialog.Trigger). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[86vw] max-w-sm flex-col bg-surface text-fg shadow-pop focus:outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded hover:bg-surface-muted">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
