/**
 * The public site's translations in the browser: a tiny lookup over the `common` and `site` messages of the
 * visitor's locale, which the root loader sends with the page. i18next itself (about 15 KB gzipped) is loaded
 * on the client only where the admin needs it; the server still renders everything through i18next.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";

export type Messages = { common: Record<string, unknown>; site: Record<string, unknown> };

interface SiteI18n {
  locale: string;
  messages: Messages;
}

const SiteI18nContext = createContext<SiteI18n>({ locale: "zh-CN", messages: { common: {}, site: {} } });

export function SiteI18nProvider({ locale, messages, children }: SiteI18n & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <SiteI18nContext.Provider value={value}>{children}</SiteI18nContext.Provider>;
}

/** Looks `key` ("a.b.c") up in `messages` and fills {{name}} placeholders; the key itself when missing. */
export function translate(
  messages: Record<string, unknown>,
  key: string,
  vars?: Record<string, string | number>,
): string {
  let node: unknown = messages;
  for (const part of key.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== "string") return key;
  return vars ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? "")) : node;
}

/** `t` for a namespace of the current locale, plus the locale. */
export function useT(ns: keyof Messages = "site") {
  const { locale, messages } = useContext(SiteI18nContext);
  return useMemo(
    () => ({ locale, t: (key: string, vars?: Record<string, string | number>) => translate(messages[ns], key, vars) }),
    [locale, messages, ns],
  );
}
