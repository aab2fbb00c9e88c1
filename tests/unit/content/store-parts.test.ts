import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { soloCoordinator } from "~/lib/content/coordination.server";
import { DurableTextFile } from "~/lib/content/content-files.server";
import { ContentProblems } from "~/lib/content/content-watch.server";
import { ContentLoadError, ConflictError } from "~/lib/content/errors";
import {
  assertFresh,
  deepFreeze,
  editableFields,
  nextId,
  nextUpdatetime,
  tableOf,
  withRow,
  withoutRow,
} from "~/lib/content/tables";
import { WriteQueue } from "~/lib/content/write-queue.server";

describe("tables", () => {
  it("returns new tables and leaves the old ones as they were", () => {
    const first = tableOf([{ id: 1, v: "a" }]);
    const second = withRow(first, { id: 2, v: "b" });
    const third = withRow(withoutRow(second, 1), { id: 2, v: "c" });
    expect(first.rows).toEqual([{ id: 1, v: "a" }]);
    expect(second.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(third.byId.get(2)?.v).toBe("c");
    expect(nextId(third)).toBe(3);
    expect(Object.isFrozen(third.rows)).toBe(true);
  });

  it("keeps updatetime strictly increasing and refuses a stale copy", () => {
    expect(nextUpdatetime(100, { updatetime: 100 })).toBe(101);
    expect(nextUpdatetime(200, { updatetime: 100 })).toBe(200);
    const stored = deepFreeze({ id: 7, updatetime: 5 }) as unknown as Parameters<typeof assertFresh>[1];
    expect(() => assertFresh("links", stored, { expectedUpdatetime: 4 })).toThrow(ConflictError);
    expect(() => assertFresh("links", stored, { expectedUpdatetime: 5 })).not.toThrow();
    expect(() => assertFresh("links", stored, { expectedUpdatetime: null })).not.toThrow();
  });

  it("never lets a patch set the fields the store owns", () => {
    expect(editableFields({ id: 9, createtime: 1, updatetime: 2, name: "x", gone: undefined })).toEqual({ name: "x" });
  });
});

describe("write queue", () => {
  it("runs writes one after another, in order, even when one fails", async () => {
    const events: string[] = [];
    const queue = new WriteQueue(soloCoordinator, {
      begin: () => void events.push("begin"),
      changedFiles: () => [],
      end: () => void events.push("end"),
    });
    const slow = queue.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push("slow");
      return 1;
    });
    const failing = queue.run(async () => {
      events.push("failing");
      throw new Error("disk full");
    });
    const fast = queue.run(async () => {
      events.push("fast");
      return 3;
    });
    await expect(slow).resolves.toBe(1);
    await expect(failing).rejects.toThrow("disk full");
    await expect(fast).resolves.toBe(3);
    await queue.idle();
    expect(events).toEqual(["begin", "slow", "end", "begin", "failing", "begin", "fast", "end"]);
  });
});

describe("durable text file (lowdb's adapter)", () => {
  it("reads null for a missing file and writes through the atomic writer", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "durable-"));
    const file = path.join(dir, "links.json");
    expect(await new DurableTextFile(file).read()).toBeNull();
    const written: string[] = [];
    await new DurableTextFile(file, {
      write: async (target, text) => {
        written.push(target);
        const { writeFileAtomic } = await import("~/lib/content/atomic-write.server");
        await writeFileAtomic(target, text);
      },
      remove: async () => {},
    }).write('{"links":[]}\n');
    expect(written).toEqual([file]);
    expect(readFileSync(file, "utf8")).toBe('{"links":[]}\n');
    expect(await new DurableTextFile(file).read()).toBe('{"links":[]}\n');
  });
});

describe("content problems", () => {
  it("records a refusal once, with its location, until the file is taken in", () => {
    const problems = new ContentProblems();
    const error = new ContentLoadError({ file: "links.json", recordId: 3, field: "url", detail: "not a URL" });
    expect(problems.record("links.json", error, 100)).toBe(true);
    expect(problems.record("links.json", error, 200)).toBe(false);
    expect(problems.list()).toMatchObject([{ file: "links.json", since: 100, recordId: 3, field: "url" }]);
    problems.clear("links.json");
    expect(problems.list()).toEqual([]);
  });
});
