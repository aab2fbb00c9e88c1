/**
 * Reads an admin form post: urlencoded or multipart. In multipart posts, file inputs named
 * `<target>:<kind>` are staged, checked by their bytes and stored; the stored URL then replaces the
 * target field's value (and fills an empty sibling `name`), so the rest of the code sees only text.
 */
import { unstable_parseMultipartFormData } from "@remix-run/node";
import path from "node:path";
import { commitStagedFiles, createStagingUploadHandler, type UploadProblem } from "~/lib/media/upload.server";
import { limitMb } from "~/lib/media/upload-rules";
import {
  MALFORMED_FORM,
  bodyLimit,
  isBodyTooLarge,
  payloadTooLarge,
  readUrlEncodedForm,
  requireFormEncoding,
  withBodyLimit,
} from "~/lib/http/request-body.server";
import { assertBoundedIndices } from "~/lib/forms/declared-fields";
import { message, type Message } from "~/lib/i18n/message";

export interface AdminForm {
  formData: FormData;
  /** Upload problems by target field, as encoded messages. */
  uploadErrors: Record<string, Message>;
  /** Files stored by this request (for the audit log). */
  uploads?: { url: string; name: string }[];
}

/** The uploads folder of a content folder. */
export function uploadsDirOf(contentDir: string): string {
  return path.join(contentDir, "uploads");
}

/**
 * Parses the request body; files are stored only when `acceptFiles` (signed-in users). Only form encodings are
 * read (415 otherwise), and never more than the body limit for this user (413).
 */
export async function readAdminForm(
  request: Request,
  uploadsDir: string,
  { acceptFiles = true } = {},
): Promise<AdminForm> {
  const encoding = requireFormEncoding(request);
  if (encoding === "urlencoded") {
    const formData = await readUrlEncodedForm(request);
    assertBoundedIndices(formData);
    return { formData: withUnixNewlines(formData), uploadErrors: {} };
  }
  const limit = bodyLimit(encoding, acceptFiles);
  const limited = withBodyLimit(request, limit);
  const staging = createStagingUploadHandler(uploadsDir, { acceptFiles });
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(limited, staging.handler);
  } catch (error) {
    await staging.cleanup();
    if (isBodyTooLarge(error)) throw payloadTooLarge(limit);
    if (isMalformedMultipart(error))
      throw new Response(MALFORMED_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
  try {
    assertBoundedIndices(formData);
  } catch (refusal) {
    await staging.cleanup();
    throw refusal;
  }
  const uploadErrors: Record<string, Message> = {};
  for (const [target, problem] of staging.problems) uploadErrors[target] = problemMessage(problem);
  const { stored, problems } = await commitStagedFiles(uploadsDir, staging.staged);
  for (const [target, problem] of problems) uploadErrors[target] = problemMessage(problem);
  for (const upload of stored) {
    formData.set(upload.target, upload.url);
    const nameField = upload.target.replace(/\.(url)$/, ".name");
    if (nameField !== upload.target && !String(formData.get(nameField) ?? "").trim())
      formData.set(nameField, upload.name);
  }
  return {
    formData: withUnixNewlines(formData),
    uploadErrors,
    uploads: stored.map((upload) => ({ url: upload.url, name: upload.name })),
  };
}

/**
 * The multipart parser's complaints about the request itself (a part header it cannot read — e.g. a file name
 * containing "=" or ";" — a missing boundary, a truncated body): the client's fault, so 400, not 500.
 */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^malformed (content-disposition|multipart-form)|Could not parse content as FormData/.test(error.message)
  );
}

/**
 * Browsers submit textarea line breaks as CRLF (HTML's form encoding); content files keep LF, so saving a
 * form without edits leaves the text byte-for-byte as it was.
 */
export function withUnixNewlines(formData: FormData): FormData {
  const normalized = new FormData();
  for (const [key, value] of formData) {
    normalized.append(key, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  }
  return normalized;
}

function problemMessage(problem: UploadProblem): Message {
  if (problem.code === "tooLarge") return message(`upload.tooLarge.${problem.kind}`, { mb: limitMb(problem.kind) });
  return message(`upload.badType.${problem.kind}`);
}
