/**
 * Zod issues as messages. Schemas name a message key in zod's message slot; the values for its placeholders
 * come from the issue itself (the `max` of a length or count limit, the `min` of a minimum) or from a
 * refinement's `params` (e.g. `{ min, max }` of a range), so nothing has to be packed into the message text.
 */
import type { z } from "zod";
import { message, type Message } from "~/lib/i18n/message";

/** The message of one issue: its text as the key, with the values its placeholders may use. */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  const params: Record<string, string | number> = {};
  if (issue.code === "too_big") params.max = Number(issue.maximum);
  if (issue.code === "too_small") params.min = Number(issue.minimum);
  if (issue.code === "custom" && issue.params) Object.assign(params, issue.params);
  return message(issue.message, Object.keys(params).length > 0 ? params : undefined);
}

/** Conform's `formatError`: one field's issues as messages, so field errors stay typed end to end. */
export function issueMessages(issues: readonly z.core.$ZodIssue[]): Message[] {
  return issues.map(issueMessage);
}
