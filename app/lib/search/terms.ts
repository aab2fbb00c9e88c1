/**
 * The text rules the search index and the highlighter share: how text is normalised, which runs of it are
 * Chinese (handed to the segmenter) and which are words of other scripts, and how a word becomes an index term
 * (lower case, English stemmed, stop words dropped). Pure and free of the segmenter, so the browser-free
 * highlighter and the tests use the same rules as the index.
 */

/** A run of Han characters (handed to the segmenter) or a run of other letters and digits (a word as it is). */
export const TEXT_RUN = /(\p{Script=Han}+)|([^\s\p{P}\p{S}\p{Script=Han}]+)/gu;
const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /^[a-z]/;

/** True when `text` holds a Han character. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * Full-width letters and digits as plain ones (ＡＢＣ１２ → ABC12), compatibility forms folded, lower case: the form
 * every text is indexed and searched in.
 */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** Words too common to tell documents apart: left out of the index and out of queries alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "for",
  "from",
  "in",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "that",
  "the",
  "this",
  "to",
  "was",
  "with",
  // Chinese function words the segmenter returns on their own
  "的",
  "了",
  "和",
  "与",
  "及",
  "或",
  "是",
  "在",
  "之",
  "其",
  "等",
  "为",
  "对",
  "将",
  "把",
  "被",
  "也",
  "并",
  "而",
]);

/**
 * A light English stemmer (the common inflections of Porter's first step): plurals, -ed and -ing, and a final
 * -e, so "services", "serviced", "servicing" and "service" meet in one term. Prefix matching at query time covers
 * the longer derivations ("manage" finds "management").
 */
export function stem(word: string): string {
  if (word.length <= 3 || !LATIN_LETTER.test(word)) return word;
  let w = word;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing") && /[aeiouy]/.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith("ed") && /[aeiouy]/.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.endsWith("y") && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

/** "runn" → "run", "plann" → "plan": the doubled consonant an -ing or -ed left behind (not ll, ss, zz). */
function undouble(w: string): string {
  const last = w.at(-1)!;
  return w.length > 3 && last === w.at(-2) && /[bdfgmnprt]/.test(last) ? w.slice(0, -1) : w;
}

/** A word as an index term: normalised, stemmed when it is a Latin word; null for a stop word or nothing. */
export function termOf(word: string): string | null {
  const w = normalizeText(word).trim();
  if (!w || STOP_WORDS.has(w)) return null;
  return hasHan(w) ? w : stem(w);
}

/** True for a term of letters in the Latin alphabet (these get prefix and typo matching). */
export function isLatinTerm(term: string): boolean {
  return LATIN_LETTER.test(term) && !hasHan(term);
}

/**
 * Chinese terms are spelled in the index as the hex codes of their characters behind a mark ("~" + 4 hex digits
 * each: 文旅 → ~6587 65c5). MiniSearch keeps terms in a radix tree whose nodes look up a child by trying each one
 * in turn; Chinese words begin with thousands of different characters, so every word added scanned thousands of
 * children (the index build at 10,000 articles: 7.4 s, 3.6 s spelled this way; docs/performance.md). A hex
 * digit has 16. The mark is a symbol, which no term holds (TEXT_RUN leaves symbols out), so the two spellings
 * never meet; Latin terms are kept as they are for prefix and typo matching.
 */
const HAN_TERM_MARK = "~";

/** A term (termOf) as the index spells it. */
export function indexSpelling(term: string): string {
  if (!hasHan(term)) return term;
  let spelled = HAN_TERM_MARK;
  for (let i = 0; i < term.length; i += 1) spelled += term.charCodeAt(i).toString(16).padStart(4, "0");
  return spelled;
}

/** The term an index spelling stands for (indexSpelling undone). */
export function termOfSpelling(spelled: string): string {
  if (!spelled.startsWith(HAN_TERM_MARK)) return spelled;
  let term = "";
  for (let i = HAN_TERM_MARK.length; i + 4 <= spelled.length; i += 4) {
    term += String.fromCharCode(Number.parseInt(spelled.slice(i, i + 4), 16));
  }
  return term;
}
