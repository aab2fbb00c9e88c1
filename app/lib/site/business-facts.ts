/** The free-text registration statement of the enterprise page, minus what its own fields already show. */

export interface BusinessFact {
  label: string;
  value: string;
}

/** Labels of the facts the enterprise page shows from fields of their own (Chinese and English). */
const SHOWN_ELSEWHERE = [
  /^统一社会信用代码$/,
  /^注册资本$/,
  /^成立日期$/,
  /^经营范围$/,
  /^unified social credit code$/i,
  /^registered capital$/i,
  /^date of (?:establishment|incorporation)$/i,
  /^(?:established|founded)(?: on)?$/i,
  /^business scope$/i,
];

/**
 * Splits "label：value；label：value" (or "Label: value; …") into facts, dropping each fact whose label is one of the
 * page's own fields or whose value repeats one of `shownValues` (the credit code, the capital …). Text that is not
 * a "label: value" clause is kept as a fact without label, so nothing an editor wrote is lost.
 */
export function businessFacts(text: string, shownValues: readonly string[] = []): BusinessFact[] {
  const shown = shownValues.map((v) => v.trim()).filter(Boolean);
  return text
    .split(/[；;]\s*|\n+/)
    .map((clause) => clause.trim().replace(/[。.]$/, ""))
    .filter(Boolean)
    .map((clause) => {
      const m = /^([^：:]{1,40})[：:]\s*(.+)$/.exec(clause);
      return m ? { label: m[1]!.trim(), value: m[2]!.trim() } : { label: "", value: clause };
    })
    .filter((fact) => !SHOWN_ELSEWHERE.some((re) => re.test(fact.label)) && !shown.includes(fact.value));
}
