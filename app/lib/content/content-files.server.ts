/**
 * The layout of the content folder and how each file is read, validated and serialized.
 * JSON files hold `{ "<kind>": [...] }` (company.json: `{ "company": {...} }`); each article is
 * `articles/NNNN.md`, its fields in YAML front matter and its rich HTML `info` as the body.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { TextFile } from "lowdb/node";
import type { z } from "zod";
import { atomicFileWriter, removeStrayTempFiles, type FileWriter } from "./atomic-write.server";
import {
  CertificationRecordSchema,
  ChatMessageSchema,
  ChannelFormRecordSchema,
  ConsoleCardSchema,
  ConsoleMessageSchema,
  ConsoleProfileSchema,
  ParameterSetSchema,
  PolicySchema,
  type CertificationRecord,
  type ChatMessage,
  type ChannelFormRecord,
  type ConsoleCard,
  type ConsoleMessage,
  type ConsoleProfile,
  type ParameterSet,
  type Policy,
} from "./console-schema";
import { ContentLoadError, issuePath, type DeepReadonly } from "./errors";
import {
  AdminUserSchema,
  ArticleSchema,
  CompanyInfoSchema,
  DictionaryEntrySchema,
  LinkSchema,
  MediaSchema,
  MenuItemSchema,
  VideoSchema,
  type AdminUser,
  type Article,
  type CompanyInfo,
  type DictionaryEntry,
  type Link,
  type MediaRecord,
  type MenuItem,
  type Video,
} from "./schema";

/** The console's demo kinds, each kept in content/console/<kind>.json (all optional). */
export const CONSOLE_KINDS = [
  "policies",
  "messages",
  "cards",
  "channelForms",
  "parameterSets",
  "profiles",
  "certifications",
  "chatMessages",
] as const;
export type ConsoleKind = (typeof CONSOLE_KINDS)[number];
const CONSOLE_DIR = "console";

export const LIST_KINDS = [
  "menus",
  "articles",
  "videos",
  "dictionary",
  "links",
  "users",
  "media",
  ...CONSOLE_KINDS,
] as const;
/** A kind of record kept as a list (everything but the single company record). */
export type ListKind = (typeof LIST_KINDS)[number];
/** Kinds stored together in one JSON file. */
export type JsonListKind = Exclude<ListKind, "articles">;

export interface RecordByKind {
  menus: MenuItem;
  articles: Article;
  videos: Video;
  dictionary: DictionaryEntry;
  links: Link;
  users: AdminUser;
  media: MediaRecord;
  policies: Policy;
  messages: ConsoleMessage;
  cards: ConsoleCard;
  channelForms: ChannelFormRecord;
  parameterSets: ParameterSet;
  profiles: ConsoleProfile;
  certifications: CertificationRecord;
  chatMessages: ChatMessage;
}

/** What a caller may pass for each kind (defaults not yet applied). */
export interface InputByKind {
  menus: z.input<typeof MenuItemSchema>;
  articles: z.input<typeof ArticleSchema>;
  videos: z.input<typeof VideoSchema>;
  dictionary: z.input<typeof DictionaryEntrySchema>;
  links: z.input<typeof LinkSchema>;
  users: z.input<typeof AdminUserSchema>;
  media: z.input<typeof MediaSchema>;
  policies: z.input<typeof PolicySchema>;
  messages: z.input<typeof ConsoleMessageSchema>;
  cards: z.input<typeof ConsoleCardSchema>;
  channelForms: z.input<typeof ChannelFormRecordSchema>;
  parameterSets: z.input<typeof ParameterSetSchema>;
  profiles: z.input<typeof ConsoleProfileSchema>;
  certifications: z.input<typeof CertificationRecordSchema>;
  chatMessages: z.input<typeof ChatMessageSchema>;
}

export const SCHEMAS: { readonly [K in ListKind]: z.ZodType<RecordByKind[K]> } = {
  menus: MenuItemSchema,
  articles: ArticleSchema,
  videos: VideoSchema,
  dictionary: DictionaryEntrySchema,
  links: LinkSchema,
  users: AdminUserSchema,
  media: MediaSchema,
  policies: PolicySchema,
  messages: ConsoleMessageSchema,
  cards: ConsoleCardSchema,
  channelForms: ChannelFormRecordSchema,
  parameterSets: ParameterSetSchema,
  profiles: ConsoleProfileSchema,
  certifications: CertificationRecordSchema,
  chatMessages: ChatMessageSchema,
};

