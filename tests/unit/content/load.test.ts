import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { stringifyArticle, stringifyJson } from "~/lib/content/content-files.server";
import { ContentLoadError, openContentStore } from "~/lib/content/store.server";
import { article, makeContentDir, menu, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

/** The ContentLoadError that opening `dir` fails with. */
async function loadError(dir: string): Promise<ContentLoadError> {
  const error: unknown = await openContentStore(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentLoadError);
  return error as ContentLoadError;
}

describe("loading the content folder", () => {
  it("loads and validates every kind, applying schema defaults", async () => {
    const store = await openContentStore(await makeContentDir());
    expect(store.list("menus").map((m) => m.id)).toEqual([1, 2]);
    expect(store.list("articles").map((a) => a.id)).toEqual([1, 2]);
    expect(store.list("videos")[0]?.video_url).toEqual([{ name: "", url: "/uploads/a.mp4" }]);
    expect(store.list("dictionary")).toHaveLength(1);
    expect(store.list("links")).toHaveLength(1);
    expect(store.getCompany().company_name).toBe("文旅科技有限公司");
    expect(store.getCompany().tags).toEqual([]);
  });

  it("treats a missing users.json as no users yet", async () => {
    const store = await openContentStore(await makeContentDir());
    expect(store.list("users")).toEqual([]);
  });

  it("names the file, the record id and the field of an invalid record", async () => {
    const dir = await makeContentDir({
      "menus.json": stringifyJson({ menus: [menu(1), menu(7, { menu_type: 12345 })] }),
    });
    const error = await loadError(dir);
    expect(error.message).toMatch(/^content file menus\.json, record id 7, field "menu_type": Invalid option: expected one of 30001\|30004\|30002\|30003/);
    expect(error).toMatchObject({ file: "menus.json", recordId: 7, field: "menu_type" });
  });

  it("names nested field paths", async () => {
    const bad = stringifyArticle(article(3, { img: [{ url: "javascript:alert(1)", name: "x" }] }));
    const error = await loadError(await makeContentDir({ "articles/0003.md": bad }));
    expect(error.message).toMatch(/^content file articles\/0003\.md, record id 3, field "img\.0\.url": must be a site path/);
  });

  it("points at a record without a usable id by its position", async () => {
    const error = await loadError(await makeContentDir({ "links.json": stringifyJson({ links: [{ name: "no id" }] }) }));
    expect(error.message).toMatch(/^content file links\.json, record #1, field "id": .*\(and \d+ more problems\)$/);
  });

  it("names a file that is not valid JSON", async () => {
    const error = await loadError(await makeContentDir({ "videos.json": '{ "videos": [ ' }));
    expect(error.message).toMatch(/^content file videos\.json: invalid JSON/);
  });

  it("names a JSON file without its list", async () => {
    const error = await loadError(await makeContentDir({ "links.json": '{ "link": [] }' }));
    expect(error.message).toBe('content file links.json: expected an object with a "links" list');
  });

  it("names an article whose front matter is not valid YAML", async () => {
    const error = await loadError(await makeContentDir({ "articles/0005.md": "---\ntitle: [unclosed\n---\n<p>x</p>" }));
    expect(error.message).toMatch(/^content file articles\/0005\.md: invalid front matter/);
  });

  it("refuses an article without front matter", async () => {
    const error = await loadError(await makeContentDir({ "articles/0005.md": "<p>just a body</p>" }));
    expect(error.message).toMatch(/^content file articles\/0005\.md: invalid front matter: .*--- front matter/);
  });

  it("never evaluates JavaScript front matter", async () => {
    const code = "---js\n{ id: (globalThis.__pwned = 1), title: 'x' }\n---\nbody";
    const error = await loadError(await makeContentDir({ "articles/0005.md": code }));
    expect(error.message).toMatch(/articles\/0005\.md: invalid front matter: JavaScript front matter is not allowed/);
    expect("__pwned" in globalThis).toBe(false);
  });

  it("refuses an article stored under a name that does not match its id", async () => {
    const error = await loadError(await makeContentDir({ "articles/9.md": stringifyArticle(article(9)) }));
    expect(error.message).toBe("content file articles/9.md, record id 9: article 9 must be stored as articles/0009.md");
  });

  it("refuses two records with the same id in one file", async () => {
    const dir = await makeContentDir({ "menus.json": stringifyJson({ menus: [menu(1), menu(2), menu(2)] }) });
    const error = await loadError(dir);
    expect(error.message).toBe("content file menus.json, record id 2: another record in this file has the same id");
  });

  it("names a required file that is missing", async () => {
    const error = await loadError(await makeContentDir({ "company.json": null }));
    expect(error.message).toBe("content file company.json: the file is missing");
  });

  it("validates the company record", async () => {
    const bad = stringifyJson({ company: { id: 1, company_name: "x", lat: 200, lng: 0, createtime: 0, updatetime: 0 } });
    const error = await loadError(await makeContentDir({ "company.json": bad }));
    expect(error.message).toMatch(/^content file company\.json, record id 1, field "lat": /);
  });

  it("round-trips an article body byte for byte", async () => {
    const info = "\n---\n<p>a\r\nb</p>\n\n  trailing  ";
    const dir = await makeContentDir({ "articles/0003.md": stringifyArticle(article(3, { info, title: "2024-01-01" })) });
    const loaded = (await openContentStore(dir)).get("articles", 3);
    expect(loaded?.info).toBe(info);
    expect(loaded?.title).toBe("2024-01-01");
  });

  it("removes temp files left by an interrupted write", async () => {
    const dir = await makeContentDir();
    await writeFile(path.join(dir, ".menus.json.999.1.tmp"), '{ "menus": [ {"id": 1, "menu_na');
    await writeFile(path.join(dir, "articles", ".0001.md.999.2.tmp"), "---\nid: 1\n");
    const store = await openContentStore(dir);
    expect(store.list("menus")).toHaveLength(2);
    expect(await readdir(dir)).not.toContain(".menus.json.999.1.tmp");
    expect(await readdir(path.join(dir, "articles"))).toEqual(["0001.md", "0002.md"]);
  });
});
