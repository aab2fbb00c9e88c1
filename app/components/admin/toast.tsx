/**
 * Toasts of the admin screens (docs/product.md §8: 5 seconds). Server-rendered, so they show without script too; a
 * CSS animation hides them after 5 s, and with script the close button works. An error toast is an alert.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import X from "lucide-react/icons/x";
import { translateMsg } from "~/lib/admin/messages";
import { cn } from "~/lib/utils/cn";

export interface ToastMessage {
  type: "success" | "error" | "info";
  /** An encoded admin message (key|params) or text. */
  message: string;
  /** Changes for every new toast so the animation restarts. */
  id: string;
}

const TONE = {
  success: "border-success/40 bg-[#e8ffea] text-[#00692a] dark:bg-surface-raised dark:text-success",
  error: "border-danger/40 bg-[#ffece8] text-[#a1151e] dark:bg-surface-raised dark:text-danger",
  info: "border-primary-300 bg-primary-100 text-primary-700 dark:bg-surface-raised",
};

/** The fixed toast stack at the top of the page. */
export function ToastStack({ toasts }: { toasts: ToastMessage[] }) {
  const { t } = useTranslation("admin");
  const [closed, setClosed] = useState<string[]>([]);
  const ids = toasts.map((toast) => toast.id).join(",");
  useEffect(() => setClosed([]), [ids]);
  const visible = toasts.filter((toast) => !closed.includes(toast.id));
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4">
      {visible.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === "error" ? "alert" : "status"}
          data-toast={toast.type}
          className={cn(
            "admin-toast pointer-events-auto flex max-w-xl items-start gap-3 rounded-md border px-4 py-2.5 text-sm shadow-pop",
            TONE[toast.type],
          )}
        >
          <span className="min-w-0 flex-1">{translateMsg(t, toast.message)}</span>
          <button
            type="button"
            onClick={() => setClosed((list) => [...list, toast.id])}
            className="-mr-1 rounded p-0.5 opacity-70 hover:opacity-100"
            aria-label={t("toast.close")}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
