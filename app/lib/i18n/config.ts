/** Locales the interface speaks; zh-CN is the default (docs/product.md §9), en-US the fallback for missing keys. */
export const SUPPORTED_LOCALES = ["zh-CN", "en-US"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-CN";

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: "en-US",
  defaultNS: "common",
  interpolation: { escapeValue: false },
};

/** Narrows any string to a supported locale, or undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === value?.toLowerCase());
}
