/**
 * The content store: the only code that touches the content folder.
 *
 * Everything is loaded and validated once; reads are served from frozen in-memory copies and never
 * touch the disk. Writes go through one queue for the whole store, are validated by the same zod
 * schemas, are written atomically to just the file that changed, and only then become visible in
 * memory, so a failed write leaves memory and disk as they were.
 */
import { randomBytes } from "node:crypto";
import { watch, type FSWatcher } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { atomicFileWriter, type FileWriter } from "./atomic-write.server";
import { soloCoordinator, type ContentCoordinator } from "./coordination.server";
import { channelCoordinator, primaryChannel } from "~/lib/cluster/worker-channel.server";
import {
  lowdbFile,
  COMPANY_FILE,
  SCHEMAS,
  articleFileOf,
  contentFileKind,
  jsonFileOf,
  loadContent,
  reloadContentFile,
  stringifyArticle,
  stringifyJson,
  type InputByKind,
  type ListKind,
  type RecordByKind,
} from "./content-files.server";
import {
  ConflictError,
  ContentLoadError,
  ContentValidationError,
  ContentWriteError,
  NotFoundError,
  type DeepReadonly,
} from "./errors";
import { CompanyInfoSchema, type Article, type CompanyInfo } from "./schema";

export { LIST_KINDS, type ListKind, type RecordByKind, type InputByKind } from "./content-files.server";
export type { FileWriter } from "./atomic-write.server";
export * from "./errors";

/** A stored record as readers get it: frozen, so the types say readonly all the way down. */
export type ReadonlyRecordByKind = { [K in ListKind]: DeepReadonly<RecordByKind[K]> };
export type ReadonlyRecord<K extends ListKind> = ReadonlyRecordByKind[K];

/** Fields the store owns: callers never set them. */
type ManagedField = "id" | "createtime" | "updatetime";
/** What `create` takes for a kind: the record without its managed fields, defaults still optional. */
export type CreateInput<K extends ListKind> = Omit<InputByKind[K], ManagedField>;
/** What `update` takes: any subset of the editable fields; undefined values mean "leave as is". */
export type Patch<K extends ListKind> = Partial<CreateInput<K>>;
export type CompanyPatch = Partial<Omit<z.input<typeof CompanyInfoSchema>, ManagedField>>;

/**
 * Optimistic concurrency: the `updatetime` of the copy the user edited. A different stored value means
 * someone saved in between and the write is refused. `null` skips the check (scripts, and dictionary
 * entries, which the original data gives no updatetime).
 */
export interface WriteGuard {
  expectedUpdatetime: number | null;
}

/** Told after every successful write. */
export interface ContentChange {
  kind: ListKind | "company";
  id: number;
  action: "create" | "update" | "remove" | "reload";
  version: number;
}

/** A content file changed on disk that could not be taken in; the last good content keeps serving. */
export interface ContentProblem {
  /** Path relative to the content folder ("articles/0007.md"). */
  file: string;
  /** The whole English message (logs). */
  message: string;
  /** Unix seconds of the first refusal of this version of the problem. */
  since: number;
  /** The record and field at fault, when known (a JSON syntax error has neither). */
  recordId?: number;
  recordIndex?: number;
  field?: string;
  /** What is wrong, without the location. */
  detail: string;
}
export type ChangeListener = (change: ContentChange) => void;
export type ReloadOutcome = "unchanged" | "reloaded" | "refused" | "ignored";

export interface ContentStoreOptions {
  /** Replaces the atomic file writer (tests simulate full disks and crashes with it). */
  writer?: FileWriter;
  /** Shares the folder with other processes (the workers of a clustered server); alone by default. */
  coordinator?: ContentCoordinator;
  /** The run's token in version tags; each store makes its own unless the cluster hands one out. */
  versionToken?: string;
  /** Current unix time in seconds (tests pin it). */
  now?: () => number;
}

