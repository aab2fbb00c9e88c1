/**
 * Which parts of a hit's text match the query, as ranges (never as markup): the page wraps them in <mark>. Chinese
 * is matched as the query's own runs of characters and the longer words the document matched; other words by
 * their index term, so "services" lights up for the query "service" and a typo's correction is shown. No regular
 * expression is ever built from what a visitor typed.
 */
import { TEXT_RUN, hasHan, isLatinTerm, normalizeText, termOf } from "./terms";

/** [start, end) in UTF-16 code units of the text it belongs to. */
export type Range = [number, number];

/** A text and the ranges of it to highlight. */
export interface MarkedText {
  text: string;
  marks: Range[];
}

/** What to look for in a hit's text. */
export interface Needles {
  /** Chinese strings found as they are. */
  han: string[];
  /** Index terms of other words. */
  terms: ReadonlySet<string>;
}

/** The needles of a query and of the terms a document matched. */
export function needlesOf(query: string, matchedTerms: readonly string[]): Needles {
  const han = new Set<string>();
  const terms = new Set<string>();
  for (const match of normalizeText(query).matchAll(TEXT_RUN)) {
    if (match[1]) han.add(match[1]);
    else if (match[2]) {
      const term = termOf(match[2]);
      if (term) terms.add(term);
    }
  }
  for (const term of matchedTerms) {
    if (hasHan(term)) {
      // A single character lights up only within the query's own run (一码通), not wherever it stands alone.
      if (term.length >= 2) han.add(term);
    } else if (isLatinTerm(term) || /^\d/.test(term)) terms.add(term);
  }
  return { han: [...han].sort((a, b) => b.length - a.length), terms };
}

/** The ranges of `text` that match `needles`, sorted and merged. */
export function markRanges(text: string, needles: Needles): Range[] {
  const ranges: Range[] = [];
  const lower = text.toLowerCase();
  const haystack = lower.length === text.length ? lower : text;
  for (const needle of needles.han) {
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  if (needles.terms.size > 0) {
    for (const match of text.matchAll(TEXT_RUN)) {
      const word = match[2];
      if (!word) continue;
      const term = termOf(word);
      if (term && needles.terms.has(term)) ranges.push([match.index, match.index + word.length]);
    }
  }
  return mergeRanges(ranges);
}

/** Sorted, with overlapping and touching ranges joined. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * A window of at most `max` characters of `text` around its first match (the start of the text when nothing
 * matched), with an ellipsis where it was cut and the marks moved into it.
 */
export function excerptOf(text: string, needles: Needles, max = 160): MarkedText {
  const flat = text.replace(/\s+/g, " ").trim();
  const ranges = markRanges(flat, needles);
  if (flat.length <= max) return { text: flat, marks: ranges };
  const anchor = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(anchor - 40, flat.length - max));
  // Start at a word's beginning where one is near (Latin text), never inside a match.
  if (start > 0) {
    const space = flat.lastIndexOf(" ", start);
    if (space >= 0 && start - space < 15) start = space + 1;
  }
  const end = Math.min(flat.length, start + max);
  const prefix = start > 0 ? "…" : "";
  const suffix = end < flat.length ? "…" : "";
  const shift = prefix.length - start;
  const marks: Range[] = [];
  for (const [s, e] of ranges) {
    if (e <= start || s >= end) continue;
    marks.push([Math.max(s, start) + shift, Math.min(e, end) + shift]);
  }
  return { text: `${prefix}${flat.slice(start, end)}${suffix}`, marks };
}

/** A short text (a title, a file name) with its marks. */
export function marked(text: string, needles: Needles): MarkedText {
  return { text, marks: markRanges(text, needles) };
}
