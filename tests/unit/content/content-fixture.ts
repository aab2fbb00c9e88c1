/**
 * Builds throw-away content folders for the store tests: small, valid data that each test can
 * override file by file. Never touches the repository's content/.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { stringifyArticle, stringifyJson } from "~/lib/content/content-files.server";
import { DEL_STATUS, LINK_CATEGORY, MENU_HIDE, MENU_LEVEL, MENU_TYPE } from "~/lib/content/codes";
import type { Article } from "~/lib/content/schema";

export const T0 = 1_700_000_000;

export const menu = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  menu_name: `菜单${id}`,
  route: `m${id}`,
  alias_name: "",
  menu_level: MENU_LEVEL.top,
  parent_id: 0,
  order: id,
  del_status: DEL_STATUS.active,
  menu_type: MENU_TYPE.list,
  is_hide: MENU_HIDE.shown,
  former_paths: [],
  createtime: T0,
  updatetime: T0,
  ...extra,
});

export const article = (id: number, extra: Partial<Article> = {}): Article => ({
  id,
  title: `文章${id}`,
  info: `<p>正文 ${id}</p>\n`,
  img: [{ url: "/uploads/a.png", name: "a" }],
  menu_id: 1,
  del_status: 1,
  order: 0,
  createtime: T0,
  updatetime: T0,
  file_url: "",
  admin_id: 0,
  is_topic: 0,
  is_carousel: 0,
  publish_at: 0,
  unpublish_at: 0,
  share_version: 0,
  status: "published",
  review_stage: 0,
  submitted_by: 0,
  review_log: [],
  pending: null,
  ...extra,
});

export const company = {
  id: 1,
  company_name: "文旅科技有限公司",
  lat: 26.65,
  lng: 106.63,
  createtime: T0,
  updatetime: T0,
};

export const link = (id: number) => ({
  id,
  name: `链接${id}`,
  url: `https://example.org/${id}`,
  type: LINK_CATEGORY.authorities,
  order: 0,
  del_status: 1,
  createtime: T0,
  updatetime: T0,
  admin_id: 0,
});

/** A bcrypt-shaped string: the store only checks its length. */
export const PASSWORD_HASH = `$2a$10$${"a".repeat(53)}`;

const created: string[] = [];

/**
 * A temp content folder with two menus, two articles, a video, a dictionary entry, a link and the
 * company, and no users.json. `files` replaces a file's text by relative path; null leaves it out.
 */
export async function makeContentDir(files: Record<string, string | null> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "wenlv-content-"));
  created.push(dir);
  const defaults: Record<string, string> = {
    "menus.json": stringifyJson({ menus: [menu(1), menu(2)] }),
    "videos.json": stringifyJson({
      videos: [{ id: 1, video_name: "宣传片", video_url: [{ url: "/uploads/a.mp4" }], createtime: T0, updatetime: T0 }],
    }),
    "company.json": stringifyJson({ company }),
    "dictionary.json": stringifyJson({
      dictionary: [{ id: 1, type: "link_type", key: LINK_CATEGORY.authorities, value: "主管单位", createtime: T0 }],
    }),
    "links.json": stringifyJson({ links: [link(1)] }),
    "articles/0001.md": stringifyArticle(article(1)),
    "articles/0002.md": stringifyArticle(article(2)),
  };
  for (const [file, text] of Object.entries({ ...defaults, ...files })) {
    if (text === null) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** Deletes every folder made by makeContentDir; call from afterEach. */
export async function removeContentDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The text of a content file. */
export function readContent(dir: string, file: string): Promise<string> {
  return readFile(path.join(dir, file), "utf8");
}

/** The parsed JSON of a content file. */
export async function readJson(dir: string, file: string): Promise<unknown> {
  return JSON.parse(await readContent(dir, file));
}
