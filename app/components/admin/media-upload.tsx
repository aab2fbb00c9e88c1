/**
 * The library's upload form: one `<input type="file" multiple>` in a multipart form that posts to the page
 * without script (the server answers with every file's outcome). With script, each file is checked in the
 * browser by the same rules as the server (lib/media/upload-rules.ts) before anything is sent, then sent on its
 * own request so it gets its own progress bar; the server checks it again.
 */
import { Form, useRevalidator } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { message, messageText, type Message } from "~/lib/i18n/message";
import { checkLibraryFile, LIBRARY_ACCEPT, limitMb } from "~/lib/media/upload-rules";
import type { FileOutcome } from "~/lib/media/library";
import { cn } from "~/lib/utils/cn";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { toneText } from "~/components/ui/tone";
import { Upload } from "~/components/ui/upload";

/** One file's line in the results: progress while sending, then saved or the reason it was refused. */
interface Row {
  name: string;
  progress: number;
  outcome: { ok: true } | { ok: false; problem: Message } | null;
}

function refusal(file: File): Message | null {
  const refused = checkLibraryFile(file);
  if (!refused) return null;
  if (refused.code === "tooLarge") return message(`upload.tooLarge.${refused.kind}`, { mb: refused.mb });
  return message(refused.code === "empty" ? "media.upload.empty" : "media.upload.badType");
}

/** Sends one file with XHR (fetch has no upload progress), resolving with the server's outcome. */
function sendFile(apiHref: string, file: File, onProgress: (percent: number) => void): Promise<FileOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set("js", "1");
    body.append("files", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiHref);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    const failed = (problem: Message) => resolve({ name: file.name, ok: false, problem });
    xhr.onerror = () => failed(message("media.upload.failed"));
    xhr.onload = () => {
      if (xhr.status === 401) {
        failed(message("session.confirmBody"));
        return;
      }
      try {
        const parsed = JSON.parse(xhr.responseText) as { outcomes?: FileOutcome[] };
        const outcome = parsed.outcomes?.[0];
        resolve(outcome ?? { name: file.name, ok: false, problem: message("media.upload.failed") });
      } catch {
        failed(
          xhr.status === 413
            ? message("upload.tooLarge.video", { mb: limitMb("video") })
            : message("media.upload.failed"),
        );
      }
    };
    xhr.send(body);
  });
}

export function MediaUploadForm({
  apiHref,
  serverOutcomes,
  formError,
}: {
  /** Where the script sends each file (the JSON upload route). */
  apiHref: string;
  /** Outcomes of a post without script in which some file was refused. */
  serverOutcomes: readonly FileOutcome[] | null;
  formError: Message | null;
}) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [emptyError, setEmptyError] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.length === 0) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setBusy(true);
    const next: Row[] = files.map((file) => {
      const problem = refusal(file);
      return { name: file.name, progress: 0, outcome: problem ? { ok: false, problem } : null };
    });
    setRows(next);
    const update = (index: number, change: Partial<Row>) =>
      setRows((current) => current?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null);
    // One at a time: the machine and the connection are shared; each file still shows its own progress.
    for (const [index, file] of files.entries()) {
      if (next[index]!.outcome) continue;
      const outcome = await sendFile(apiHref, file, (progress) => update(index, { progress }));
      update(index, { progress: 100, outcome: outcome.ok ? { ok: true } : { ok: false, problem: outcome.problem } });
    }
    setBusy(false);
    setFiles([]);
    if (input.current) input.current.value = "";
    revalidator.revalidate();
  }

  const shown: Row[] | null =
    rows ??
    (serverOutcomes
      ? serverOutcomes.map((o) => ({
          name: o.name,
          progress: 100,
          outcome: o.ok ? { ok: true } : { ok: false, problem: o.problem },
        }))
      : null);
  const failed = shown?.filter((r) => r.outcome && !r.outcome.ok).length ?? 0;
  const saved = shown?.filter((r) => r.outcome?.ok).length ?? 0;
  const hint = t("media.upload.hint", {
    image: limitMb("image"),
    document: limitMb("document"),
    video: limitMb("video"),
  });
  const errorText = emptyError ? t("media.upload.none") : formError ? messageText(t, formError) : null;

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3" data-upload-form>
      <label htmlFor="media-files" className="block text-sm font-medium text-fg">
        {t("media.upload.label")}
      </label>
      <Upload
        ref={input}
        id="media-files"
        name="files"
        multiple
        accept={LIBRARY_ACCEPT}
        hint={hint}
        onFilesChange={setFiles}
        aria-describedby={errorText ? "media-files-error" : undefined}
        aria-invalid={errorText ? true : undefined}
      />
      {errorText ? (
        <p id="media-files-error" className="text-sm text-danger" role="alert">
          {errorText}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={busy}>
        {busy ? t("media.upload.sending") : t("media.upload.submit")}
      </Button>
      {shown && shown.length > 0 ? (
        <div role="status" aria-live="polite" data-upload-results>
          <p className="mb-2 text-sm text-fg">
            {failed > 0 && !busy
              ? t("media.upload.partial", { ok: saved, failed })
              : busy
                ? t("media.upload.sending")
                : t("media.upload.done", { count: saved })}
          </p>
          <ul className="space-y-2 text-sm" aria-label={t("media.upload.results")}>
            {shown.map((row, index) => (
              <li
                key={`${row.name}-${index}`}
                className={cn(
                  "rounded border px-3 py-2",
                  row.outcome && !row.outcome.ok ? "border-danger/40 bg-danger/5" : "border-line bg-surface",
                )}
                data-upload-result={row.outcome ? (row.outcome.ok ? "ok" : "refused") : "sending"}
              >
                <span className="font-medium text-fg">{row.name}</span>
                {row.outcome ? (
                  row.outcome.ok ? (
                    <span className={cn("ml-2 text-xs", toneText.success)}>{t("media.upload.stored")}</span>
                  ) : (
                    <span className="mt-0.5 block text-danger">{messageText(t, row.outcome.problem)}</span>
                  )
                ) : (
                  <ProgressBar value={row.progress} label={row.name} hideLabel size="small" className="mt-1.5" />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}
