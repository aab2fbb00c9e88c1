/**
 * Crash-safe file replacement: write a temp file beside the target, fsync it, rename it over the
 * target. A crash at any point leaves either the old file or the new one, never a torn one; at worst a
 * stray temp file stays behind, which the store removes when it opens.
 */
import { open, readdir, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";

/** How the store touches files; tests inject failing ones to simulate a full disk or a crash. */
export interface FileWriter {
  /** Replaces `file` with `text` so readers see the old or the new content, never a mix. */
  write(file: string, text: string): Promise<void>;
  /** Deletes `file`; a file that is already gone is not an error. */
  remove(file: string): Promise<void>;
}

const TEMP_SUFFIX = ".tmp";
let tempCounter = 0;

/** A fresh temp path in the target's own directory, so the rename never crosses file systems. */
export function tempPathFor(file: string): string {
  tempCounter += 1;
  const name = `.${path.basename(file)}.${process.pid}.${tempCounter}${TEMP_SUFFIX}`;
  return path.join(path.dirname(file), name);
}

/** Whether a directory entry is one of our temp files (or steno's `.name.tmp`). */
export function isTempFileName(name: string): boolean {
  return name.startsWith(".") && name.endsWith(TEMP_SUFFIX);
}

/**
 * The two file-system calls a write can fail in (creating the temp file and writing to it, renaming it);
 * tests replace them to fail exactly like fs does on a read-only or full disk when they cannot make one.
 */
export interface AtomicWriteFs {
  open(file: string, flags: string, mode: number): Promise<FileHandle>;
  rename(from: string, to: string): Promise<void>;
}

const realFs: AtomicWriteFs = { open, rename };

/** Writes `text` to `file` atomically and durably (temp file + fsync + rename + directory fsync). */
export async function writeFileAtomic(file: string, text: string, fs: AtomicWriteFs = realFs): Promise<void> {
  const temp = tempPathFor(file);
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(temp, "wx", 0o644);
    await handle.writeFile(text, "utf8");
    // Without this the rename can reach the disk before the data, leaving an empty file after a power cut.
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, file);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

/** Deletes `file` and makes the deletion durable. */
export async function removeFileDurably(file: string): Promise<void> {
  await rm(file, { force: true });
  await syncDirectory(path.dirname(file));
}

/** Persists a rename or delete in `dir`. Best effort: some platforms cannot fsync a directory. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // The change itself already happened; only its durability across a power cut is not guaranteed.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Removes temp files left by an interrupted write; returns the names removed. */
export async function removeStrayTempFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const stray = names.filter(isTempFileName);
  await Promise.all(stray.map((name) => rm(path.join(dir, name), { force: true })));
  return stray;
}

/** The real writer used outside tests. */
export const atomicFileWriter: FileWriter = {
  write: (file, text) => writeFileAtomic(file, text),
  remove: removeFileDurably,
};

/** The real atomic writer running on replaced file-system calls (tests). */
export function atomicFileWriterWith(fs: AtomicWriteFs): FileWriter {
  return { write: (file, text) => writeFileAtomic(file, text, fs), remove: removeFileDurably };
}
