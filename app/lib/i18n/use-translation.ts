import { useContext, useMemo } from "react";
import { MessagesContext } from "~/lib/i18n/messages-context";
import { createT, type TFunction } from "~/lib/i18n/translate";

/**
 * `t` over the page's messages for one namespace or several (looked up in order), with react-i18next's shape:
 * `{ t, i18n: { language } }`.
 */
export function useTranslation(ns: string | readonly string[] = "common"): {
  t: TFunction;
  i18n: { language: string };
} {
  const { locale, messages } = useContext(MessagesContext);
  // One string for the memo's dependency: a list of names joins with commas, as String() does for arrays.
  const namespaces = String(ns);
  return useMemo(
    () => ({ t: createT(locale, messages, namespaces.split(",")), i18n: { language: locale } }),
    [locale, messages, namespaces],
  );
}
