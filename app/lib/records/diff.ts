/**
 * The field-by-field comparison the history screen shows: each changed field as text parts marked added or
 * removed. Rich HTML is compared as its readable text (paragraphs as lines, entities decoded), never as tags.
 */
import { diffArrays, diffWordsWithSpace, type ChangeObject } from "diff";

export interface DiffPart {
  text: string;
  added?: true;
  removed?: true;
}

/** One field's comparison: the stored key, whether it is rich text, and the parts. */
export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|table|ul|ol|figure|figcaption)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The readable text of rich HTML: one line per block, tags dropped, entities decoded, images by their alt. */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `[${alt}]` : ""))
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .join("\n")
    .trim();
}

/** A stored value as comparable text: strings as they are, lists and objects as readable JSON. */
export function valueText(value: unknown, rich = false): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return rich ? htmlToText(value) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, " ");
}

// Words for Latin text, characters grouped by the segmenter for Chinese, so a changed phrase reads as one change.
const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "word" }) : null;

function toParts(changes: ChangeObject<string>[]): DiffPart[] {
  return changes.map((change) => ({
    text: change.value,
    ...(change.added ? { added: true as const } : {}),
    ...(change.removed ? { removed: true as const } : {}),
  }));
}

/** The parts that turn `before` into `after` (texts already readable). Long texts compare line by line first. */
export function textDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ text: before }] : [];
  const beforeLines = before.split("\n");
  const afterLines = after.split("\n");
  if (beforeLines.length < 3 && afterLines.length < 3) return wordDiff(before, after);
  // Lines first (cheap on long bodies), then words within each changed stretch, so an edit inside a paragraph
  // shows the edited words rather than the whole paragraph twice.
  const parts: DiffPart[] = [];
  const lines = diffArrays(beforeLines, afterLines);
  for (let i = 0; i < lines.length; i += 1) {
    const change = lines[i]!;
    const next = lines[i + 1];
    if (change.removed && next?.added) {
      parts.push(...wordDiff(change.value.join("\n"), next.value.join("\n")), { text: "\n" });
      i += 1;
    } else {
      const text = `${change.value.join("\n")}\n`;
      parts.push({
        text,
        ...(change.added ? { added: true as const } : change.removed ? { removed: true as const } : {}),
      });
    }
  }
  const last = parts.at(-1);
  if (last && last.text.endsWith("\n")) last.text = last.text.slice(0, -1);
  return merge(parts.filter((part) => part.text !== ""));
}

function wordDiff(before: string, after: string): DiffPart[] {
  return toParts(diffWordsWithSpace(before, after, segmenter ? { intlSegmenter: segmenter } : {}));
}

/** Joins neighbouring parts of the same kind. */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && !!last.added === !!part.added && !!last.removed === !!part.removed) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** The value of a field path (`title`, `en.title`) in a record. */
export function fieldValue(record: Record<string, unknown> | null, field: string): unknown {
  if (!record) return undefined;
  if (field.startsWith("en.")) {
    const en = record.en as Record<string, unknown> | undefined;
    return en?.[field.slice(3)];
  }
  return record[field];
}

/**
 * Every field that differs between two versions, compared as text. `fields` lists the paths to compare;
 * `isRich` says which hold rich HTML.
 */
export function recordDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
  isRich: (field: string) => boolean,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of fields) {
    const rich = isRich(field);
    const a = valueText(fieldValue(before, field), rich);
    const b = valueText(fieldValue(after, field), rich);
    if (a !== b) diffs.push({ field, parts: textDiff(a, b) });
  }
  return diffs;
}
