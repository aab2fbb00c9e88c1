/**
 * The public site's translations: a tiny lookup over the `common` and `site` messages of the visitor's locale,
 * which the root loader sends with the page (lib/i18n/messages-context). The admin's screens use the fuller
 * `useTranslation` of lib/i18n; the site needs only keys and {{name}} placeholders, and stays lighter for it.
 */
import { useContext, useMemo } from "react";
import { MessagesContext } from "~/lib/i18n/messages-context";

/** Looks `key` ("a.b.c") up in `messages` and fills {{name}} placeholders; the key itself when missing. */
export function translate(
  messages: Record<string, unknown> | undefined,
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
export function useT(ns: "site" | "common" = "site") {
  const { locale, messages } = useContext(MessagesContext);
  return useMemo(
    () => ({ locale, t: (key: string, vars?: Record<string, string | number>) => translate(messages[ns], key, vars) }),
    [locale, messages, ns],
  );
}
