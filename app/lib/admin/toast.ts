/** The toasts a page carries from the server: a flash after a redirect, a refused save, a restored draft. */
import type { Message } from "~/lib/i18n/message";

export type ToastType = "success" | "error" | "info";

/**
 * An "undo" offered with a toast: the post that takes the change back (a restore after a delete). It is a form,
 * so it works without JavaScript too.
 */
export interface ToastUndo {
  /** The local path the post goes to. */
  action: string;
  /** The form's fields (intent, id, updatetime …). */
  fields: Record<string, string>;
}

export interface ToastNotice {
  type: ToastType;
  message: Message;
  undo?: ToastUndo;
  /** New for every toast, so the same message raised twice shows twice. */
  id: string;
}