interface Table<T extends { readonly id: number }> {
  readonly rows: readonly T[];
  readonly byId: ReadonlyMap<number, T>;
}
type Tables = { [K in ListKind]: Table<ReadonlyRecord<K>> };

/** A pending change to one file, decided before anything is written. */
type FileOperation = { file: string; text: string } | { file: string; remove: true };

/** In-memory content with serialized, validated, atomic writes. Create it with `openContentStore`. */
export class ContentStore {
  readonly contentDir: string;
  #tables: Tables;
  #company: DeepReadonly<CompanyInfo>;
  #version = 0;
  // Distinguishes this run's versions from a previous run's, so ETags never repeat after a restart. The
  // workers of a cluster share one (and one version sequence), so an ETag means the same in each of them.
  readonly #startToken: string;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<ChangeListener>();
  readonly #problems = new Map<string, ContentProblem>();
  readonly #writer: FileWriter;
  readonly #now: () => number;
  readonly #coordinator: ContentCoordinator;
  /** Files the running write or reload changed, for the other processes to take in. */
  #changed: string[] = [];

  private constructor(
    contentDir: string,
    tables: Tables,
    company: DeepReadonly<CompanyInfo>,
    version: number,
    options: ContentStoreOptions,
  ) {
    this.contentDir = contentDir;
    this.#tables = tables;
    this.#company = company;
    this.#version = version;
    this.#writer = options.writer ?? atomicFileWriter;
    this.#now = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.#coordinator = options.coordinator ?? soloCoordinator;
    this.#startToken = options.versionToken ?? `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
    this.#coordinator.onPeerChange((files, peerVersion) => this.#takeInPeerChange(files, peerVersion));
  }

  /** Loads and validates the content folder; throws ContentLoadError naming the file, record and field. */
  static async open(dir: string, options: ContentStoreOptions = {}): Promise<ContentStore> {
    const contentDir = path.resolve(dir);
    // Loaded while no other process writes, and listening for their changes before the lock is released, so
    // the files, the shared version and every later change belong together.
    const { value: store } = await (options.coordinator ?? soloCoordinator).exclusive(async (version) => ({
      value: ContentStore.#fromFiles(contentDir, await loadContent(contentDir), Math.max(version, 0), options),
      changed: [],
    }));
    return store;
  }

