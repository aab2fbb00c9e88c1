/**
 * The one `t` of the public site, the admin and the console: the part of i18next's lookup they use, over the
 * messages the root loader sends with the page (remix-i18next decides the locale on the server). Server render
 * and hydration run this same code on the same messages, so they cannot disagree, and the browser does without
 * i18next and react-i18next (about 21 KB gzipped). `tests/unit/i18n/translate.test.ts` checks it against
 * i18next itself for every key of every namespace, and for messages sent as data.
 *
 * Covered: `ns:key` prefixes and `ns` lists, nested `a.b.c` keys, `{{name}}` / `{{a.b}}` interpolation (a
 * missing value keeps its placeholder, as i18next does), `count` with `_one`/`_other` keys by the locale's plural
 * rules, `defaultValue`, and `returnObjects` for arrays and objects.
 */
import type { Message } from "./message";

export type Namespaces = Readonly<Record<string, unknown>>;
/** Interpolation values, plus i18next's `ns`, `count`, `defaultValue` and `returnObjects`. */
export type TranslateOptions = Record<string, unknown>;
export interface TFunction {
  /** With `returnObjects`, an array or object comes back as it is in the messages. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

/** The text of a message (a key with values); a key the messages lack is shown as it is. */
export function messageText(t: TFunction, { key, params }: Message): string {
  return t(key, { ...params, defaultValue: key });
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** A `t` over `messages` (by namespace) for `locale`, looking in `namespaces` in order. */
export function createT(locale: string, messages: Namespaces, namespaces: readonly string[]): TFunction {
  return ((key: string, options?: TranslateOptions) =>
    translate(locale, messages, namespaces, key, options)) as TFunction;
}

function translate(
  locale: string,
  messages: Namespaces,
  defaultNamespaces: readonly string[],
  fullKey: string,
  options: TranslateOptions = {},
): unknown {
  let key = fullKey;
  let namespaces = options.ns === undefined ? defaultNamespaces : ([] as string[]).concat(options.ns as string);
  const colon = key.indexOf(":");
  if (colon >= 0) {
    namespaces = [key.slice(0, colon)];
    key = key.slice(colon + 1);
  }
  const count = typeof options.count === "number" ? options.count : undefined;
  const found = lookup(locale, messages, namespaces, key, count);
  if (found === undefined) return typeof options.defaultValue === "string" ? options.defaultValue : key;
  if (typeof found === "string") return interpolate(found, options);
  if (options.returnObjects) return interpolateDeep(found, options);
  return `key '${key} (${locale})' returned an object instead of string.`;
}

function lookup(
  locale: string,
  messages: Namespaces,
  namespaces: readonly string[],
  key: string,
  count: number | undefined,
): unknown {
  const candidates = typeof count === "number" ? [`${key}_${plural(locale, count)}`, key] : [key];
  for (const namespace of namespaces) {
    for (const candidate of candidates) {
      const value = walk(messages[namespace], candidate);
      if (typeof value === "string" || (value !== null && typeof value === "object")) return value;
    }
  }
  return undefined;
}

function walk(node: unknown, path: string): unknown {
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function plural(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = walk(values, name.trim());
    if (value === undefined) return placeholder;
    return value === null ? "" : String(value);
  });
}

function interpolateDeep(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === "string") return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values));
  if (node !== null && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, interpolateDeep(value, values)]));
  return node;
}
