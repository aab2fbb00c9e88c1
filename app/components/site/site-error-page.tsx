import { ErrorPage } from "./error-page";
import { useTranslation } from "~/lib/i18n/use-translation";

/** The designed 404 page, or the 500 page for anything else, inside the site's frame; never any error detail. */
export function SiteErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation("common");
  return notFound ? (
    <ErrorPage
      status={404}
      title={t("error.notFoundTitle")}
      message={t("error.notFound")}
      backLabel={t("error.backHome")}
    />
  ) : (
    <ErrorPage
      status={500}
      title={t("error.serverTitle")}
      message={t("error.server")}
      backLabel={t("error.backHome")}
    />
  );
}
