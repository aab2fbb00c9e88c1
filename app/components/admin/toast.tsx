/**
 * Toasts of the admin screens (SPEC §8: 5 seconds). Server-rendered, so they show without script too; a
 * CSS animation hides them after 5 s, and with script the close button works. An error toast is an alert.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
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

/** Styles the toasts' 5-second life (allowed by the CSP's style-src 'unsafe-inline'). */
export const toastStyles = `
@keyframes admin-toast-out { to { opacity: 0; visibility: hidden; transform: translateY(-8px); } }
.admin-toast { animation: admin-toast-out 300ms ease-in 5s forwards; }
@media (prefers-reduced-motion: reduce) { .admin-toast { animation-duration: 1ms; } }
.admin-prose { line-height: 1.75; font-size: 14px; }
.admin-prose > * + * { margin-top: 0.75em; }
.admin-prose h2 { font-size: 1.35em; font-weight: 600; }
.admin-prose h3 { font-size: 1.15em; font-weight: 600; }
.admin-prose h4 { font-weight: 600; }
.admin-prose ul { list-style: disc; padding-left: 1.5em; }
.admin-prose ol { list-style: decimal; padding-left: 1.5em; }
.admin-prose blockquote { border-left: 3px solid var(--line-strong); padding-left: 1em; color: var(--fg-muted); }
.admin-prose a { color: var(--primary-6); text-decoration: underline; }
.admin-prose img { max-width: min(100%, 480px); height: auto; border-radius: 4px; }
.admin-prose img.ProseMirror-selectednode { outline: 2px solid var(--primary-6); }
`;
