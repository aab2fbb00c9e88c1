/**
 * The browser side of the shared form reply (./form-reply.ts): a form's state through Conform's `useForm`
 * (`lastResult`), used by the admin's edit forms, the sign-in form and the console's forms. Call it in a
 * component keyed by the reply's `formKey`, so every reply starts a fresh form state and uncontrolled inputs
 * show what was typed.
 */
import { useForm } from "@conform-to/react";
import type { Message } from "~/lib/i18n/message";
import { fieldMessages, lastResultOf, type FormReply, type FormValues } from "./form-reply";

export function useFormReply(formId: string, reply: FormReply | null | undefined, defaultValue?: FormValues) {
  const [form] = useForm<FormValues, FormValues, Message[]>({
    id: formId,
    lastResult: lastResultOf(reply),
    // Conform types defaults by a schema's shape; these are the form's own text values, any shape.
    defaultValue: defaultValue as never,
  });
  return {
    /** What the form shows: the typed values after a reply, else the defaults. */
    values: (form.initialValue ?? {}) as FormValues,
    /** Every field's messages by name, and each field's first. */
    messages: form.allErrors as Record<string, Message[]>,
    errors: fieldMessages({ error: form.allErrors }),
    /** The form's own message (not tied to a field). */
    formError: form.errors?.[0],
  };
}
