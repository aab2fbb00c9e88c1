/**
 * The library's upload of several files at once (one `files` input with `multiple`): each file's kind is taken
 * from its name, then it goes through the same staging, byte check, metadata stripping and storing as every
 * upload (./upload.server). Every file gets an outcome — stored (with its record) or refused with the reason —
 * so a bad file among good ones never takes the good ones down, and nothing is dropped without a word.
 */
import { unstable_parseMultipartFormData } from "@remix-run/node";
import type { ContentStore } from "~/lib/content/store.server";
import {
  MALFORMED_FORM,
  bodyLimit,
  isBodyTooLarge,
  payloadTooLarge,
  requireFormEncoding,
  withBodyLimit,
} from "~/lib/http/request-body.server";
import { message, type Message } from "~/lib/i18n/message";
import { sanitizeDisplayName } from "./display-name";
import type { FileOutcome } from "./library";
export type { FileOutcome } from "./library";
import { recordUploads } from "./library.server";
import { commitStagedFiles, createStagingUploadHandler, type UploadProblem } from "./upload.server";
import { checkLibraryFile, kindOfFileName, limitMb, uploadFieldName, type FileRefusal } from "./upload-rules";

/** The name of the library form's file input. */
export const LIBRARY_FILES_FIELD = "files";

/** The message for a refusal found before storing (by name and size). */
export function refusalMessage(refusal: FileRefusal): Message {
  if (refusal.code === "tooLarge") return message(`upload.tooLarge.${refusal.kind}`, { mb: refusal.mb });
  if (refusal.code === "empty") return message("media.upload.empty");
  return message("media.upload.badType");
}

function problemMessage(problem: UploadProblem): Message {
  if (problem.code === "tooLarge") return message(`upload.tooLarge.${problem.kind}`, { mb: limitMb(problem.kind) });
  return message(`upload.badType.${problem.kind}`);
}

interface Part {
  name: string;
  filename?: string;
  contentType: string;
  data: AsyncIterable<Uint8Array>;
}

/**
 * Reads a library upload post from a signed-in user and stores what passes; returns each file's outcome in the
 * order posted, plus the text fields (e.g. `js`).
 */
export async function readLibraryUpload(
  request: Request,
  store: ContentStore,
  uploadsDir: string,
  uploadedBy: string,
): Promise<{ outcomes: FileOutcome[]; fields: FormData }> {
  const encoding = requireFormEncoding(request);
  if (encoding !== "multipart") return { outcomes: [], fields: new FormData() };
  const limit = bodyLimit(encoding, true);
  const staging = createStagingUploadHandler(uploadsDir);
  const names: string[] = [];
  const early = new Map<number, Message>();

  // Each file becomes target `files[i]` of the kind its name claims; a name no kind takes is refused here.
  async function handler(part: Part): Promise<string | undefined> {
    if (part.name !== LIBRARY_FILES_FIELD || part.filename === undefined) return staging.handler(part);
    if (!part.filename) {
      for await (const chunk of part.data) void chunk; // an empty file input: nothing chosen
      return undefined;
    }
    const index = names.length;
    names.push(sanitizeDisplayName(part.filename) || part.filename.slice(0, 120));
    const kind = kindOfFileName(part.filename);
    if (!kind) {
      early.set(index, refusalMessage({ code: "badType" }));
      for await (const chunk of part.data) void chunk;
      return undefined;
    }
    return staging.handler({ ...part, name: uploadFieldName(`${LIBRARY_FILES_FIELD}[${index}]`, kind) });
  }

  let fields: FormData;
  try {
    fields = await unstable_parseMultipartFormData(withBodyLimit(request, limit), handler);
  } catch (error) {
    await staging.cleanup();
    if (isBodyTooLarge(error)) throw payloadTooLarge(limit);
    if (error instanceof Error && /^malformed|Could not parse content as FormData/i.test(error.message))
      throw new Response(MALFORMED_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }

  const { stored, problems } = await commitStagedFiles(uploadsDir, staging.staged);
  const records = await recordUploads(
    store,
    uploadsDir,
    stored.map((s) => ({ url: s.url, name: names[indexOf(s.target)] ?? s.name })),
    uploadedBy,
  );
  const outcomes = names.map((name, index): FileOutcome => {
    const target = `${LIBRARY_FILES_FIELD}[${index}]`;
    const refused = early.get(index) ?? staging.problems.get(target) ?? problems.get(target);
    if (refused) return { name, ok: false, problem: "key" in refused ? refused : problemMessage(refused) };
    const upload = stored.find((s) => s.target === target);
    const record = upload && records.find((r) => r.url === upload.url);
    if (record) return { name, ok: true, id: record.id, url: record.url };
    // Staged as empty (0 bytes) or lost on the way: say so rather than drop it.
    const size = upload ? 1 : 0;
    return { name, ok: false, problem: refusalMessage(checkLibraryFile({ name, size }) ?? { code: "empty" }) };
  });
  return { outcomes, fields };
}

function indexOf(target: string): number {
  return Number(/\[(\d+)\]$/.exec(target)?.[1] ?? -1);
}
