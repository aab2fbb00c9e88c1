/**
 * The index's snapshot (docs/decisions/013-site-search.md): saved after a build, loaded at the next start instead
 * of one, checked against the store record by record. A record changed on disk since is re-indexed alone; a
 * damaged, foreign or largely outdated snapshot is refused and the index built as before.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotOf } from "~/lib/site/page-data";
import { SNAPSHOT_FORMAT, SearchIndex, followStore } from "~/lib/search/search-index.server";
import { snapshotFileOf, startIndex } from "~/lib/search/snapshot.server";
import { removeSeededCopies, seededCopy, type ContentStore } from "./seeded";
import { indexSpelling } from "~/lib/search/terms";

let store: ContentStore;
let built: SearchIndex;
let saved: string;

const QUERIES: [string, string][] = [
  ["智慧景区建设", "zh-CN"],
  ["一码通", "zh-CN"],
  ["公司要闻", "zh-CN"],
  ["cybersecurity services", "en-US"],
  ["smart tourism trends", "zh-CN"],
];
const hrefs = (index: SearchIndex, query: string, locale: string) =>
  index.search(query, locale, snapshotOf(store)).map((h) => `${h.key} ${h.place.href}`);
const guard = (updatetime: number) => ({ expectedUpdatetime: updatetime });

beforeAll(async () => {
  store = await seededCopy();
  built = new SearchIndex(store).build();
  saved = built.snapshot();
});

afterAll(removeSeededCopies);

describe("loading a snapshot", () => {
  it("answers exactly as the build it was saved from", () => {
    const loaded = new SearchIndex(store);
    expect(loaded.loadSnapshot(saved)).toMatchObject({ loaded: true, reindexed: 0 });
    expect(loaded.stats).toMatchObject({ builds: 0, loads: 1, documents: built.stats.documents });
    for (const [query, locale] of QUERIES)
      expect(hrefs(loaded, query, locale), query).toEqual(hrefs(built, query, locale));
  });

  it("re-indexes only the records changed since it was saved, and follows the store afterwards", async () => {
    const article = store.get("articles", 25)!;
    await store.update("articles", 25, { title: "琉璃瓦修缮工程启动" }, guard(article.updatetime));
    const created = await store.create("articles", { title: "紫砂壶展览开幕", info: "<p>紫砂壶。</p>", menu_id: 17 });
    const loaded = new SearchIndex(store);
    const outcome = loaded.loadSnapshot(saved);
    expect(outcome).toMatchObject({ loaded: true, reindexed: 2 });
    expect(loaded.stats.builds).toBe(0);
    expect(hrefs(loaded, "琉璃瓦", "zh-CN")).toEqual(["a:25 /xwdt/gzyx/detail/25"]);
    expect(hrefs(loaded, "紫砂壶", "zh-CN")).toEqual([`a:${created.id} /xwdt/gzyx/detail/${created.id}`]);
    expect(hrefs(loaded, "智慧景区建设", "zh-CN")[0]).not.toBe("a:25 /xwdt/gzyx/detail/25");

    const stop = followStore(loaded, store);
    const current = store.get("articles", created.id)!;
    await store.update(
      "articles",
      created.id,
      { title: "青铜器保护研讨会", info: "<p>青铜器。</p>" },
      guard(current.updatetime),
    );
    stop();
    expect(hrefs(loaded, "紫砂壶", "zh-CN")).toEqual([]);
    expect(hrefs(loaded, "青铜器", "zh-CN")).toEqual([`a:${created.id} /xwdt/gzyx/detail/${created.id}`]);
  });

  it("refuses a damaged snapshot, whatever the damage, and leaves the index as it was", () => {
    const [format, checksum, body] = [
      saved.split("\n")[0]!,
      saved.split("\n")[1]!,
      saved.split("\n").slice(2).join("\n"),
    ];
    expect(body).toContain(indexSpelling("智慧"));
    const damaged = [
      saved.slice(0, Math.floor(saved.length / 2)), // cut short
      `${format}\n${checksum}\n${body.replace(indexSpelling("智慧"), indexSpelling("智能"))}`, // one word changed
      `${format}\n${checksum}\n{}`,
      "",
      "not a snapshot at all",
    ];
    for (const text of damaged) {
      const index = new SearchIndex(store);
      const outcome = index.loadSnapshot(text);
      expect(outcome.loaded, text.slice(0, 40)).toBe(false);
      expect(index.stats.documents).toBe(0);
    }
    const forged = JSON.stringify({ hashes: { "zh:a:1": "x" }, index: {} });
    const signed = `${format}\n${createHash("sha1").update(forged).digest("hex")}\n${forged}`;
    expect(new SearchIndex(store).loadSnapshot(signed)).toMatchObject({ loaded: false, reason: "corrupt" });
  });

  it("refuses a snapshot of another format", () => {
    const other = saved.replace(SNAPSHOT_FORMAT, "wenlv-search/1");
    expect(new SearchIndex(store).loadSnapshot(other)).toMatchObject({ loaded: false, reason: "format" });
  });

  it("refuses a snapshot of other content (more than a quarter of it differs) as stale", async () => {
    const other = await seededCopy();
    for (const article of other.list("articles").slice(0, 30)) {
      await other.update("articles", article.id, { title: `${article.title}（修订）` }, guard(article.updatetime));
    }
    const index = new SearchIndex(other);
    expect(index.loadSnapshot(saved)).toMatchObject({ loaded: false, reason: "stale" });
  });
});

describe("starting the index", () => {
  it("builds and saves the snapshot the first time, loads it the next, and rebuilds over a corrupt one", async () => {
    const copy = await seededCopy();
    const file = snapshotFileOf(copy.contentDir);

    const first = new SearchIndex(copy);
    expect(await startIndex(first, file)).toMatchObject({ from: "build", refused: null });
    // The save runs in the background: wait for the file.
    let text = "";
    for (let i = 0; i < 100 && !text; i += 1) {
      text = await readFile(file, "utf8").catch(() => "");
      if (!text) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(text.startsWith(SNAPSHOT_FORMAT)).toBe(true);

    const second = new SearchIndex(copy);
    expect(await startIndex(second, file)).toMatchObject({ from: "snapshot", outcome: { loaded: true } });
    expect(second.stats.builds).toBe(0);

    await writeFile(file, text.slice(0, 1000));
    const third = new SearchIndex(copy);
    const start = await startIndex(third, file);
    expect(start).toMatchObject({ from: "build", refused: { loaded: false, reason: "corrupt" } });
    expect(third.stats.builds).toBe(1);
    expect(third.search("智慧景区建设", "zh-CN", snapshotOf(copy))[0]?.key).toBe("a:25");
  });
});