export const COMPANY_FILE = "company.json";
const ARTICLES_DIR = "articles";
/**
 * Files that may be absent: no users yet is a normal state for a fresh site, and so is no console demo data or
 * no media record yet (files found in uploads/ get theirs when the library first lists them).
 */
const OPTIONAL_FILES: ReadonlySet<string> = new Set([
  "users.json",
  "media.json",
  ...CONSOLE_KINDS.map((kind) => `${CONSOLE_DIR}/${kind}.json`),
]);

function isConsoleKind(kind: string): kind is ConsoleKind {
  return (CONSOLE_KINDS as readonly string[]).includes(kind);
}

/** Path of a kind's JSON file, relative to the content folder (console kinds live in console/). */
export function jsonFileOf(kind: JsonListKind): string {
  return isConsoleKind(kind) ? `${CONSOLE_DIR}/${kind}.json` : `${kind}.json`;
}

/** Path of an article's markdown file, relative to the content folder ("articles/0007.md"). */
export function articleFileOf(id: number): string {
  return `${ARTICLES_DIR}/${String(id).padStart(4, "0")}.md`;
}

/**
 * A content file through lowdb's text-file adapter (read: the text, or null when the file does not exist;
 * write: replace it), made durable: lowdb writes through steno (temp file + rename), which does not fsync, so
 * a power cut could leave an empty file. This is the one place that differs: writes go through our atomic
 * writer (temp file + fsync + rename + directory fsync); reads are lowdb's own. The callers own the format
 * (JSON or front matter).
 */
export class DurableTextFile extends TextFile {
  constructor(
    private readonly file: string,
    private readonly writer: FileWriter = atomicFileWriter,
  ) {
    super(file);
  }

  override write(text: string): Promise<void> {
    return this.writer.write(this.file, text);
  }
}

/** A pending change to one file, decided before anything is written. */
export type FileOperation = { file: string; text: string } | { file: string; remove: true };

/**
 * The one file a change rewrites: the article's own .md (deleted when `record` is absent), or the kind's
 * whole JSON file with `rows`.
 */
export function fileOperation(
  kind: ListKind,
  rows: readonly object[],
  change: { id: number; record?: DeepReadonly<Article> | object },
): FileOperation {
  if (kind !== "articles") return { file: jsonFileOf(kind), text: stringifyJson({ [kind]: rows }) };
  const file = articleFileOf(change.id);
  if (!change.record) return { file, remove: true };
  return { file, text: stringifyArticle(change.record as DeepReadonly<Article>) };
}

