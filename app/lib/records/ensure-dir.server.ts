import { mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * Creates `dir` and its parents. Node's recursive mkdir reports ENOENT on a read-only file system; creating
 * the missing levels one by one surfaces the real error (EROFS, EACCES, ENOSPC) so the refusal says why.
 */
export async function ensureDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const levels: string[] = [];
    for (let current = path.resolve(dir); path.dirname(current) !== current; current = path.dirname(current))
      levels.unshift(current);
    for (const level of levels) {
      try {
        await mkdir(level);
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code !== "EEXIST") throw inner;
      }
    }
  }
}
