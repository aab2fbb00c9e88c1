/**
 * The common shape of every admin form action: refuse cross-origin posts, read the body (storing uploads
 * only for a signed-in user), keep the typed input when a real user's session has ended, and answer with a
 * redirect + flash toast on success or the form state (status 400/409) on failure.
 */
import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { adminHref, getAuthState, refusal, type AdminUserView } from "~/lib/auth/guard.server";
import { can, type Capability } from "~/lib/auth/capabilities";
import { assertSameOrigin } from "~/lib/auth/origin.server";
import { commitSession, flashToast, type AdminSession, type ToastType } from "~/lib/auth/session.server";
import type { ToastUndo } from "./toast";
import {
  getContentStore,
  type ContentStore,
  ConflictError,
  ContentValidationError,
  ContentWriteError,
  NotFoundError,
} from "~/lib/content/store.server";
import { draftFieldsOf, formDataOf, saveDraft, takeDraft } from "./drafts.server";
import { readAdminForm, uploadsDirOf } from "./form-data.server";
import { recordUploads } from "~/lib/media/library.server";
import type { FormFailure, FormValues, SessionExpired } from "./form-state";
import { toFieldName } from "./form-state";
import { issueMessages } from "~/lib/forms/issue-message";
import { formReply } from "~/lib/forms/form-reply";
import { message, type Message } from "~/lib/i18n/message";
import { DEFAULT_ROW_LIMIT, assertDeclaredFields, parseFieldName } from "~/lib/forms/declared-fields";
import type { ChangeContext } from "~/lib/records/change-context";
import { changeContextOf, recordAudit } from "~/lib/records/record-audit.server";

export interface ActionContext {
  formData: FormData;
  uploadErrors: Record<string, Message>;
  intent: string;
  user: AdminUserView;
  session: AdminSession;
  store: ContentStore;
  request: Request;
  /** Who writes and from where, for the store's revisions and audit entries. */
  change: ChangeContext;
}

/**
 * Starts an admin action. Returns the context, or (not signed in) a 401 answer for script-driven posts
 * — the page shows the "confirm logout" dialog. A post without script is redirected to the login page,
 * which brings the user back to the form. The input is kept as a draft only when the post carries a
 * genuine session of an existing user that has ended (timed out, or signed out everywhere): anonymous
 * and forged posts hold no memory.
 *
 * `needs` is the capability the post needs (lib/auth/capabilities.ts), or how to tell it from the posted form
 * (a list's row commands); a role without it gets 403 before anything is stored. Files are accepted only from
 * a role that may upload.
 */
export async function beginAdminAction(
  request: Request,
  needs: Capability | ((formData: FormData) => Capability),
  /** The server's load context (carries the client address); optional for tests and the dev server. */
  context?: unknown,
): Promise<
  { ctx: ActionContext; expired?: undefined } | { ctx?: undefined; expired: ReturnType<typeof data<SessionExpired>> }
> {
  assertSameOrigin(request);
  const store = await getContentStore();
  const auth = await getAuthState(request);
  if (auth.user && typeof needs === "string" && !can(auth.user.role, needs)) throw refusal(needs);
  const { formData, uploadErrors, stored } = await readAdminForm(request, uploadsDirOf(store.contentDir), {
    acceptFiles: auth.user !== null && can(auth.user.role, "uploads.write"),
  });
  // Every upload joins the media library, whichever form it came through.
  if (auth.user && stored.length > 0)
    await recordUploads(store, uploadsDirOf(store.contentDir), stored, auth.user.username);
  if (!auth.user) {
    const url = new URL(request.url);
    const loginHref = `${adminHref("login")}?redirect=${encodeURIComponent(url.pathname)}`;
    const headers = new Headers();
    if (auth.lapsed) {
      headers.append("Set-Cookie", await saveDraft(url.pathname, draftFieldsOf(formData)));
      flashToast(auth.session, { type: "info", message: message("session.expiredKept") });
      headers.append("Set-Cookie", await commitSession(auth.session, request));
    }
    if (formData.get("js") === "1") {
      return {
        expired: data<SessionExpired>({ ok: false, sessionExpired: true, loginHref }, { status: 401, headers }),
      };
    }
    throw redirect(loginHref, { headers });
  }
  if (typeof needs === "function") {
    const capability = needs(formData);
    if (!can(auth.user.role, capability)) throw refusal(capability);
  }
  const change = changeContextOf(request, auth.user, context);
  for (const upload of stored)
    await recordAudit({
      action: "upload",
      actor: change.actor,
      client: change.client,
      target: null,
      fields: [upload.name],
      note: upload.url,
    });
  return {
    ctx: {
      formData,
      uploadErrors,
      intent: String(formData.get("intent") ?? "save"),
      user: auth.user,
      session: auth.session,
      store,
      request,
      change,
    },
  };
}

