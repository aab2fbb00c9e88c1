/**
 * SPEC §8 "confirm logout": shown when a save finds the session gone. The typed input stays on the page
 * (Cancel) and is also kept on the server, so "Re-Login" brings the user back to the restored form.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { buttonVariants } from "~/components/ui/button";

export function SessionExpiredDialog({ loginHref, openKey }: { loginHref: string | null; openKey: unknown }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(Boolean(loginHref));
  useEffect(() => setOpen(Boolean(loginHref)), [loginHref, openKey]);
  if (!loginHref) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-pop">
          <Dialog.Title className="text-base font-semibold text-fg">{t("session.confirmTitle")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-fg-muted">{t("session.confirmBody")}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={buttonVariants({ variant: "outline" })}>{t("session.cancel")}</Dialog.Close>
            {/* A full page load: the login page is outside the admin layout. */}
            <a href={loginHref} className={buttonVariants({ variant: "primary" })}>
              {t("session.relogin")}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
