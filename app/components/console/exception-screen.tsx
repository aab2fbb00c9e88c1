/**
 * The exception screens (403, 404, 500). A module of its own: the admin layout shows it for refused and missing
 * pages, so it ships with the shell, and the result screens' code need not.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Result } from "~/components/ui/result";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";

export function ExceptionScreen({ status, retryHref }: { status: "403" | "404" | "500"; retryHref?: string }) {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  return (
    <Card>
      <ScreenTitle>{t(`menu.${status}`)}</ScreenTitle>
      <div className="p-6" data-testid={`exception-${status}`}>
        <Result
          status={status}
          title={status}
          subtitle={t(`exception.${status}`)}
          extra={
            <div className="flex justify-center gap-3">
              {status === "404" && retryHref ? (
                <ButtonLink href={retryHref} variant="secondary">
                  {t("exception.retry")}
                </ButtonLink>
              ) : null}
              <ButtonLink href={`${base}/dashboard/workplace`} variant="primary">
                {t("exception.back")}
              </ButtonLink>
            </div>
          }
        />
      </div>
    </Card>
  );
}
