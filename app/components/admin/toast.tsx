/**
 * The admin's toasts: a server notice (flash, refused save, restored draft) translated and shown through the
 * kit's one toast system, and the page's toast host with its labels in the visitor's language.
 */
import { useMemo, type ReactNode } from "react";
import { useSubmit } from "@remix-run/react";
import { PageToast, Toaster, type ToastContent } from "~/components/ui/toast";
import type { ToastNotice } from "~/lib/admin/toast";
import { messageText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";

/** Hosts the toasts of an admin page (the shell, the login page). */
export function AdminToaster({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <Toaster label={t("toast.region")} closeLabel={t("toast.close")}>
      {children}
    </Toaster>
  );
}

/** Shows a notice the server sent with the page, once per notice. */
export function NoticeToast({ notice }: { notice: ToastNotice | null }) {
  const { t } = useTranslation(["admin", "console"]);
  const submit = useSubmit();
  const toast = useMemo((): ToastContent | null => {
    if (!notice) return null;
    const { undo } = notice;
    return {
      tone: notice.type,
      title: messageText(t, notice.message),
      id: notice.id,
      // The undo posts through Remix once the page runs (no full reload), as a plain form before that.
      action: undo
        ? {
            label: t("toast.undo"),
            form: undo,
            onClick: () => submit(undo.fields, { method: "post", action: undo.action }),
          }
        : undefined,
    };
  }, [notice, t, submit]);
  return <PageToast toast={toast} label={t("toast.region")} />;
}
