/**
 * Loader data that does not change between requests, serialized once. Remix encodes every loader's data into
 * each page it renders, value by value; the site's messages, menus and page views are the same until content
 * changes (they are memoized per content version), so they travel as one JSON string made once per object,
 * and each side parses a given string once. Worth: a rendered `/` costs ~8 % more CPU without it
 * (docs/performance.md, "What each trick is worth").
 */

/** A value carried as its JSON text. `T` is only for the reader's types. */
export interface Packed<T> {
  readonly json: string;
  /** Never set: keeps `T` attached to the type. */
  readonly of?: (value: T) => void;
}

const texts = new WeakMap<object, string>();

/** The value as Packed, serializing each object only the first time it is seen. */
export function pack<T extends object>(value: T): Packed<T> {
  let json = texts.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    texts.set(value, json);
  }
  return { json };
}

// A handful of distinct texts are live at a time (locales × current content version); the bound only keeps
// memory flat when content changes all day.
const MAX_PARSED = 200;
const parsed = new Map<string, unknown>();

/** The value back. The same text gives the same object, so React memo and effects see no change. */
export function unpack<T>(packed: Pick<Packed<T>, "json">): T {
  const known = parsed.get(packed.json);
  if (known !== undefined) return known as T;
  const value = JSON.parse(packed.json) as T;
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(packed.json, value);
  return value;
}
