/**
 * One ready i18next instance per locale, built once. Server renders and loaders share them: their language
 * never changes after creation, so concurrent requests cannot disturb each other, and no request pays for init.
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { i18nConfig, toLocale, DEFAULT_LOCALE, type Locale } from "~/lib/i18n/config";
import { resources } from "~/lib/i18n/resources";

const instances = new Map<Locale, I18n>();

/** The shared, initialised instance for a locale (unknown locales get the default). */
export function i18nFor(locale: string): I18n {
  const lng = toLocale(locale) ?? DEFAULT_LOCALE;
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    // With bundled resources and initImmediate off, init completes synchronously.
    void instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
    instances.set(lng, instance);
  }
  return instance;
}

/** A translate function for the `site` namespace in a locale, for loaders (titles, descriptions). */
export function siteT(locale: string): TFunction {
  return i18nFor(locale).getFixedT(null, "site");
}