  static #fromFiles(
    contentDir: string,
    { lists, company }: Awaited<ReturnType<typeof loadContent>>,
    version: number,
    options: ContentStoreOptions,
  ): ContentStore {
    const tables: Tables = {
      menus: tableOf(deepFreeze(lists.menus)),
      articles: tableOf(deepFreeze(lists.articles)),
      videos: tableOf(deepFreeze(lists.videos)),
      dictionary: tableOf(deepFreeze(lists.dictionary)),
      links: tableOf(deepFreeze(lists.links)),
      users: tableOf(deepFreeze(lists.users)),
      policies: tableOf(deepFreeze(lists.policies)),
      messages: tableOf(deepFreeze(lists.messages)),
      cards: tableOf(deepFreeze(lists.cards)),
      channelForms: tableOf(deepFreeze(lists.channelForms)),
      parameterSets: tableOf(deepFreeze(lists.parameterSets)),
      profiles: tableOf(deepFreeze(lists.profiles)),
      certifications: tableOf(deepFreeze(lists.certifications)),
    };
    return new ContentStore(contentDir, tables, deepFreeze(company), version, options);
  }

  // ── reads: memory only ────────────────────────────────────────────────────────────────────────

  /** All records of a kind, in file order (articles by id). The array is never mutated later. */
  list<K extends ListKind>(kind: K): readonly ReadonlyRecord<K>[] {
    return this.#tables[kind].rows;
  }

  /** One record by id, or undefined. */
  get<K extends ListKind>(kind: K, id: number): ReadonlyRecord<K> | undefined {
    return this.#tables[kind].byId.get(id);
  }

  /** The single company record. */
  getCompany(): DeepReadonly<CompanyInfo> {
    return this.#company;
  }

  /** Counts successful writes since start-up. */
  get version(): number {
    return this.#version;
  }

  /** A tag unique to this process and version, for ETags and cache keys. */
  versionTag(): string {
    return `${this.#startToken}-${this.#version}`;
  }

  /** Calls `listener` after every successful write; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once every write queued so far has finished (successfully or not). */
  async idle(): Promise<void> {
    await this.#queue.then(noop, noop);
  }

  // ── writes: one queue, validate, write the file, then swap memory ─────────────────────────────

  /** Adds a record with id = max + 1 and createtime = updatetime = now. */
  create<K extends ListKind>(kind: K, input: CreateInput<K>): Promise<ReadonlyRecord<K>> {
    return this.#enqueue(() => this.#add(kind, input));
  }

  /**
   * Adds a record only when the kind has none yet (the first admin account): checked and written as one
   * step, so two processes starting together cannot both add one. Null when records exist.
   */
  createIfEmpty<K extends ListKind>(kind: K, input: CreateInput<K>): Promise<ReadonlyRecord<K> | null> {
    return this.#enqueue(async () => {
      if (this.#tables[kind].rows.length > 0) return null;
      return this.#add(kind, input);
    });
  }

  /** Applies `patch` to a record, refusing it if the record changed since `expectedUpdatetime`. */
  update<K extends ListKind>(kind: K, id: number, patch: Patch<K>, guard: WriteGuard): Promise<ReadonlyRecord<K>> {
    return this.#enqueue(async () => {
      const table = this.#tables[kind];
      const current = requireRow(kind, table, id);
      assertFresh(kind, current, guard);
      const draft = { ...current, ...editableFields(patch), updatetime: this.#nextUpdatetime(current) };
      const record = this.#validate(kind, draft);
      const next = withRow(table, record);
      await this.#commit(kind, next, fileOperation(kind, next.rows, { id, record }));
      this.#emit({ kind, id, action: "update" });
      return record;
    });
  }

  /** Deletes a record, refusing it if the record changed since `expectedUpdatetime`. */
  remove<K extends ListKind>(kind: K, id: number, guard: WriteGuard): Promise<void> {
    return this.#enqueue(async () => {
      const table = this.#tables[kind];
      const current = requireRow(kind, table, id);
      assertFresh(kind, current, guard);
      const next = withoutRow(table, id);
      await this.#commit(kind, next, fileOperation(kind, next.rows, { id }));
      this.#emit({ kind, id, action: "remove" });
    });
  }

  /** Applies `patch` to the company record, refusing it if it changed since `expectedUpdatetime`. */
  updateCompany(patch: CompanyPatch, guard: WriteGuard): Promise<DeepReadonly<CompanyInfo>> {
    return this.#enqueue(async () => {
      const current = this.#company;
      assertFresh("company", current, guard);
      const draft = { ...current, ...editableFields(patch), updatetime: this.#nextUpdatetime(current) };
      const result = CompanyInfoSchema.safeParse(draft);
      if (!result.success) throw new ContentValidationError(result.error.issues);
      const record = deepFreeze(result.data);
      await this.#write({ file: COMPANY_FILE, text: stringifyJson({ company: record }) });
      this.#company = record;
      this.#version += 1;
      this.#emit({ kind: "company", id: record.id, action: "update" });
      return record;
    });
  }

  // ── external changes: re-read a file, keep the last good content when it is broken ────────────

  /** Files changed on disk that were refused (invalid); empty when all is well. */
  problems(): ContentProblem[] {
    return [...this.#problems.values()];
  }

  /**
   * Takes in an externally changed file (path relative to the content folder). A valid file replaces
   * what is in memory; an invalid one is refused and listed in problems() while the last good content
   * keeps serving. Runs in the write queue, so it never interleaves with a save.
   */
  reloadFile(file: string): Promise<ReloadOutcome> {
    return this.#enqueue(async () => {
      const outcome = await this.#reload(file);
      if (outcome === "reloaded") this.#changed.push(file);
      return outcome;
    });
  }

  /** Takes in files another process wrote (it holds the write lock and waits for us meanwhile). */
  async #takeInPeerChange(files: string[], version: number): Promise<void> {
    for (const file of files) await this.#reload(file);
    this.#version = version;
  }

  async #reload(file: string): Promise<ReloadOutcome> {
    let loaded;
    try {
      loaded = await reloadContentFile(this.contentDir, file);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const previous = this.#problems.get(file);
      if (previous?.message === message) return "refused";
      console.error(`content reload refused: ${message}`);
      this.#problems.set(file, { file, message, since: this.#now(), ...problemLocation(error, message) });
      return "refused";
    }
    if (!loaded) return "ignored";
    this.#problems.delete(file);
    return this.#takeIn(loaded) ? "reloaded" : "unchanged";
  }

  /**
   * Watches the content folder and takes in files edited outside the app (our own atomic writes show
   * up too and are recognised as unchanged). Returns a function that stops watching.
   */
  watch(): () => void {
    const watchers: FSWatcher[] = [];
    const timers = new Map<string, NodeJS.Timeout>();
    const schedule = (file: string) => {
      if (!contentFileKind(file)) return;
      clearTimeout(timers.get(file));
      // Editors and renames fire several events per save; take the file in once it settles.
      timers.set(file, setTimeout(() => void this.reloadFile(file).catch(noop), 150));
    };
    for (const [dir, prefix] of [
      [this.contentDir, ""],
      [path.join(this.contentDir, "articles"), "articles/"],
      [path.join(this.contentDir, "console"), "console/"],
    ] as const) {
      try {
        const watcher = watch(dir, (_event, name) => name && schedule(prefix + name.toString()));
        watcher.on("error", noop);
        watchers.push(watcher);
      } catch {
        // A missing articles folder is fine: there is nothing to watch yet.
      }
    }
    return () => {
      for (const watcher of watchers) watcher.close();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }

  /** Swaps a re-read file into memory; false when it holds what memory already has. */
  #takeIn(loaded: NonNullable<Awaited<ReturnType<typeof reloadContentFile>>>): boolean {
    if (loaded.kind === "company") {
      if (stringifyJson(loaded.record) === stringifyJson(this.#company)) return false;
      this.#company = deepFreeze(loaded.record);
      this.#version += 1;
      this.#emit({ kind: "company", id: loaded.record.id, action: "reload" });
      return true;
    }
    if (loaded.kind === "articles") {
      const current = this.#tables.articles.byId.get(loaded.id);
      const next = loaded.article ? deepFreeze(loaded.article) : null;
      if (next && current && stringifyArticle(next) === stringifyArticle(current)) return false;
      if (!next && !current) return false;
      const table = next ? withRow(this.#tables.articles, next) : withoutRow(this.#tables.articles, loaded.id);
      this.#tables = replaceTable(this.#tables, "articles", sortedById(table));
      this.#version += 1;
      this.#emit({ kind: "articles", id: loaded.id, action: "reload" });
      return true;
    }
    const kind = loaded.kind;
    const rows = deepFreeze(loaded.rows) as readonly ReadonlyRecord<typeof kind>[];
    if (stringifyJson(rows) === stringifyJson(this.#tables[kind].rows)) return false;
    this.#tables = { ...this.#tables, [kind]: tableOf(rows) };
    this.#version += 1;
    this.#emit({ kind, id: 0, action: "reload" });
    return true;
  }

  // ── internals ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Runs writes one after another, so each sees the result of the previous one, and (in a cluster) while no
   * other process writes, answering only once the others have taken the change in.
   */
  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => this.#exclusive(task));
    this.#queue = run.then(noop, noop);
    return run;
  }

  async #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const { value, version } = await this.#coordinator.exclusive(async (shared) => {
      // Every process holds the same version here; this write makes the next one.
      if (shared >= 0) this.#version = shared;
      this.#changed = [];
      const result = await task();
      return { value: result, changed: this.#changed };
    });
    if (version !== null) this.#version = version;
    return value;
  }

  #validate<K extends ListKind>(kind: K, draft: unknown): ReadonlyRecord<K> {
    const result = SCHEMAS[kind].safeParse(draft);
    if (!result.success) throw new ContentValidationError(result.error.issues);
    const record: RecordByKind[K] = deepFreeze(result.data);
    return record;
  }

  /** The body of create(): runs inside the write queue. */
  async #add<K extends ListKind>(kind: K, input: CreateInput<K>): Promise<ReadonlyRecord<K>> {
    const table = this.#tables[kind];
    const now = this.#now();
    const draft = { ...editableFields(input), id: nextId(table), createtime: now, updatetime: now };
    const record = this.#validate(kind, draft);
    const next = withRow(table, record);
    await this.#commit(kind, next, fileOperation(kind, next.rows, { id: record.id, record }));
    this.#emit({ kind, id: record.id, action: "create" });
    return record;
  }

  /** Strictly increasing even within one second, so two saves never share an updatetime. */
  #nextUpdatetime(current: object): number {
    const previous = updatetimeOf(current) ?? 0;
    return Math.max(this.#now(), previous + 1);
  }

  /** Writes the file, then makes the new table visible: never the other way round. */
  async #commit<K extends ListKind>(kind: K, next: Table<ReadonlyRecord<K>>, operation: FileOperation): Promise<void> {
    await this.#write(operation);
    this.#tables = replaceTable(this.#tables, kind, next);
    this.#version += 1;
  }

  async #write(operation: FileOperation): Promise<void> {
    const absolute = path.join(this.contentDir, operation.file);
    this.#changed.push(operation.file);
    try {
      if ("remove" in operation) {
        await this.#writer.remove(absolute);
      } else {
        await mkdir(path.dirname(absolute), { recursive: true });
        await lowdbFile(absolute, this.#writer).write(operation.text);
      }
    } catch (error) {
      throw new ContentWriteError(operation.file, error);
    }
  }

  #emit(change: Omit<ContentChange, "version">): void {
    const event: ContentChange = { ...change, version: this.#version };
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (error) {
        // The write already happened; a broken listener must not turn it into a reported failure.
        console.error("content store change listener failed", error);
      }
    }
  }
}

