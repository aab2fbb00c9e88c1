/**
 * The one `t` of the public site, the admin and the console: the part of i18next's lookup they use, over the
 * messages the root loader sends with the page (remix-i18next decides the locale on the server). Server render
 * and hydration run this same code on the same messages, so they cannot disagree, and the browser does without
 * i18next and react-i18next (about 21 KB gzipped). `tests/unit/i18n/translate.test.ts` checks it against
 * i18next itself for every key of every namespace, and for messages sent as data (message.ts).
 *
 * Covered: `ns:key` prefixes and `ns` lists, nested `a.b.c` keys, `{{name}}` / `{{a.b}}` interpolation (a
 * missing value keeps its placeholder, as i18next does), `count` with `_one`/`_other` keys by the locale's plural
 * rules, `defaultValue`, and `returnObjects` for arrays and objects.
 */
export type Namespaces = Readonly<Record<string, unknown>>;
/** Interpolation values, plus i18next's `ns`, `count`, `defaultValue` and `returnObjects`. */
export type TranslateOptions = Record<string, unknown>;
export interface TFunction {
  /** With `returnObjects`, an array or object comes back as it is in the messages. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

// Every public page runs this module, so it is written for size; the tests hold it to i18next's output.

/** A `t` over `messages` (by namespace) for `locale`, looking in `namespaces` in order. */
export function createT(locale: string, messages: Namespaces, namespaces: readonly string[]): TFunction {
  return ((fullKey: string, options: TranslateOptions = {}) => {
    let key = fullKey;
    let list = options.ns === undefined ? namespaces : [options.ns as string | string[]].flat();
    const colon = key.indexOf(":");
    if (colon >= 0) {
      list = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const { count } = options;
    // i18next's plural keys: `key_one`, `key_other`… by the locale's rules, then the bare key.
    const candidates =
      typeof count === "number" ? [`${key}_${new Intl.PluralRules(locale).select(count)}`, key] : [key];
    for (const namespace of list) {
      for (const candidate of candidates) {
        const found = walk(messages[namespace], candidate);
        if (typeof found === "string") return interpolate(found, options);
        if (found !== null && typeof found === "object")
          return options.returnObjects
            ? interpolate(found, options)
            : `key '${key} (${locale})' returned an object instead of string.`;
      }
    }
    return (options.defaultValue as string | undefined) ?? key;
  }) as TFunction;
}

function walk(node: unknown, path: string): unknown {
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Fills `{{name}}` / `{{a.b}}` placeholders in a text, or in every text of an array or object. */
function interpolate(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === "string")
    return node.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
      const value = walk(values, name.trim());
      return value === undefined ? placeholder : String(value ?? "");
    });
  if (node === null || typeof node !== "object") return node;
  return Array.isArray(node)
    ? node.map((item) => interpolate(item, values))
    : Object.fromEntries(Object.entries(node).map(([name, value]) => [name, interpolate(value, values)]));
}
