/**
 * The one answer of a refused form post, for the admin's, the console's and the sign-in form: Conform's
 * submission result with typed messages (lib/i18n/message.ts) — what was typed (`initialValue`) and the
 * messages by field name, the form's own under "" — plus a key that changes on every post so uncontrolled
 * inputs remount with the returned values. Screens read it through Conform's `useForm` (`lastResult`).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Message } from "~/lib/i18n/message";

export type FormValues = Record<string, unknown>;

export interface FormReply {
  status: "error";
  initialValue: FormValues;
  error: Record<string, Message[] | null>;
  formKey: string;
}

/** A reply as Conform's `useForm` takes it (`lastResult`); values are form text, so the shapes agree. */
export function lastResultOf(reply: FormReply | null | undefined): SubmissionResult<Message[]> | undefined {
  return reply ? (reply as unknown as SubmissionResult<Message[]>) : undefined;
}

/** A refused post's reply: the typed values, one or more messages per field, and the form's own messages. */
export function formReply(
  values: FormValues,
  fieldErrors: Readonly<Record<string, Message | readonly Message[] | undefined>>,
  formErrors: readonly Message[] = [],
  formKey: string = crypto.randomUUID(),
): FormReply {
  const error: Record<string, Message[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (!messages) continue;
    const list = Array.isArray(messages) ? [...(messages as readonly Message[])] : [messages as Message];
    if (list.length > 0) error[name] = list;
  }
  if (formErrors.length > 0) error[""] = [...formErrors];
  return { status: "error", initialValue: values, error, formKey };
}

/** A field's first message, if any. */
export function fieldMessage(reply: Pick<FormReply, "error"> | null | undefined, name: string): Message | undefined {
  return reply?.error?.[name]?.[0];
}

/** The form's own first message (not tied to a field), if any. */
export function formMessage(reply: Pick<FormReply, "error"> | null | undefined): Message | undefined {
  return fieldMessage(reply, "");
}

/** Every field's first message by name (the form's own left out). */
export function fieldMessages(reply: Pick<FormReply, "error"> | null | undefined): Record<string, Message> {
  const messages: Record<string, Message> = {};
  for (const [name, list] of Object.entries(reply?.error ?? {})) if (name !== "" && list?.[0]) messages[name] = list[0];
  return messages;
}
