import { afterEach, describe, expect, it } from "vitest";
import { stringifyJson } from "~/lib/content/content-files.server";
import { ConflictError, openContentStore, type ContentStore } from "~/lib/content/store.server";
import { T0, link, makeContentDir, readJson, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

const N = 50;

/** Reopens the store's folder and checks the disk holds exactly what memory holds. */
async function expectDiskMatchesMemory(store: ContentStore): Promise<void> {
  const reopened = await openContentStore(store.contentDir);
  for (const kind of ["menus", "articles", "videos", "dictionary", "links", "users"] as const) {
    expect(reopened.list(kind), kind).toEqual(store.list(kind));
  }
  expect(reopened.getCompany()).toEqual(store.getCompany());
}

describe("concurrent writes", () => {
  it(`keeps all ${N} concurrent creates, with distinct ids`, async () => {
    const store = await openContentStore(await makeContentDir());
    const created = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        store.create("links", { name: `并发${i}`, url: `https://example.org/c${i}`, type: "20003" }),
      ),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(N);
    expect(store.list("links")).toHaveLength(N + 1);
    expect(store.version).toBe(N);
    await expectDiskMatchesMemory(store);
  });

  it(`keeps all ${N} concurrent article creates, each in its own file`, async () => {
    const store = await openContentStore(await makeContentDir());
    await Promise.all(Array.from({ length: N }, (_, i) => store.create("articles", { title: `并发${i}`, menu_id: 1 })));
    expect(store.list("articles").map((a) => a.id)).toEqual(Array.from({ length: N + 2 }, (_, i) => i + 1));
    await expectDiskMatchesMemory(store);
  });

  it(`loses no update among ${N} concurrent updates of different records`, async () => {
    const links = Array.from({ length: N }, (_, i) => link(i + 1));
    const store = await openContentStore(await makeContentDir({ "links.json": stringifyJson({ links }) }));
    await Promise.all(
      links.map((l) => store.update("links", l.id, { name: `改${l.id}` }, { expectedUpdatetime: T0 })),
    );
    expect(store.list("links").map((l) => l.name)).toEqual(links.map((l) => `改${l.id}`));
    expect(await readJson(store.contentDir, "links.json")).toEqual({ links: store.list("links") });
    await expectDiskMatchesMemory(store);
  });

  it(`lets exactly one of ${N} concurrent updates from the same copy win`, async () => {
    const store = await openContentStore(await makeContentDir());
    const results = await Promise.allSettled(
      Array.from({ length: N }, (_, i) => store.update("menus", 1, { menu_name: `赢家${i}` }, { expectedUpdatetime: T0 })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.every((r) => r.reason instanceof ConflictError)).toBe(true);
    expect(store.get("menus", 1)?.menu_name).toBe(won[0]?.value.menu_name);
    expect(store.version).toBe(1);
    await expectDiskMatchesMemory(store);
  });

  it("serializes mixed writes across kinds through one queue", async () => {
    const store = await openContentStore(await makeContentDir());
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => store.create("menus", {
        menu_name: `m${i}`, route: `r${i}`, menu_level: 10001, parent_id: 0, order: i, menu_type: 30001,
      })),
      ...Array.from({ length: 10 }, (_, i) => store.create("articles", { title: `a${i}`, menu_id: 1 })),
      store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 }),
      store.remove("articles", 1, { expectedUpdatetime: T0 }),
    ]);
    await store.idle();
    expect(store.version).toBe(22);
    await expectDiskMatchesMemory(store);
  });
});
