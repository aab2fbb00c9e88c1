/**
 * Read-only folders and full disks for the store tests, made as really as this machine allows:
 *
 * - read-only: `chmod a-w` when it blocks writes (not root); as root, where chmod blocks nothing, a
 *   read-only bind mount of the folder (`mount --bind` + `remount,ro`) when mounting is allowed; otherwise
 *   the real atomic writer with its `open` replaced by one that fails with EACCES exactly like fs does.
 * - full disk: a 256 KB tmpfs filled to the last byte, when mounting is allowed; otherwise the real atomic
 *   writer whose temp file takes half the text and then fails with ENOSPC exactly like fs does.
 *
 * Each describe names the method in use, so a test report says which one ran. DISK_TEST_INJECT=1 forces
 * the injected errors.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cp, open, readdir, readFile, rename, rm, stat, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { atomicFileWriterWith, type AtomicWriteFs, type FileWriter } from "~/lib/content/atomic-write.server";

export type ReadOnlyMethod = "chmod" | "read-only bind mount" | "injected EACCES";
export type DiskFullMethod = "tmpfs filled to the last byte" | "injected ENOSPC";

/** An error shaped like the one fs raises (message, errno, code, syscall, path). */
export function fsError(code: "EACCES" | "EROFS" | "ENOSPC", syscall: string, file: string): NodeJS.ErrnoException {
  const text = {
    EACCES: [-13, "permission denied"],
    EROFS: [-30, "read-only file system"],
    ENOSPC: [-28, "no space left on device"],
  } as const;
  const [errno, description] = text[code];
  return Object.assign(new Error(`${code}: ${description}, ${syscall} '${file}'`), { errno, code, syscall, path: file });
}

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Whether `chmod a-w` on a folder stops this process from creating files in it. */
function chmodBlocksWrites(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), "chmod-probe-"));
  try {
    chmodSync(dir, 0o555);
    try {
      writeFileSync(path.join(dir, "probe"), "x");
      return false;
    } catch {
      return true;
    }
  } finally {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether this process may mount (root with CAP_SYS_ADMIN): probes a read-only bind mount. */
function canMount(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(path.join(tmpdir(), "mount-probe-"));
  try {
    if (!tryRun("mount", ["--bind", dir, dir])) return false;
    const ok = tryRun("mount", ["-o", "remount,ro,bind", dir]);
    tryRun("umount", [dir]);
    return ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// DISK_TEST_INJECT=1 forces the injected errors, to check that fallback on a machine that can do better.
const INJECT = process.env.DISK_TEST_INJECT === "1";
const MOUNT = !INJECT && canMount();
export const READ_ONLY_METHOD: ReadOnlyMethod = !INJECT && chmodBlocksWrites()
  ? "chmod"
  : MOUNT
    ? "read-only bind mount"
    : "injected EACCES";
export const DISK_FULL_METHOD: DiskFullMethod = MOUNT ? "tmpfs filled to the last byte" : "injected ENOSPC";

const realFs: AtomicWriteFs = { open, rename };

/** The writer a store under test uses: undefined (the real one) unless the method is an injected error. */
export function readOnlyWriter(): FileWriter | undefined {
  if (READ_ONLY_METHOD !== "injected EACCES") return undefined;
  const writer = atomicFileWriterWith({ ...realFs, open: (file) => Promise.reject(fsError("EACCES", "open", file)) });
  return { ...writer, remove: (file) => Promise.reject(fsError("EACCES", "unlink", file)) };
}

/** Makes `dir` read-only by the method in use; returns the function that makes it writable again. */
export async function makeReadOnly(dir: string): Promise<() => Promise<void>> {
  if (READ_ONLY_METHOD === "chmod") {
    const mode = (await stat(dir)).mode & 0o777;
    chmodSync(dir, 0o555);
    return async () => chmodSync(dir, mode);
  }
  if (READ_ONLY_METHOD === "read-only bind mount") {
    execFileSync("mount", ["--bind", dir, dir]);
    execFileSync("mount", ["-o", "remount,ro,bind", dir]);
    return async () => void execFileSync("umount", [dir]);
  }
  return async () => undefined;
}

/** A content folder on a full disk, with the writer the store must use and a function that frees space. */
export interface FullDisk {
  dir: string;
  writer: FileWriter | undefined;
  /** Frees the space (or stops the injected failure) so writes succeed again. */
  free(): Promise<void>;
  /** Unmounts and deletes everything. */
  dispose(): Promise<void>;
}

/** Copies the content folder `source` onto a full disk. */
export async function contentOnFullDisk(source: string): Promise<FullDisk> {
  const mountPoint = mkdtempSync(path.join(tmpdir(), "full-disk-"));
  if (DISK_FULL_METHOD === "tmpfs filled to the last byte") {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint]);
    const dir = path.join(mountPoint, "content");
    await cp(source, dir, { recursive: true });
    const filler = path.join(mountPoint, "filler");
    // Fill the file system: big chunks first, then byte by byte, until the kernel says ENOSPC.
    const handle = await open(filler, "w");
    try {
      for (const size of [16_384, 1024, 64, 1]) {
        const chunk = Buffer.alloc(size, 120);
        for (;;) {
          const wrote = await handle.write(chunk).then(
            (r) => r.bytesWritten === size,
            () => false,
          );
          if (!wrote) break;
        }
      }
    } finally {
      await handle.close();
    }
    return {
      dir,
      writer: undefined,
      free: () => rm(filler, { force: true }),
      dispose: async () => {
        if (!tryRun("umount", [mountPoint])) tryRun("umount", ["-l", mountPoint]);
        await rm(mountPoint, { recursive: true, force: true });
      },
    };
  }
  const dir = path.join(mountPoint, "content");
  await cp(source, dir, { recursive: true });
  let full = true;
  const writer = atomicFileWriterWith({
    ...realFs,
    async open(file, flags, mode) {
      const handle = await open(file, flags, mode);
      if (!full) return handle;
      // The temp file gets half the text, then the disk runs out: what a real full disk does mid-write.
      const partial = {
        async writeFile(text: string) {
          await handle.writeFile(text.slice(0, Math.floor(text.length / 2)), "utf8");
          throw fsError("ENOSPC", "write", file);
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      };
      return partial as unknown as FileHandle;
    },
  });
  return {
    dir,
    writer,
    free: async () => {
      full = false;
    },
    dispose: () => rm(mountPoint, { recursive: true, force: true }),
  };
}

/** Every file under `dir` (hidden ones too) with its bytes, to prove nothing changed. */
export async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (sub: string) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) await walk(rel);
      else files.set(rel, await readFile(path.join(dir, rel)));
    }
  };
  await walk("");
  return files;
}

/** Temp files (ours or steno's) anywhere under `dir`. */
export async function tempFiles(dir: string): Promise<string[]> {
  return [...(await snapshot(dir)).keys()].filter((file) => path.basename(file).endsWith(".tmp"));
}

