/** A temporary folder per test, for the unit tests that write files. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/**
 * Gives each test of the calling file a fresh empty folder in the system's temp folder (`<prefix>XXXXXX`),
 * removed after the test. Call it at the top of the file; the function it returns names the current test's folder.
 */
export function tempDirPerTest(prefix: string): () => string {
  let dir: string | null = null;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });
  return () => {
    if (!dir) throw new Error("the temporary folder exists only while a test runs");
    return dir;
  };
}
