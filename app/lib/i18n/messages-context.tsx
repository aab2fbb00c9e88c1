/**
 * The interface messages a page carries: the root loader sends the namespaces of the visitor's locale that the
 * page's side of the house needs (`common` + `site` for public pages, `common` + `admin` + `console` behind the
 * login), and every component translates from them, on the server and in the browser alike.
 */
import { createContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "~/lib/i18n/config";

export type Messages = Readonly<Record<string, Record<string, unknown>>>;

export interface MessagesValue {
  locale: string;
  messages: Messages;
  /** The page is the one a language link led to: it confirms the switch (lib/i18n/locale-switch.server.ts). */
  localeSwitched?: boolean;
}

export const MessagesContext = createContext<MessagesValue>({ locale: DEFAULT_LOCALE, messages: {} });

export function MessagesProvider({
  locale,
  messages,
  localeSwitched = false,
  children,
}: MessagesValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, localeSwitched }), [locale, messages, localeSwitched]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
