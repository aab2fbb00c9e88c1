/**
 * The stories' demo data in the Locale toolbar's language. Stories are written with Chinese data (the product's
 * source language); `english.ts` gives each demo text its English. Under en-US:
 * - the story's args are translated by a decorator (.storybook/preview.tsx, `demoArgs`);
 * - every element a story file writes goes through `stories/demo/jsx-runtime.ts` (the Storybook build points the
 *   story files' JSX there), which translates the element's own texts when it renders.
 * A text with no English stays as it is, and the locale check (scripts/storybook-locale.mjs) reports it. An
 * element marked `lang="zh-…"` keeps its Chinese: it is shown as Chinese content on purpose.
 */
import { isValidElement } from "react";
import { english } from "./english";

const HAN = /[\u3400-\u9fff]/;

/** True when `value` is a text, or a list or plain object holding one, with Han characters (elements aside). */
export function hasHan(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return HAN.test(value);
  if (depth > 4 || value === null || typeof value !== "object" || isValidElement(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasHan(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).some((item) => hasHan(item, depth + 1));
}

/** A demo text's English, or the text itself when it has none. */
export function englishOf(text: string): string {
  return english[text] ?? english[text.trim()] ?? text;
}

/** `value` with every demo text in English: texts, lists and plain objects (elements translate themselves). */
export function translateData<T>(value: T, depth = 0): T {
  if (typeof value === "string") return englishOf(value) as T;
  if (depth > 4 || value === null || typeof value !== "object" || isValidElement(value)) return value;
  if (Array.isArray(value)) return value.map((item) => translateData(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, translateData(item, depth + 1)]),
  ) as T;
}

/** A story's args in English (the decorator's half; the story's JSX is the runtime's). */
export function demoArgs<T extends Record<string, unknown>>(args: T): T {
  return hasHan(args) ? translateData(args) : args;
}
