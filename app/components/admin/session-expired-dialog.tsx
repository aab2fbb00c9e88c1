/**
 * docs/product.md §7, "Session ended during a save": shown when a save finds the session gone. The typed input stays on
 * the page (Cancel) and is also kept on the server, so "Re-Login" brings the user back to the restored form.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";

export function SessionExpiredDialog({ loginHref, openKey }: { loginHref: string | null; openKey: unknown }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(Boolean(loginHref));
  useEffect(() => setOpen(Boolean(loginHref)), [loginHref, openKey]);
  if (!loginHref) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width={420}
      closeLabel={null}
      title={t("session.confirmTitle")}
      description={t("session.confirmBody")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t("session.cancel")}</Button>
          </DialogClose>
          {/* A full page load: the login page is outside the admin layout. */}
          <ButtonLink href={loginHref} variant="primary">
            {t("session.relogin")}
          </ButtonLink>
        </>
      }
    />
  );
}
