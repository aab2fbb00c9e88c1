import { afterEach, describe, expect, it, vi } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { T0, makeContentDir, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

const newLink = { name: "新链接", url: "https://example.org/new", type: "20002" } as const;

describe("after-write hooks", () => {
  it("finish before the write resolves", async () => {
    const store = await openContentStore(await makeContentDir(), { now: () => T0 + 10 });
    const events: string[] = [];
    store.afterWrite(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push("hook done");
    });
    await store.create("links", newLink);
    events.push("write resolved");
    expect(events).toEqual(["hook done", "write resolved"]);
  });

  it("run only when files changed, and a failing hook does not fail the write", async () => {
    const store = await openContentStore(await makeContentDir(), { now: () => T0 + 10 });
    const hook = vi.fn(async () => {
      throw new Error("cache unreachable");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const remove = store.afterWrite(hook);
    await expect(store.createIfEmpty("links", newLink)).resolves.toBeNull();
    expect(hook).not.toHaveBeenCalled();
    const created = await store.create("links", newLink);
    expect(store.get("links", created.id)?.name).toBe("新链接");
    expect(hook).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    remove();
    await store.create("links", newLink);
    expect(hook).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
