/**
 * The step form's server flow, working without JavaScript: every step posts the whole form (earlier steps'
 * values ride along as hidden fields), the server validates what that step needs, and answers with the step to
 * show next. Only the final submit, with both steps valid, is stored.
 */
import type { Message } from "~/lib/i18n/message";
import { issueMessages } from "~/lib/forms/issue-message";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { ChannelBasicSchema, ChannelDetailsSchema, ChannelFormSchema, type ChannelForm } from "./forms";

export type ChannelStep = "basic" | "channel";
export const CHANNEL_INTENTS = ["next", "prev", "submit"] as const;
export type ChannelIntent = (typeof CHANNEL_INTENTS)[number];

/** Field names of each step: a step's inputs are visible, the other step's ride along hidden. */
export const BASIC_FIELDS = ["activityName", "channelType", "promotionStart", "promotionEnd", "promoteLink"] as const;
export const DETAIL_FIELDS = [
  "advertisingSource",
  "advertisingMedia",
  "keyword",
  "pushNotify",
  "advertisingContent",
] as const;

/** What the posted values were, as strings (lists for multi-value fields), to re-fill the form. */
export type ChannelValues = Record<string, string | string[]>;

export type ChannelFlowResult =
  | { kind: "step"; step: ChannelStep; values: ChannelValues; result: SubmissionResult<Message[]> | null }
  | { kind: "done"; form: ChannelForm };

/** The intent a post names; anything else counts as "next". */
export function channelIntent(form: FormData): ChannelIntent {
  const intent = form.get("intent");
  return CHANNEL_INTENTS.find((i) => i === intent) ?? "next";
}

/** The posted values for re-rendering (hidden fields and inputs). */
export function channelValues(form: FormData): ChannelValues {
  const values: ChannelValues = {};
  for (const name of [...BASIC_FIELDS, ...DETAIL_FIELDS]) {
    const all = form.getAll(name).filter((v): v is string => typeof v === "string");
    if (name === "keyword") values[name] = all;
    else if (all.length > 0) values[name] = all[all.length - 1] ?? "";
  }
  // A checkbox posts nothing when off; the step-2 form marks that it was rendered so "off" is kept.
  if (form.get("pushNotifyShown") === "1" && !form.has("pushNotify")) values.pushNotify = "";
  return values;
}

/** Runs one post of the step form. */
export function runChannelFlow(form: FormData): ChannelFlowResult {
  const intent = channelIntent(form);
  const values = channelValues(form);
  if (intent === "prev") return { kind: "step", step: "basic", values, result: null };

  const basic = parseWithZod(form, { schema: ChannelBasicSchema, formatError: issueMessages });
  if (basic.status !== "success") return { kind: "step", step: "basic", values, result: basic.reply() };
  if (intent === "next") return { kind: "step", step: "channel", values, result: null };

  const details = parseWithZod(form, { schema: ChannelDetailsSchema, formatError: issueMessages });
  if (details.status !== "success") return { kind: "step", step: "channel", values, result: details.reply() };
  const all = ChannelFormSchema.safeParse({ ...basic.value, ...details.value });
  if (!all.success) return { kind: "step", step: "basic", values, result: basic.reply() };
  return { kind: "done", form: all.data };
}
