import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";

/**
 * Links to the same page in each language. A plain GET with ?lng= works without JavaScript: the server sets the
 * locale cookie and renders the chosen language. The document reloads so <html lang> and every text change at once.
 */
export function LanguageSwitch({ locale, className = "" }: { locale: string; className?: string }) {
  const { t } = useTranslation("site");
  const { pathname, search } = useLocation();
  const hrefFor = (lng: string) => {
    const params = new URLSearchParams(search);
    params.set("lng", lng);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("language.label")} className={`flex items-center gap-1 text-sm ${className}`}>
      {SUPPORTED_LOCALES.map((lng, i) => (
        <span key={lng} className="flex items-center gap-1">
          {i > 0 ? (
            <span aria-hidden="true" className="opacity-50">
              /
            </span>
          ) : null}
          <a
            data-reload-document
            href={hrefFor(lng)}
            lang={lng}
            hrefLang={lng}
            aria-current={lng === locale ? "true" : undefined}
            className="whitespace-nowrap rounded px-1.5 py-1 underline-offset-4 opacity-80 hover:underline aria-[current=true]:font-semibold aria-[current=true]:opacity-100"
          >
            {t(`language.${lng}`)}
          </a>
        </span>
      ))}
    </nav>
  );
}