/** Loads the content folder at `dir` into a new store. */
export function openContentStore(dir: string, options?: ContentStoreOptions): Promise<ContentStore> {
  return ContentStore.open(dir, options);
}

// Kept on globalThis so Vite's dev HMR, which re-evaluates this module, reuses the loaded store.
const STORE_KEY = Symbol.for("wenlv-portal.content-store");
type StoreHolder = { [STORE_KEY]?: Promise<ContentStore> };

/** The process-wide store for CONTENT_DIR (default ./content), opened once. */
export function getContentStore(): Promise<ContentStore> {
  const holder = globalThis as typeof globalThis & StoreHolder;
  const existing = holder[STORE_KEY];
  if (existing) return existing;
  const channel = primaryChannel();
  const options: ContentStoreOptions = channel
    ? { coordinator: channelCoordinator(channel), versionToken: process.env.WENLV_CLUSTER_TOKEN }
    : {};
  const opening = openContentStore(process.env.CONTENT_DIR ?? "./content", options).then((store) => {
    // Pick up files edited outside the app (a hand fix, a restore); unit tests drive reloadFile directly.
    if (process.env.NODE_ENV !== "test") store.watch();
    return store;
  });
  holder[STORE_KEY] = opening;
  // A failed open is not cached: fixing the file and retrying (e.g. on the next dev request) works.
  opening.catch(() => {
    if (holder[STORE_KEY] === opening) delete holder[STORE_KEY];
  });
  return opening;
}

