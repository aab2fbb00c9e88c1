import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { LOCALE_NAMES, localeSwitchHref } from "~/lib/i18n/locale-switch";
import { useLocaleSwitched } from "~/lib/i18n/use-locale-switch";

/**
 * Links to the same page in each language. A plain GET with ?lng= works without JavaScript: the server sets the
 * locale cookie and renders the chosen language. The document reloads so `<html lang>` and every text change at once.
 */
export function LanguageSwitch({ locale, className = "" }: { locale: string; className?: string }) {
  const { t } = useTranslation("site");
  const { pathname, search } = useLocation();
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
            href={localeSwitchHref(`${pathname}${search}`, lng)}
            lang={lng}
            hrefLang={lng}
            aria-current={lng === locale ? "true" : undefined}
            className="whitespace-nowrap rounded px-1.5 py-1 underline-offset-4 opacity-80 hover:underline aria-[current=true]:font-semibold aria-[current=true]:opacity-100"
          >
            {LOCALE_NAMES[lng]}
          </a>
        </span>
      ))}
    </nav>
  );
}

// The toast system is fetched only on the page that confirms a switch: other pages never need it.
const LanguageToast = lazy(() => import("./language-toast"));

const subscribeNever = () => () => {};

/**
 * Confirms a language switch on the page the language link led to. The server renders it as a notice, so it
 * shows without JavaScript (site.css hides it after 5 seconds); once the page runs, the site's one toast system
 * takes it over.
 */
export function LanguageSwitchNotice() {
  const { t } = useTranslation("site");
  const switched = useLocaleSwitched();
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!switched) return null;
  if (hydrated) {
    return (
      <Suspense fallback={null}>
        <LanguageToast title={t("language.switched")} label={t("language.notices")} closeLabel={t("language.close")} />
      </Suspense>
    );
  }
  return (
    <section
      aria-label={t("language.notices")}
      className="pointer-events-none fixed inset-x-0 top-[72px] z-[100] flex justify-center px-4 lg:top-[7.5rem]"
    >
      <p
        role="status"
        className="notice-fade pointer-events-auto rounded-md border border-line bg-surface px-4 py-2.5 text-sm font-medium text-fg shadow-pop"
      >
        {t("language.switched")}
      </p>
    </section>
  );
}
