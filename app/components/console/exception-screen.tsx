/**
 * The exception view: a status's picture, its title and message from the one table the public site's error
 * page also reads (lib/http/error-status), and the way back. A module of its own: the admin layout shows it for
 * refused and missing pages, so it ships with the shell, and the result screens' code need not.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import { errorMessageKeys, type ErrorStatus } from "~/lib/http/error-status";
import { ResultPage, type ResultAction } from "./result-page";
import { useConsoleRouting } from "./routing";

export function ExceptionScreen({
  status,
  retryHref,
  detail,
}: {
  status: ErrorStatus;
  retryHref?: string;
  /** What exactly was refused (a 403's "your role may not …"), said after the status's general message. No default. */
  detail?: string;
}) {
  const { t } = useTranslation(["console", "common"]);
  const { base } = useConsoleRouting();
  const keys = errorMessageKeys(status);
  const back: ResultAction = { href: `${base}/dashboard/workplace`, label: t("exception.back"), variant: "primary" };
  return (
    <ResultPage
      screenTitle={t(keys.title)}
      status={`${status}`}
      title={t(keys.title)}
      subtitle={detail ? `${t(keys.message)} ${detail}` : t(keys.message)}
      actions={
        status === 404 && retryHref
          ? [{ href: retryHref, label: t("exception.retry"), variant: "secondary" }, back]
          : [back]
      }
      testId={`exception-${status}`}
    />
  );
}