/** Redirects after a post with a toast on the next page ("saved" unless told otherwise). */
export async function redirectWithToast(
  ctx: Pick<ActionContext, "session" | "request">,
  to: string,
  toastMessage: Message = message("toast.saveSuccess"),
  type: ToastType = "success",
  undo?: ToastUndo,
) {
  flashToast(ctx.session, { type, message: toastMessage, ...(undo ? { undo } : {}) });
  return redirect(to, { headers: { "Set-Cookie": await commitSession(ctx.session, ctx.request) } });
}

/**
 * What a list command (delete, restore, a review decision …) answers when its write was refused: an error toast on
 * `back` when someone else changed the record first or the disk refused the write; anything else is thrown on.
 */
export function refusedCommand(ctx: Pick<ActionContext, "session" | "request">, back: string, error: unknown) {
  if (error instanceof Error && error.name === "ConflictError")
    return redirectWithToast(ctx, back, message("toast.conflictList"), "error");
  const refused = diskRefusalMessage(error);
  if (refused) return redirectWithToast(ctx, back, refused, "error");
  throw error;
}

/** A failed post: the form state to render again (the shared reply shape, lib/forms/form-reply.ts). */
export function formFailure(
  values: FormValues,
  options: {
    fieldErrors?: Record<string, Message>;
    formError?: Message | null;
    conflict?: FormFailure["conflict"];
    rowsChanged?: boolean;
  } = {},
  status = 400,
) {
  const failure: FormFailure = {
    ...formReply(values, options.fieldErrors ?? {}, options.formError ? [options.formError] : [], randomUUID()),
    conflict: options.conflict ?? null,
    ...(options.rowsChanged ? { rowsChanged: true } : {}),
  };
  return data(failure, { status });
}

export type ParseResult<T> =
  { ok: true; value: T; values: FormValues } | { ok: false; values: FormValues; fieldErrors: Record<string, Message> };

/** Parses form data with a schema; upload problems count as field errors. */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  uploadErrors: Record<string, Message> = {},
): ParseResult<z.output<S>> {
  assertDeclaredFields(formData, schema);
  const submission = parseWithZod(formData, { schema, formatError: issueMessages });
  const values = (submission.payload ?? {}) as FormValues;
  const fieldErrors: Record<string, Message> = {};
  if (submission.status !== "success") {
    for (const [name, errors] of Object.entries(submission.error ?? {})) {
      if (errors?.[0]) fieldErrors[name] = errors[0];
    }
  }
  Object.assign(fieldErrors, uploadErrors);
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) return { ok: false, values, fieldErrors };
  return { ok: true, value: submission.value as z.output<S>, values };
}

const anySchema = z.object({}).passthrough();

/**
 * Raw values of form data without validation (for row operations and drafts). With the form's schema, names
 * it does not declare are refused first (400); drafts were checked when they were posted.
 */
