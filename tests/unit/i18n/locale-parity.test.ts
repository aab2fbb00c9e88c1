import { describe, expect, it } from "vitest";
import { resources } from "~/lib/i18n/resources";

const en = resources["en-US"];
const zh = resources["zh-CN"];

/** Every leaf path of a translation tree, plural suffixes folded (zh has no `_one` form). */
function leaves(tree: unknown, prefix = ""): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (typeof tree !== "object" || tree === null) return [prefix.replace(/_(one|other)$/, "")];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("the two locales' messages", () => {
  it("ship the same namespaces for both locales", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it("need no fallback language: every key exists in both (a page carries only its own locale)", () => {
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect([...new Set(leaves(zh[ns]))].sort(), ns).toEqual([...new Set(leaves(en[ns]))].sort());
    }
  });
});

/** Every text of a translation tree with its dotted path (array items as `path[i]`). */
function texts(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => texts(item, `${prefix}[${i}]`));
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

/** CJK ideographs, and the full-width and CJK punctuation (，：；（）。、 …) that has no place in English. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/**
 * Latin words the Chinese interface keeps as they are, besides all-capital abbreviations (ID, CDN, PDF, MB …):
 * units, file formats and products, and literal code (a URL scheme, a file name, a route, a record's field).
 */
const LATIN_IN_CHINESE = new Set([
  ...["W", "px", "fps", "bps"],
  ...["WebP", "WebM", "Word", "Excel"],
  ...["http", "https", "s", "settings", "json", "qyjs", "id"],
]);
const isKeptLatin = (word: string) => /^[A-Z0-9]+$/.test(word) || LATIN_IN_CHINESE.has(word);

/** Texts of a namespace with the placeholders (`{{name}}`) taken out: they are filled in at run time. */
function catalogue(locale: typeof en | typeof zh) {
  return (Object.keys(locale) as (keyof typeof locale)[]).flatMap((ns) =>
    texts(locale[ns]).map(([path, text]) => ({ key: `${ns}:${path}`, text: text.replace(/\{\{[^}]*\}\}/g, "") })),
  );
}

describe("each locale speaks its own language", () => {
  it("has no Chinese characters or full-width punctuation in an English text", () => {
    const mixed = catalogue(en).filter(({ text }) => CJK.test(text));
    expect(mixed.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it("has no English words in the Chinese catalogue (no 'Whoops，…', no Latin-only label), only kept terms", () => {
    const latin = catalogue(zh).filter(({ text }) => (text.match(/[A-Za-z]+/g) ?? []).some((w) => !isKeptLatin(w)));
    expect(latin.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });
});
