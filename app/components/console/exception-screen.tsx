/**
 * The exception view: a status's picture, its title and message from the one table the public site's error
 * page also reads (lib/http/error-status), and the way back. A module of its own: the admin layout shows it for
 * refused and missing pages, so it ships with the shell, and the result screens' code need not.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import { errorMessageKeys, type ErrorStatus } from "~/lib/http/error-status";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Result } from "~/components/ui/result";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";

export function ExceptionScreen({ status, retryHref }: { status: ErrorStatus; retryHref?: string }) {
  const { t } = useTranslation(["console", "common"]);
  const { base } = useConsoleRouting();
  const keys = errorMessageKeys(status);
  return (
    <Card>
      <ScreenTitle>{t(keys.title)}</ScreenTitle>
      <div className="p-6" data-testid={`exception-${status}`}>
        <Result
          status={`${status}`}
          title={t(keys.title)}
          subtitle={t(keys.message)}
          extra={
            <div className="flex justify-center gap-3">
              {status === 404 && retryHref ? (
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
