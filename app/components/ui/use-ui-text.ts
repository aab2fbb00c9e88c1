import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { TranslateOptions } from "~/lib/i18n/translate";

export interface UiText {
  /** A text of the design system (common.json's `ui.<key>`) in the page's language. */
  t: (key: string, options?: TranslateOptions) => string;
  /** An array of texts (month or weekday names). */
  list: (key: string) => readonly string[];
  /** The page's locale, e.g. for Intl date formats. */
  locale: string;
}

/**
 * The built-in words of every `components/ui` component (close labels, pagination totals, empty text, the date
 * picker's months …): from the one message catalogue through the page's MessagesProvider, so the public site,
 * the admin, the console and Storybook's Locale toolbar all switch them. `common` travels with every page.
 * A component's own `label`-style props still win when a screen needs other words.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation("common");
  return useMemo(
    () => ({
      t: (key: string, options?: TranslateOptions) => t(`ui.${key}`, options),
      list: (key: string) => {
        const value = t(`ui.${key}`, { returnObjects: true });
        return Array.isArray(value) ? (value as string[]) : [];
      },
      locale: i18n.language,
    }),
    [t, i18n.language],
  );
}
