/** The browser side of a language switch: the confirmation flag the server sent, and the `arco-locale` mirror. */
import { useContext, useEffect } from "react";
import { rememberLocale } from "./locale-switch";
import { MessagesContext } from "./messages-context";

/** True on the page a language link led to (the root loader decides: lib/i18n/locale-switch.server.ts). */
export function useLocaleSwitched(): boolean {
  return useContext(MessagesContext).localeSwitched === true;
}

/** Keeps the browser's `arco-locale` key on the page's locale once the page runs. */
export function useRememberLocale(locale: string): void {
  useEffect(() => rememberLocale(locale, typeof localStorage === "undefined" ? undefined : localStorage), [locale]);
}
