/** The toasts a page carries from the server: a flash after a redirect, a refused save, a restored draft. */
import type { Message } from "~/lib/i18n/message";

export type ToastType = "success" | "error" | "info";

export interface ToastNotice {
  type: ToastType;
  message: Message;
  /** New for every toast, so the same message raised twice shows twice. */
  id: string;
}
