/**
 * A console form's state from the shared reply (lib/forms/use-form-reply.ts), handed to the screen: a fresh
 * form state per reply (keyed by its formKey), so the screen's uncontrolled inputs show what was typed.
 */
import type { ReactNode } from "react";
import type { FormReply } from "~/lib/forms/form-reply";
import { useFormReply } from "~/lib/forms/use-form-reply";

type FormState = ReturnType<typeof useFormReply>;

export function FormReplyState({
  formId,
  reply,
  children,
}: {
  formId: string;
  reply: FormReply | undefined;
  children: (form: FormState) => ReactNode;
}) {
  return <ReplyState key={reply?.formKey ?? "loaded"} formId={formId} reply={reply} render={children} />;
}

function ReplyState({
  formId,
  reply,
  render,
}: {
  formId: string;
  reply: FormReply | undefined;
  render: (form: FormState) => ReactNode;
}) {
  return <>{render(useFormReply(formId, reply))}</>;
}
