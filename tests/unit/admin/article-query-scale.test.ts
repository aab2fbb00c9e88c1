/**
 * The admin article list and menu counts on thousands of articles: the per-version indexes give the same
 * answers as filtering and sorting everything per request, and a save shows in the very next query.
 */
import { afterEach, describe, expect, it } from "vitest";
import { queryArticles } from "~/lib/admin/articles.server";
import { activeArticleCounts, menuRows } from "~/lib/admin/menus.server";
import { ArticleFilterSchema } from "~/lib/admin/schemas";
import { stringifyArticle, stringifyJson } from "~/lib/content/content-files.server";
import { openContentStore, type ContentStore } from "~/lib/content/store.server";
import { T0, article, makeContentDir, menu, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

const COUNT = 3_000;
const WORDS = ["数字文旅", "智慧景区", "乡村旅游", "Culture", "研学"];

async function bigStore(): Promise<ContentStore> {
  const files: Record<string, string> = { "menus.json": stringifyJson({ menus: [menu(1), menu(2), menu(3)] }) };
  for (let id = 1; id <= COUNT; id += 1) {
    files[`articles/${String(id).padStart(4, "0")}.md`] = stringifyArticle(
      article(id, {
        title: `${WORDS[id % WORDS.length]}动态 ${id}`,
        menu_id: 1 + (id % 3),
        del_status: id % 17 === 0 ? 0 : 1,
        is_topic: id % 5 === 0 ? 1 : 0,
        // Many equal createtimes, so the id tie-break matters.
        createtime: T0 + Math.floor(id / 4),
        updatetime: T0 + id,
      }),
    );
  }
  return openContentStore(await makeContentDir(files));
}

/** What the list showed before the index: filter and sort everything on each request. */
function naive(store: ContentStore, query: Record<string, string>) {
  const filter = ArticleFilterSchema.parse(query);
  const q = filter.q?.toLowerCase();
  const all = store
    .list("articles")
    .filter((a) => (filter.deleted === "1" ? a.del_status === 0 : a.del_status === 1))
    .filter((a) => filter.menu === undefined || a.menu_id === filter.menu)
    .filter((a) => !q || a.title.toLowerCase().includes(q))
    .filter((a) => filter.topic === undefined || String(a.is_topic) === filter.topic)
    .sort((a, b) => b.createtime - a.createtime || b.id - a.id);
  const pages = Math.max(1, Math.ceil(all.length / 10));
  const page = Math.min(filter.page, pages);
  return { total: all.length, ids: all.slice((page - 1) * 10, page * 10).map((a) => a.id), page, pages };
}

const ids = (result: ReturnType<typeof queryArticles>) => ({
  total: result.total,
  ids: result.rows.map((r) => r.id),
  page: result.page,
  pages: result.pages,
});

describe("the admin article list on thousands of articles", () => {
  it("filters, orders and pages exactly like filtering everything per request", async () => {
    const store = await bigStore();
    const queries: Record<string, string>[] = [
      {},
      { page: "7" },
      { q: "智慧", page: "3" },
      { q: "culture" },
      { menu: "2", topic: "1", page: "2" },
      { deleted: "1" },
      { deleted: "1", q: "研学" },
      { page: "99999" },
    ];
    for (const query of queries) {
      expect(ids(queryArticles(store, ArticleFilterSchema.parse(query))), JSON.stringify(query)).toEqual(
        naive(store, query),
      );
    }
  });

  it("shows a save in the very next query (the index belongs to one content version)", async () => {
    const store = await bigStore();
    const before = queryArticles(store, ArticleFilterSchema.parse({ q: "全新标题" }));
    expect(before.total).toBe(0);
    const target = store.get("articles", 42)!;
    await store.update("articles", 42, { title: "全新标题" }, { expectedUpdatetime: target.updatetime });
    expect(queryArticles(store, ArticleFilterSchema.parse({ q: "全新标题" })).rows.map((r) => r.id)).toEqual([42]);

    const counts = activeArticleCounts(store.list("articles"));
    const menuId = store.get("articles", 43)!.menu_id;
    await store.update(
      "articles",
      43,
      { del_status: 0 },
      { expectedUpdatetime: store.get("articles", 43)!.updatetime },
    );
    expect(activeArticleCounts(store.list("articles")).get(menuId)).toBe(counts.get(menuId)! - 1);
    expect(queryArticles(store, ArticleFilterSchema.parse({ deleted: "1" })).total).toBe(
      naive(store, { deleted: "1" }).total,
    );
  });

  it("counts active articles per menu like counting them one menu at a time", async () => {
    const store = await bigStore();
    for (const row of menuRows(store)) {
      const expected = store.list("articles").filter((a) => a.menu_id === row.id && a.del_status === 1).length;
      expect(row.articleCount, `menu ${row.id}`).toBe(expected);
    }
  });
});