export function rawValues(formData: FormData, declaredBy?: z.ZodType): FormValues {
  if (declaredBy) assertDeclaredFields(formData, declaredBy);
  const submission = parseWithZod(formData, { schema: anySchema });
  return (submission.payload ?? {}) as FormValues;
}

/**
 * Runs a store write and turns its refusals into form failures: validation → 400 with field errors,
 * conflict → 409 with what is stored now (the typed input is kept), missing → 404.
 */
export async function saveOrFail<T>(
  values: FormValues,
  write: () => Promise<T>,
  currentValues: (current: unknown) => FormValues,
): Promise<{ ok: true; record: T } | { ok: false; response: ReturnType<typeof formFailure> }> {
  try {
    return { ok: true, record: await write() };
  } catch (error) {
    if (error instanceof ConflictError) {
      const current = error.current as { updatetime?: number };
      return {
        ok: false,
        response: formFailure(
          values,
          {
            formError: message("toast.conflict"),
            conflict: { updatetime: current.updatetime ?? 0, current: currentValues(error.current) },
          },
          409,
        ),
      };
    }
    if (error instanceof ContentValidationError) {
      // The store's own detail text (not a message key) is shown as it is.
      const fieldErrors: Record<string, Message> = {};
      for (const [path, detail] of Object.entries(error.fieldErrors)) fieldErrors[toFieldName(path)] = message(detail);
      return { ok: false, response: formFailure(values, { fieldErrors, formError: message("toast.invalid") }, 400) };
    }
    if (error instanceof NotFoundError) throw new Response("Not Found", { status: 404 });
    const rule = ruleRefusal(error);
    if (rule) {
      const formError = rule.field ? message("toast.invalid") : rule.reason;
      const fieldErrors = rule.field ? { [rule.field]: rule.reason } : {};
      return { ok: false, response: formFailure(values, { fieldErrors, formError }, 400) };
    }
    const refused = diskRefusalMessage(error);
    if (refused) {
      console.error(`admin save refused by the disk: ${(error as Error).message}`);
      return { ok: false, response: formFailure(values, { formError: refused }, 503) };
    }
    console.error("admin save failed", error);
    return { ok: false, response: formFailure(values, { formError: message("toast.saveFailed") }, 500) };
  }
}

/**
 * A domain rule's refusal (e.g. lib/auth/user-admin.server.ts `UserRuleError`, met in a race the form's own check
 * could not see): its message, and the field it is about.
 */
function ruleRefusal(error: unknown): { reason: Message; field?: string } | null {
  if (!(error instanceof Error) || !error.name.endsWith("RuleError")) return null;
  const { reason, field } = error as Error & { reason?: Message; field?: string };
  return reason ? { reason, field } : null;
}

/**
 * The message for a write the disk refused because the content folder is read-only or the disk is full
 * (naming the file); null for any other error. Nothing was written in either case.
 */
export function diskRefusalMessage(error: unknown): Message | null {
  if (!(error instanceof ContentWriteError) || error.reason === "other") return null;
  return message(error.reason === "read-only" ? "toast.saveReadOnly" : "toast.saveDiskFull", { file: error.file });
}

/** A draft this browser left for the page (after an expired session), as form values; with its Set-Cookie. */
export async function restoreDraft(request: Request): Promise<{ values: FormValues; setCookie: string } | null> {
  const taken = await takeDraft(request, new URL(request.url).pathname);
  if (!taken) return null;
  if (taken.fields.length === 0) return { values: {}, setCookie: taken.setCookie };
  // A draft was kept before its form was known: only well-formed names with small indices come back.
  const fields = taken.fields.filter(([name]) =>
    parseFieldName(name)?.every((segment) => !("index" in segment) || segment.index < DEFAULT_ROW_LIMIT),
  );
  return { values: rawValues(formDataOf(fields)), setCookie: taken.setCookie };
}

/** Reads the flash toast of a session for a loader, with the Set-Cookie that consumes it. */
export async function takeToast(session: AdminSession, request: Request) {
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await commitSession(session, request) : null };
}
