/**
 * The admin edit form: a Remix `<Form method="post">` that works without script (multipart when it
 * uploads). With script it marks its posts (`js=1`) so an expired session answers with the "confirm
 * logout" dialog instead of a redirect. It remounts when the server returns new values (row changes,
 * failed saves) so uncontrolled inputs show them.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { message, messageText } from "~/lib/i18n/message";
import type { ToastNotice } from "~/lib/admin/toast";
import { textAt, type FormFailure, type FormValues, type SessionExpired } from "~/lib/admin/form-state";
import { fieldMessages, formMessage } from "~/lib/forms/form-reply";
import { useFormReply } from "~/lib/forms/use-form-reply";
import { Button } from "~/components/ui/button";
import { FocusFirstError } from "~/components/ui/form-field";
import { SessionExpiredDialog } from "./session-expired-dialog";
import { NoticeToast } from "./toast";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes";

export type ActionResult = FormFailure | SessionExpired | undefined;

export function isFailure(result: ActionResult): result is FormFailure {
  // A page's other forms (the users screen's account commands) reply in a shape of their own, with `command`.
  return Boolean(result && !("sessionExpired" in result) && !("command" in result));
}

/**
 * What an edit form shows, through Conform's form metadata: after a refused save, what the user typed and the
 * messages (the reply is `lastResult`); otherwise the loaded values. `updatetime` is the conflict token to
 * post back (the newer one after a conflict). Call it in a component keyed by the reply's `formKey`, so
 * every reply starts a fresh form state.
 */
export function useEditForm(formId: string, failure: FormFailure | null, loadedValues: FormValues) {
  const { values, errors } = useFormReply(formId, failure, loadedValues);
  return {
    values,
    errors,
    updatetime: failure?.conflict ? String(failure.conflict.updatetime) : textAt(values, "updatetime"),
  };
}

export function AdminForm({
  result,
  upload = false,
  children,
  submitLabel,
  extraActions,
  id,
}: {
  result: ActionResult;
  upload?: boolean;
  children: ReactNode;
  submitLabel?: string;
  extraActions?: ReactNode;
  id?: string;
}) {
  const { t } = useTranslation("admin");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const failure = isFailure(result) ? result : null;
  const expired = result && "sessionExpired" in result ? result : null;
  const formRef = useRef<HTMLFormElement>(null);
  // The input of a refused save (or of a row change, which saves nothing) is not saved: leaving warns at once.
  // An expired session is not: its input waits on the server for the sign-in (lib/admin/drafts.server.ts).
  const blocker = useUnsavedChanges(formRef, Boolean(failure), failure?.formKey ?? "loaded");
  const notice = useMemo((): ToastNotice | null => {
    const formError = formMessage(failure);
    if (formError) return { type: "error", message: formError, id: failure!.formKey };
    if (failure?.rowsChanged) return { type: "info", message: message("toast.rowsChanged"), id: failure.formKey };
    return null;
  }, [failure]);
  return (
    <>
      <NoticeToast notice={notice} />
      <SessionExpiredDialog loginHref={expired?.loginHref ?? null} openKey={result} />
      <UnsavedChangesDialog blocker={blocker} />
      <Form
        ref={formRef}
        id={id}
        key={failure?.formKey ?? "loaded"}
        method="post"
        encType={upload ? "multipart/form-data" : undefined}
        noValidate
        className="space-y-6"
      >
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {/* A form-wide problem (a conflict, a failed write) is said here; field problems are said at their fields,
            and the first of them takes the focus (FocusFirstError), so they are not repeated above the form. */}
        {formMessage(failure) && !hasFieldErrors(failure) ? (
          <div
            role="alert"
            className="rounded-md border border-danger/40 bg-[#ffece8] px-4 py-3 text-sm text-[#a1151e] dark:bg-surface-raised dark:text-danger"
            data-form-error
          >
            {messageText(t, formMessage(failure)!)}
          </div>
        ) : null}
        <FocusFirstError reply={failure}>{children}</FocusFirstError>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-surface px-4 py-3 sm:-mx-6 sm:px-6">
          <Button type="submit" name="intent" value="save" variant="primary" loading={saving}>
            {submitLabel ?? t("common.save")}
          </Button>
          {extraActions}
        </div>
      </Form>
    </>
  );
}

function hasFieldErrors(failure: FormFailure | null): boolean {
  return Object.keys(fieldMessages(failure)).length > 0;
}

/** A white content card with a title, Arco-style. */
export function Card({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-md bg-surface p-4 shadow-card sm:p-6">
      {title || actions ? (
        <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-base font-semibold text-fg">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
