/**
 * The segmenter: the one place that knows how Chinese text is cut into words (docs/decisions/013-site-search.md).
 * Everything else calls `segment()`, so another segmenter is a change to this file alone.
 *
 * Chinese runs go to jieba with its bundled dictionary and without its HMM guesser (so the same characters cut the
 * same way in an article and in a query); runs of other letters and digits are words as they stand.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as JiebaModule from "@node-rs/jieba";
import { TEXT_RUN } from "./terms";

type Jieba = InstanceType<typeof JiebaModule.Jieba>;

// Loaded through require: a native addon and a dictionary file beside it, never part of a bundle.
const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

/** The segmenter, made on first use (its dictionary takes a few hundred milliseconds and about 50 MB). */
function segmenter(): Jieba {
  if (!jieba) {
    const { Jieba } = require("@node-rs/jieba") as typeof JiebaModule;
    jieba = Jieba.withDict(readFileSync(require.resolve("@node-rs/jieba/dict.txt")));
  }
  return jieba;
}

/** The segmenter's name, for reports. */
export const SEGMENTER = "jieba (@node-rs/jieba, bundled dictionary, HMM off)";

/** The segmenter's version (its package's, which bundles the dictionary): part of the index snapshot's format. */
export const SEGMENTER_VERSION = `jieba-${(require("@node-rs/jieba/package.json") as { version: string }).version}`;

/**
 * The words of `text` in order. "index" mode also gives the shorter dictionary words inside a long one
 * (网络安全 → 网络, 安全, 网络安全), so a document is found by either; "query" mode gives each word once, as a
 * reader would split the query.
 */
export function segment(text: string, mode: "index" | "query" = "index"): string[] {
  const words: string[] = [];
  const han: string[] = [];
  for (const [, chinese, other] of text.normalize("NFKC").matchAll(TEXT_RUN)) {
    if (chinese) han.push(chinese);
    else if (other) words.push(other);
  }
  if (han.length === 0) return words;
  // One call for all the text's Chinese runs (a line break between them is never part of a word): crossing into
  // the native segmenter costs more than segmenting a short run, and a body has hundreds of them.
  const cut = segmenter();
  const joined = han.join("\n");
  for (const word of mode === "index" ? cut.cutForSearch(joined, false) : cut.cut(joined, false)) {
    if (word.trim()) words.push(word);
  }
  return words;
}

/** The shorter dictionary words inside one query word (智慧景区 → 智慧, 景区), without the word itself. */
export function subwords(word: string): string[] {
  if (word.length < 3 || !/\p{Script=Han}/u.test(word)) return [];
  return segmenter()
    .cutForSearch(word, false)
    .filter((w) => w !== word);
}

/** Loads the dictionary now rather than on the first search (start-up). */
export function warmSegmenter(): void {
  segmenter();
}
