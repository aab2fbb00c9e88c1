import { useSyncExternalStore, type ReactNode } from "react";

export type ToastVariant = "success" | "error" | "info" | "warning";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides; default 5000 (docs/product.md §9). */
  duration?: number;
  /** One optional action button; `altText` tells screen-reader users how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export const TOAST_DURATION = 5000;
const LIMIT = 5;
const REMOVE_DELAY = 300;

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const empty: ToastItem[] = [];

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hides a toast (it is removed after its exit); without an id, hides all. */
export function dismissToast(id?: string) {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.open)), REMOVE_DELAY);
}

/** Shows a toast in the page's <Toaster>; returns its id and a dismiss function. */
export function toast(options: ToastOptions) {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { variant: "info", duration: TOAST_DURATION, ...options, id, open: true };
  emit([...items, item].slice(-LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The toasts currently shown, plus `toast()` and `dismiss()`. */
export function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => empty,
  );
  return { toasts, toast, dismiss: dismissToast };
}
