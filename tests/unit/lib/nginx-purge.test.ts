import { mkdtemp, readdir, readlink, realpath, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { moveCacheGeneration } from "~/lib/http/nginx-purge.server";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempLink(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "nginx-generation-"));
  dirs.push(dir);
  return path.join(dir, "cache", "current");
}

describe("the nginx cache generation", () => {
  it("points the link at a new folder each time and removes the previous one", async () => {
    const link = await tempLink();
    const first = await moveCacheGeneration(link);
    expect(await readlink(link)).toBe(first);
    expect((await stat(await realpath(link))).isDirectory()).toBe(true);
    const second = await moveCacheGeneration(link);
    expect(second).not.toBe(first);
    expect(await readdir(path.dirname(link))).toEqual(expect.arrayContaining(["current", second]));
    expect(await readdir(path.dirname(link))).not.toContain(first);
  });

  it("always leaves the link on a folder that exists when processes move it at once", async () => {
    const link = await tempLink();
    await moveCacheGeneration(link);
    await Promise.all(Array.from({ length: 8 }, () => moveCacheGeneration(link)));
    expect((await stat(await realpath(link))).isDirectory()).toBe(true);
  });
});
