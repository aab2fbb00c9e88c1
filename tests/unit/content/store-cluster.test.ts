/**
 * Two stores on one content folder, coordinated the way the workers of the clustered server are: through a
 * ContentBroker over (here in-memory) channels. What one writes, the other has taken in before the write
 * resolves; both name the same version; a stale edit through the other is refused as a conflict.
 */
import { afterEach, describe, expect, it } from "vitest";
import { channelCoordinator } from "~/lib/cluster/worker-channel.server";
import { inMemoryCluster } from "../lib/cluster-fixture";
import { ConflictError, openContentStore, type ContentStore } from "~/lib/content/store.server";
import { PASSWORD_HASH, makeContentDir, readJson, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

async function twoWorkers(dir: string): Promise<[ContentStore, ContentStore]> {
  const join = inMemoryCluster();
  const token = "run1";
  const first = await openContentStore(dir, { coordinator: channelCoordinator(join()), versionToken: token });
  const second = await openContentStore(dir, { coordinator: channelCoordinator(join()), versionToken: token });
  return [first, second];
}

const newLink = { name: "新链接", url: "https://example.org/new", type: "20002" } as const;

describe("stores coordinated through the broker", () => {
  it("take in each other's writes before the write resolves, and share the version", async () => {
    const [a, b] = await twoWorkers(await makeContentDir());
    expect(a.versionTag()).toBe(b.versionTag());
    const created = await a.create("links", newLink);
    expect(b.get("links", created.id)?.name).toBe("新链接");
    expect(a.versionTag()).toBe(b.versionTag());
    await b.update("links", created.id, { name: "改名" }, { expectedUpdatetime: created.updatetime });
    expect(a.get("links", created.id)?.name).toBe("改名");
    expect(a.versionTag()).toBe("run1-2");
    expect(b.versionTag()).toBe("run1-2");
  });

  it("refuse a stale edit made through the other worker as a conflict", async () => {
    const [a, b] = await twoWorkers(await makeContentDir());
    const link = await a.create("links", newLink);
    await a.update("links", link.id, { name: "先保存" }, { expectedUpdatetime: link.updatetime });
    await expect(b.update("links", link.id, { name: "后保存" }, { expectedUpdatetime: link.updatetime })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(b.get("links", link.id)?.name).toBe("先保存");
  });

  it("serialize simultaneous writes from both workers: none lost, ids not reused", async () => {
    const dir = await makeContentDir();
    const [a, b] = await twoWorkers(dir);
    const writes = Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).create("links", { ...newLink, name: `链接${i}` }));
    const created = await Promise.all(writes);
    expect(new Set(created.map((link) => link.id)).size).toBe(10);
    const onDisk = (await readJson(dir, "links.json")) as { links: { name: string }[] };
    for (let i = 0; i < 10; i += 1) expect(onDisk.links.map((link) => link.name)).toContain(`链接${i}`);
    expect(a.list("links")).toEqual(b.list("links"));
    expect(a.versionTag()).toBe(b.versionTag());
  });

  it("create the first account once when both workers try at the same moment", async () => {
    const dir = await makeContentDir({ "users.json": JSON.stringify({ users: [] }) });
    const [a, b] = await twoWorkers(dir);
    const input = { username: "admin", password_hash: PASSWORD_HASH, role: "admin" as const, name: "admin" };
    const results = await Promise.all([a.createIfEmpty("users", input), b.createIfEmpty("users", input)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(a.list("users")).toHaveLength(1);
    expect(b.list("users")).toHaveLength(1);
  });
});