/** Serializes a JSON content file the way people edit it: two-space indent, final newline. */
export function stringifyJson(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

// gray-matter would otherwise eval `---js` front matter; content is data, never code.
const FRONT_MATTER_OPTIONS = {
  engines: {
    javascript: (): never => {
      throw new Error("JavaScript front matter is not allowed");
    },
  },
};

/** Splits an article file into its fields; the body becomes `info`, byte for byte. */
export function parseArticleText(text: string): Record<string, unknown> {
  if (!matter.test(text)) throw new Error("the file must start with a --- front matter block");
  // Passing options also bypasses gray-matter's unbounded parse cache.
  const parsed = matter(text, FRONT_MATTER_OPTIONS);
  const data: unknown = parsed.data;
  if (!isPlainObject(data)) throw new Error("the front matter must be a mapping of field: value");
  return { ...data, info: parsed.content };
}

/** Writes an article as front matter (every field but `info`) followed by `info` as the body. */
export function stringifyArticle(article: DeepReadonly<Article>): string {
  const { info, ...fields } = article;
  // A JSON round trip drops undefined values, which the YAML dumper refuses.
  const plain: unknown = JSON.parse(JSON.stringify(fields));
  const block = matter.stringify("", isPlainObject(plain) ? plain : {});
  // stringify ends with "---\n\n"; the parser drops exactly one newline after "---", so keep one.
  return block.slice(0, -1) + info;
}

export interface LoadedContent {
  lists: { [K in ListKind]: RecordByKind[K][] };
  company: CompanyInfo;
}

/** Reads and validates the whole content folder; throws ContentLoadError naming the bad spot. */
export async function loadContent(dir: string): Promise<LoadedContent> {
  await requireDirectory(dir);
  await removeStrayTempFiles(dir);
  await removeStrayTempFiles(path.join(dir, ARTICLES_DIR));
  await removeStrayTempFiles(path.join(dir, CONSOLE_DIR));
  const [menus, videos, dictionary, links, users, media, articles, company, consoleLists] = await Promise.all([
    loadJsonList(dir, "menus"),
    loadJsonList(dir, "videos"),
    loadJsonList(dir, "dictionary"),
    loadJsonList(dir, "links"),
    loadJsonList(dir, "users"),
    loadJsonList(dir, "media"),
    loadArticles(dir),
    loadCompany(dir),
    loadConsoleLists(dir),
  ]);
  return { lists: { menus, articles, videos, dictionary, links, users, media, ...consoleLists }, company };
}

async function loadConsoleLists(dir: string): Promise<{ [K in ConsoleKind]: RecordByKind[K][] }> {
  const [policies, messages, cards, channelForms, parameterSets, profiles, certifications, chatMessages] =
    await Promise.all([
    loadJsonList(dir, "policies"),
    loadJsonList(dir, "messages"),
    loadJsonList(dir, "cards"),
    loadJsonList(dir, "channelForms"),
    loadJsonList(dir, "parameterSets"),
    loadJsonList(dir, "profiles"),
    loadJsonList(dir, "certifications"),
    loadJsonList(dir, "chatMessages"),
  ]);
  return { policies, messages, cards, channelForms, parameterSets, profiles, certifications, chatMessages };
}

async function requireDirectory(dir: string): Promise<void> {
  try {
    await readdir(dir);
  } catch (error) {
    throw new ContentLoadError({ file: ".", detail: `content folder ${dir} cannot be read (${message(error)})` });
  }
}

async function loadJsonList<K extends JsonListKind>(dir: string, kind: K): Promise<RecordByKind[K][]> {
  const file = jsonFileOf(kind);
  const document = await readJson(dir, file);
  if (document === null) return [];
  const rows = property(document, kind);
  if (!Array.isArray(rows)) {
    throw new ContentLoadError({ file, detail: `expected an object with a "${kind}" list` });
  }
  return validateList(SCHEMAS[kind], rows, file);
}

async function loadCompany(dir: string): Promise<CompanyInfo> {
  const document = await readJson(dir, COMPANY_FILE);
  const record = document === null ? undefined : property(document, "company");
  if (!isPlainObject(record)) {
    throw new ContentLoadError({ file: COMPANY_FILE, detail: 'expected an object with a "company" object' });
  }
  return validateRecord(CompanyInfoSchema, record, COMPANY_FILE);
}

/** Parsed JSON of a content file, or null for an optional file that is absent. */
async function readJson(dir: string, file: string): Promise<unknown> {
  const text = await readText(dir, file);
  if (text === null) {
    if (OPTIONAL_FILES.has(file)) return null;
    throw new ContentLoadError({ file, detail: "the file is missing" });
  }
  try {
    const document: unknown = JSON.parse(text);
    return document;
  } catch (error) {
    throw new ContentLoadError({ file, detail: `invalid JSON: ${message(error)}` }, { cause: error });
  }
}

async function readText(dir: string, file: string): Promise<string | null> {
  try {
    return await new DurableTextFile(path.join(dir, file)).read();
  } catch (error) {
    throw new ContentLoadError({ file, detail: `cannot be read (${message(error)})` }, { cause: error });
  }
}

async function loadArticles(dir: string): Promise<Article[]> {
  const names = await listMarkdownFiles(path.join(dir, ARTICLES_DIR));
  const articles: Article[] = [];
  // One at a time: a site has hundreds of articles, not enough to need parallel reads and their fd limits.
  for (const name of names) articles.push(await loadArticle(dir, `${ARTICLES_DIR}/${name}`));
  return articles.sort((a, b) => a.id - b.id);
}

async function listMarkdownFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith(".md") && !name.startsWith(".")).sort();
  } catch (error) {
    // No articles folder yet simply means no articles; it is created by the first article write.
    if (errorCode(error) === "ENOENT") return [];
    throw new ContentLoadError({ file: ARTICLES_DIR, detail: `cannot be read (${message(error)})` });
  }
}