/** Forgets the process-wide store so the next getContentStore() opens CONTENT_DIR afresh. */
export function resetContentStoreForTests(): void {
  const holder = globalThis as typeof globalThis & StoreHolder;
  delete holder[STORE_KEY];
}

// ── table helpers: every change returns a new table, old ones stay untouched ─────────────────────

function tableOf<T extends { readonly id: number }>(rows: readonly T[]): Table<T> {
  return { rows: Object.freeze(rows), byId: new Map(rows.map((row) => [row.id, row])) };
}

function withRow<T extends { readonly id: number }>(table: Table<T>, row: T): Table<T> {
  const rows = table.byId.has(row.id)
    ? table.rows.map((existing) => (existing.id === row.id ? row : existing))
    : [...table.rows, row];
  return tableOf(rows);
}

function withoutRow<T extends { readonly id: number }>(table: Table<T>, id: number): Table<T> {
  return tableOf(table.rows.filter((row) => row.id !== id));
}

function sortedById<T extends { readonly id: number }>(table: Table<T>): Table<T> {
  return tableOf([...table.rows].sort((a, b) => a.id - b.id));
}

function nextId(table: Table<{ readonly id: number }>): number {
  let max = 0;
  for (const row of table.rows) max = Math.max(max, row.id);
  return max + 1;
}

