/**
 * The guidance on each UI component's Docs page, as markdown for the meta's
 * `parameters.docs.description.component`: status, when to use it and when not, do and don't, wording, and
 * keyboard and screen-reader behaviour. The rules every label follows are added to each page after the
 * component's own wording points.
 *
 * The status is also a Storybook tag on the meta (`tags: ["autodocs", "stable"]`), written there literally
 * because the story index reads tags without running the file; keep the two the same.
 */

export type Status = "stable" | "beta" | "deprecated";

export interface Guidance {
  status: Status;
  /** What the component is, in a sentence or two (this text replaces the component's own description). */
  summary: string;
  use: readonly string[];
  /** Each names the component (or pattern) to use instead. */
  avoid: readonly string[];
  do: readonly string[];
  dont: readonly string[];
  /** This component's own wording points; the common rules follow them. */
  wording: readonly string[];
  /** The keys it supports and what is announced. */
  keyboard: readonly string[];
  /** For `deprecated`: what replaces it. */
  replacement?: string;
}

const STATUS_TEXT: Record<Status, string> = {
  stable: "used in the product's screens; its props change only with a migration of every use.",
  beta: "in the catalogue but not yet used by a product screen; its props may still change.",
  deprecated: "kept for existing screens only; do not use it in new work.",
};

/** The label rules of the whole product, shown on every component's page. */
export const COMMON_WORDING = [
  "Buttons and menu items start with a verb: 保存 / Save, 新建文章 / New article, 删除 / Delete.",
  "English in sentence case (Save draft, not Save Draft); Chinese and English labels end without a full stop or colon.",
  "Chinese text uses full-width punctuation （，。：；？）; English text uses ASCII punctuation.",
  "Labels stay short: about 2–6 Chinese characters or 1–3 English words; English runs about twice as long, so leave room.",
];

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The markdown of a component's guidance. */
export function guidance(g: Guidance): string {
  const status =
    `**Status: ${g.status}** — ${STATUS_TEXT[g.status]}` +
    (g.status === "deprecated" && g.replacement ? ` Use ${g.replacement} instead.` : "");
  return [
    status,
    g.summary,
    `## When to use\n\n${list(g.use)}`,
    `## When not to use\n\n${list(g.avoid)}`,
    `## Do / Don't\n\n${list(g.do.map((item) => `**Do:** ${item}`))}\n${list(g.dont.map((item) => `**Don't:** ${item}`))}`,
    `## Wording\n\n${list(g.wording)}\n\nFor every label:\n\n${list(COMMON_WORDING)}`,
    `## Keyboard and screen readers\n\n${list(g.keyboard)}`,
  ].join("\n\n");
}

/** The meta's `parameters.docs` part that shows the guidance. */
export function docsOf(g: Guidance) {
  return { description: { component: guidance(g) } };
}