async function loadArticle(dir: string, file: string): Promise<Article> {
  const text = (await readText(dir, file)) ?? "";
  let raw: Record<string, unknown>;
  try {
    raw = parseArticleText(text);
  } catch (error) {
    throw new ContentLoadError({ file, detail: `invalid front matter: ${message(error)}` }, { cause: error });
  }
  const article = validateRecord(ArticleSchema, raw, file);
  // The file name is the id's home: a second file claiming the same id would shadow it after a save.
  if (articleFileOf(article.id) !== file) {
    throw new ContentLoadError({
      file,
      recordId: article.id,
      detail: `article ${article.id} must be stored as ${articleFileOf(article.id)}`,
    });
  }
  return article;
}

function validateList<T extends { id: number }>(schema: z.ZodType<T>, rows: unknown[], file: string): T[] {
  const seen = new Set<number>();
  return rows.map((raw, index) => {
    const record = validateRecord(schema, raw, file, index);
    if (seen.has(record.id)) {
      throw new ContentLoadError({ file, recordId: record.id, detail: "another record in this file has the same id" });
    }
    seen.add(record.id);
    return record;
  });
}

function validateRecord<T>(schema: z.ZodType<T>, raw: unknown, file: string, index?: number): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  throw new ContentLoadError({
    file,
    recordId: rawId(raw),
    recordIndex: index,
    field: first ? issuePath(first) || undefined : undefined,
    detail: `${first?.message ?? "invalid record"}${more}`,
  });
}

/** The id a raw record claims, if it is a usable one, to point at the record in messages. */
function rawId(raw: unknown): number | undefined {
  const id = property(raw, "id");
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}

function property(value: unknown, key: string): unknown {
  return isPlainObject(value) ? value[key] : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function errorCode(error: unknown): string | undefined {
  const code = property(error, "code");
  return typeof code === "string" ? code : undefined;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ── reloading one file while the site runs ───────────────────────────────────────────────────────

/** What one content file holds after a successful re-read. */
export type ReloadedFile =
  | { kind: JsonListKind; rows: RecordByKind[JsonListKind][] }
  | { kind: "company"; record: CompanyInfo }
  | { kind: "articles"; id: number; article: Article | null };

/** Maps a path relative to the content folder to the content it holds, or null for other files. */
export function contentFileKind(file: string): { kind: JsonListKind | "company" } | { kind: "articles"; id: number } | null {
  if (file === COMPANY_FILE) return { kind: "company" };
  const list = LIST_KINDS.find((kind) => kind !== "articles" && jsonFileOf(kind) === file);
  if (list && list !== "articles") return { kind: list };
  const article = /^articles\/(\d{4,})\.md$/.exec(file);
  return article ? { kind: "articles", id: Number(article[1]) } : null;
}

/**
 * Re-reads and validates one content file (an external edit, a restore from backup). Throws
 * ContentLoadError naming the file, record and field when it is not valid; a deleted article file
 * reads as `article: null`.
 */
export async function reloadContentFile(dir: string, file: string): Promise<ReloadedFile | null> {
  const target = contentFileKind(file);
  if (!target) return null;
  if (target.kind === "company") return { kind: "company", record: await loadCompany(dir) };
  if (target.kind === "articles") {
    const exists = (await readText(dir, file)) !== null;
    return { kind: "articles", id: target.id, article: exists ? await loadArticle(dir, file) : null };
  }
  if ((await readText(dir, file)) === null) {
    throw new ContentLoadError({ file, detail: "the file was removed" });
  }
  return { kind: target.kind, rows: await loadJsonList(dir, target.kind) };
}