function requireRow<T extends { readonly id: number }>(kind: ListKind, table: Table<T>, id: number): T {
  const row = table.byId.get(id);
  if (!row) throw new NotFoundError(kind, id);
  return row;
}

/** A copy of `tables` with one kind's table swapped; readers holding the old object are unaffected. */
function replaceTable<K extends ListKind>(tables: Tables, kind: K, next: Table<ReadonlyRecord<K>>): Tables {
  return { ...tables, [kind]: next };
}

/**
 * The one file a change rewrites: the article's own .md (deleted when `record` is absent), or the
 * kind's whole JSON file.
 */
function fileOperation(kind: ListKind, rows: readonly object[], change: { id: number; record?: object }): FileOperation {
  if (kind !== "articles") return { file: jsonFileOf(kind), text: stringifyJson({ [kind]: rows }) };
  const file = articleFileOf(change.id);
  if (!change.record) return { file, remove: true };
  if (!isArticle(kind, change.record)) throw new Error("unreachable");
  return { file, text: stringifyArticle(change.record) };
}

/** Narrows a record by its kind: the store validated it with that kind's schema. */
function isArticle(kind: ListKind, _record: object): _record is DeepReadonly<Article> {
  return kind === "articles";
}

function assertFresh(kind: string, current: DeepReadonly<RecordByKind[ListKind] | CompanyInfo>, guard: WriteGuard): void {
  const stored = updatetimeOf(current);
  if (guard.expectedUpdatetime === null || stored === undefined) return;
  if (stored !== guard.expectedUpdatetime) throw new ConflictError(kind, current, guard.expectedUpdatetime);
}

function updatetimeOf(record: object): number | undefined {
  return "updatetime" in record && typeof record.updatetime === "number" ? record.updatetime : undefined;
}

/** Drops the store-managed fields and undefined values, so a patch never resets or forges them. */
function editableFields(input: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key !== "id" && key !== "createtime" && key !== "updatetime") fields[key] = value;
  }
  return fields;
}

/** Freezes a value and everything inside it, making the readonly types true at run time. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The record, field and detail of a reload refusal, for screens that word it in the reader's language. */
function problemLocation(error: unknown, message: string): Pick<ContentProblem, "recordId" | "recordIndex" | "field" | "detail"> {
  if (!(error instanceof ContentLoadError)) return { detail: message };
  return {
    ...(error.recordId !== undefined ? { recordId: error.recordId } : {}),
    ...(error.recordIndex !== undefined ? { recordIndex: error.recordIndex } : {}),
    ...(error.field !== undefined ? { field: error.field } : {}),
    detail: error.detail,
  };
}

function noop(): void {}
