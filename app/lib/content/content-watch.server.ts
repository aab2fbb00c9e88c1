/**
 * Files edited outside the app (a hand fix, a restore): watching the content folder, and the list of files
 * that changed on disk but could not be taken in, while the last good content keeps serving.
 */
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { ContentLoadError } from "./errors";

/** A content file changed on disk that could not be taken in. */
export interface ContentProblem {
  /** Path relative to the content folder ("articles/0007.md"). */
  file: string;
  /** The whole English message (logs). */
  message: string;
  /** Unix seconds of the first refusal of this version of the problem. */
  since: number;
  /** The record and field at fault, when known (a JSON syntax error has neither). */
  recordId?: number;
  recordIndex?: number;
  field?: string;
  /** What is wrong, without the location. */
  detail: string;
}

/** Refused files by path; a file taken in later leaves the list. */
export class ContentProblems {
  readonly #byFile = new Map<string, ContentProblem>();

  /** Records a refusal; false when the same problem was already known (so it is logged once). */
  record(file: string, error: unknown, now: number): boolean {
    const message = error instanceof Error ? error.message : String(error);
    if (this.#byFile.get(file)?.message === message) return false;
    this.#byFile.set(file, { file, message, since: now, ...problemLocation(error, message) });
    return true;
  }

  clear(file: string): void {
    this.#byFile.delete(file);
  }

  list(): ContentProblem[] {
    return [...this.#byFile.values()];
  }
}

/** The record, field and detail of a refusal, for screens that word it in the reader's language. */
function problemLocation(
  error: unknown,
  message: string,
): Pick<ContentProblem, "recordId" | "recordIndex" | "field" | "detail"> {
  if (!(error instanceof ContentLoadError)) return { detail: message };
  return {
    ...(error.recordId !== undefined ? { recordId: error.recordId } : {}),
    ...(error.recordIndex !== undefined ? { recordIndex: error.recordIndex } : {}),
    ...(error.field !== undefined ? { field: error.field } : {}),
    detail: error.detail,
  };
}

/**
 * Watches the content folder (and its articles/ and console/ folders) and calls `onFile` with a changed
 * file's path once its events have settled. Returns a function that stops watching.
 */
export function watchContentFolder(
  contentDir: string,
  isContentFile: (file: string) => boolean,
  onFile: (file: string) => void,
): () => void {
  const watchers: FSWatcher[] = [];
  const timers = new Map<string, NodeJS.Timeout>();
  const schedule = (file: string) => {
    if (!isContentFile(file)) return;
    clearTimeout(timers.get(file));
    // Editors and renames fire several events per save; take the file in once it settles.
    timers.set(file, setTimeout(() => onFile(file), 150));
  };
  for (const [dir, prefix] of [
    [contentDir, ""],
    [path.join(contentDir, "articles"), "articles/"],
    [path.join(contentDir, "console"), "console/"],
  ] as const) {
    try {
      const watcher = watch(dir, (_event, name) => name && schedule(prefix + name.toString()));
      watcher.on("error", () => {});
      watchers.push(watcher);
    } catch {
      // A missing folder is fine: there is nothing to watch yet.
    }
  }
  return () => {
    for (const watcher of watchers) watcher.close();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
