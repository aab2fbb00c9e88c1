/**
 * The content store: the only code that touches the content folder.
 *
 * Everything is loaded and validated once; reads are served from frozen in-memory copies and never
 * touch the disk. Writes go through one queue for the whole store, are validated by the same zod
 * schemas, are written atomically to just the file that changed, and only then become visible in
 * memory, so a failed write leaves memory and disk as they were.
 */
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { atomicFileWriter, removeFileDurably, type FileWriter } from "./atomic-write.server";
import { soloCoordinator, type ContentCoordinator } from "./coordination.server";
import { channelCoordinator, primaryChannel } from "~/lib/cluster/worker-channel.server";
import {
  COMPANY_FILE,
  DurableTextFile,
  SCHEMAS,
  contentFileKind,
  fileOperation,
  loadContent,
  reloadContentFile,
  stringifyArticle,
  stringifyJson,
  type FileOperation,
  type InputByKind,
  type ListKind,
  type RecordByKind,
} from "./content-files.server";
import { ContentProblems, watchContentFolder, type ContentProblem } from "./content-watch.server";
import { ContentValidationError, ContentWriteError, type DeepReadonly } from "./errors";
import { CompanyInfoSchema, type CompanyInfo } from "./schema";
import {
  assertFresh,
  deepFreeze,
  editableFields,
  nextId,
  nextUpdatetime,
  requireRow,
  sortedById,
  tableOf,
  withRow,
  withoutRow,
  type ManagedField,
  type Table,
  type WriteGuard,
} from "./tables";
import { WriteQueue } from "./write-queue.server";
import { isRevisionedKind, type ChangeContext } from "~/lib/records/change-context";
import { appendAudit, voidAudit, type AuditEntry } from "~/lib/records/audit.server";
import {
  changedFields,
  isPublishingRevision,
  revisionDirOf,
  revisionFileName,
  writeRevision,
  type RevisionAction,
} from "~/lib/records/revisions.server";

export { LIST_KINDS, type ListKind, type RecordByKind, type InputByKind } from "./content-files.server";
export type { FileWriter } from "./atomic-write.server";
export * from "./errors";
export type { ContentProblem } from "./content-watch.server";
export type { WriteGuard } from "./tables";
export type { ChangeContext } from "~/lib/records/change-context";

/** A stored record as readers get it: frozen, so the types say readonly all the way down. */
export type ReadonlyRecordByKind = { [K in ListKind]: DeepReadonly<RecordByKind[K]> };
export type ReadonlyRecord<K extends ListKind> = ReadonlyRecordByKind[K];

/** What `create` takes for a kind: the record without its managed fields, defaults still optional. */
export type CreateInput<K extends ListKind> = Omit<InputByKind[K], ManagedField>;
/** What `update` takes: any subset of the editable fields; undefined values mean "leave as is". */
export type Patch<K extends ListKind> = Partial<CreateInput<K>>;
export type CompanyPatch = Partial<Omit<z.input<typeof CompanyInfoSchema>, ManagedField>>;

/** Told after every successful write. */
export interface ContentChange {
  kind: ListKind | "company";
  id: number;
  action: "create" | "update" | "remove" | "reload";
  version: number;
}

export type ChangeListener = (change: ContentChange) => void;
/** Work that must be done before a write is answered (e.g. emptying a cache in front of the site). */
export type AfterWriteHook = () => Promise<void>;
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

type Tables = { [K in ListKind]: Table<ReadonlyRecord<K>> };

/** In-memory content with serialized, validated, atomic writes. Create it with `openContentStore`. */
export class ContentStore {
  readonly contentDir: string;
  #tables: Tables;
  #company: DeepReadonly<CompanyInfo>;
  #version = 0;
  // Distinguishes this run's versions from a previous run's, so ETags never repeat after a restart. The
  // workers of a cluster share one (and one version sequence), so an ETag means the same in each of them.
  readonly #startToken: string;
  readonly #queue: WriteQueue;
  readonly #listeners = new Set<ChangeListener>();
  readonly #afterWriteHooks = new Set<AfterWriteHook>();
  readonly #problems = new ContentProblems();
  readonly #writer: FileWriter;
  readonly #now: () => number;
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
    const coordinator = options.coordinator ?? soloCoordinator;
    this.#startToken = options.versionToken ?? `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
    coordinator.onPeerChange((files, peerVersion) => this.#takeInPeerChange(files, peerVersion));
    this.#queue = new WriteQueue(coordinator, {
      begin: (shared) => {
        // Every process holds the same version here; this write makes the next one.
        if (shared >= 0) this.#version = shared;
        this.#changed = [];
      },
      changedFiles: () => this.#changed,
      end: async (version) => {
        if (version !== null) this.#version = version;
        // Answered only once the hooks' work (e.g. emptying a cache in front of the site) is done.
        if (this.#changed.length > 0) await this.#runAfterWriteHooks();
      },
    });
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
      media: tableOf(deepFreeze(lists.media)),
      policies: tableOf(deepFreeze(lists.policies)),
      messages: tableOf(deepFreeze(lists.messages)),
      cards: tableOf(deepFreeze(lists.cards)),
      channelForms: tableOf(deepFreeze(lists.channelForms)),
      parameterSets: tableOf(deepFreeze(lists.parameterSets)),
      profiles: tableOf(deepFreeze(lists.profiles)),
      certifications: tableOf(deepFreeze(lists.certifications)),
      chatMessages: tableOf(deepFreeze(lists.chatMessages)),
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

  /**
   * Awaits `hook` after every write or reload that changed files, before it resolves (in a cluster: after every
   * worker has taken the change in), so whoever answers the save knows the hook's work is done. A failing hook
   * is logged; the write itself stands. Returns the function that removes the hook.
   */
  afterWrite(hook: AfterWriteHook): () => void {
    this.#afterWriteHooks.add(hook);
    return () => this.#afterWriteHooks.delete(hook);
  }

  /** Resolves once every write queued so far has finished (successfully or not). */
  idle(): Promise<void> {
    return this.#queue.idle();
  }

  // ── writes: one queue, validate, write the file, then swap memory ─────────────────────────────

  /** Adds a record with id = max + 1 and createtime = updatetime = now. */
  create<K extends ListKind>(kind: K, input: CreateInput<K>, change?: ChangeContext): Promise<ReadonlyRecord<K>> {
    return this.#enqueue(() => this.#add(kind, input, change));
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

  /**
   * Adds several records of one kind in one write (ids max + 1 onwards): one file rewrite instead of one per
   * record, e.g. the media records of files found in the uploads folder. All or none are added. Given a function,
   * it is called inside the write queue with the current rows, so "add what is missing" never adds twice.
   */
  createMany<K extends ListKind>(
    kind: K,
    inputs: readonly CreateInput<K>[] | ((rows: readonly ReadonlyRecord<K>[]) => readonly CreateInput<K>[]),
  ): Promise<ReadonlyRecord<K>[]> {
    return this.#enqueue(async () => {
      if (typeof inputs === "function") inputs = inputs(this.#tables[kind].rows);
      if (inputs.length === 0) return [];
      if (kind === "articles") throw new Error("createMany writes one JSON file; add articles one by one");
      let table: Table<ReadonlyRecord<K>> = this.#tables[kind];
      const now = this.#now();
      const records: ReadonlyRecord<K>[] = [];
      for (const input of inputs) {
        const record = this.#validate(kind, { ...editableFields(input), id: nextId(table), createtime: now, updatetime: now });
        table = withRow(table, record);
        records.push(record);
      }
      await this.#commit(kind, table, fileOperation(kind, table.rows, { id: records[0]!.id }));
      for (const record of records) this.#emit({ kind, id: record.id, action: "create" });
      return records;
    });
  }

  /** Applies `patch` to a record, refusing it if the record changed since `expectedUpdatetime`. */
  update<K extends ListKind>(
    kind: K,
    id: number,
    patch: Patch<K>,
    guard: WriteGuard,
    change?: ChangeContext,
  ): Promise<ReadonlyRecord<K>> {
    return this.#enqueue(async () => {
      const table = this.#tables[kind];
      const current = requireRow(kind, table, id);
      assertFresh(kind, current, guard);
      const draft = { ...current, ...editableFields(patch), updatetime: nextUpdatetime(this.#now(), current) };
      const record = this.#validate(kind, draft);
      const next = withRow(table, record);
      const operation = fileOperation(kind, next.rows, { id, record });
      await this.#recorded(kind, id, current, record, change?.action ?? "update", change, operation.file, () =>
        this.#commit(kind, next, operation),
      );
      this.#emit({ kind, id, action: "update" });
      return record;
    });
  }

  /** Deletes a record, refusing it if the record changed since `expectedUpdatetime`. */
  remove<K extends ListKind>(kind: K, id: number, guard: WriteGuard, change?: ChangeContext): Promise<void> {
    return this.#enqueue(async () => {
      const table = this.#tables[kind];
      const current = requireRow(kind, table, id);
      assertFresh(kind, current, guard);
      const next = withoutRow(table, id);
      const operation = fileOperation(kind, next.rows, { id });
      await this.#recorded(kind, id, current, null, "delete", change, operation.file, () =>
        this.#commit(kind, next, operation),
      );
      this.#emit({ kind, id, action: "remove" });
    });
  }

  /** Applies `patch` to the company record, refusing it if it changed since `expectedUpdatetime`. */
  updateCompany(patch: CompanyPatch, guard: WriteGuard, change?: ChangeContext): Promise<DeepReadonly<CompanyInfo>> {
    return this.#enqueue(async () => {
      const current = this.#company;
      assertFresh("company", current, guard);
      const draft = { ...current, ...editableFields(patch), updatetime: nextUpdatetime(this.#now(), current) };
      const result = CompanyInfoSchema.safeParse(draft);
      if (!result.success) throw new ContentValidationError(result.error.issues);
      const record = deepFreeze(result.data);
      await this.#recorded("company", record.id, current, record, change?.action ?? "update", change, COMPANY_FILE, () =>
        this.#write({ file: COMPANY_FILE, text: stringifyJson({ company: record }) }),
      );
      this.#company = record;
      this.#version += 1;
      this.#emit({ kind: "company", id: record.id, action: "update" });
      return record;
    });
  }

  // ── external changes: re-read a file, keep the last good content when it is broken ────────────

  /** Files changed on disk that were refused (invalid); empty when all is well. */
  problems(): ContentProblem[] {
    return this.#problems.list();
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
      if (this.#problems.record(file, error, this.#now())) {
        console.error(`content reload refused: ${error instanceof Error ? error.message : String(error)}`);
      }
      return "refused";
    }
    if (!loaded) return "ignored";
    this.#problems.clear(file);
    return this.#takeIn(loaded) ? "reloaded" : "unchanged";
  }

  /**
   * Watches the content folder and takes in files edited outside the app (our own atomic writes show
   * up too and are recognised as unchanged). Returns a function that stops watching.
   */
  watch(): () => void {
    return watchContentFolder(
      this.contentDir,
      (file) => contentFileKind(file) !== null,
      (file) => void this.reloadFile(file).catch(noop),
    );
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

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue.run(task);
  }

  async #runAfterWriteHooks(): Promise<void> {
    await Promise.all(
      [...this.#afterWriteHooks].map((hook) =>
        Promise.resolve()
          .then(hook)
          .catch((error: unknown) => console.error("content store after-write hook failed", error)),
      ),
    );
  }

  #validate<K extends ListKind>(kind: K, draft: unknown): ReadonlyRecord<K> {
    const result = SCHEMAS[kind].safeParse(draft);
    if (!result.success) throw new ContentValidationError(result.error.issues);
    const record: RecordByKind[K] = deepFreeze(result.data);
    return record;
  }

  /** The body of create(): runs inside the write queue. */
  async #add<K extends ListKind>(kind: K, input: CreateInput<K>, change?: ChangeContext): Promise<ReadonlyRecord<K>> {
    const table = this.#tables[kind];
    const now = this.#now();
    const draft = { ...editableFields(input), id: nextId(table), createtime: now, updatetime: now };
    const record = this.#validate(kind, draft);
    const next = withRow(table, record);
    const operation = fileOperation(kind, next.rows, { id: record.id, record });
    await this.#recorded(kind, record.id, null, record, "create", change, operation.file, () =>
      this.#commit(kind, next, operation),
    );
    this.#emit({ kind, id: record.id, action: "create" });
    return record;
  }

  /**
   * Runs a change's write after its records: the revision (for the kinds that keep them, always) and the audit
   * entry (for those kinds always, for others only when a change context says who). Both are on disk before
   * the content file, inside the same queued step, so an acknowledged save always has its records; a write
   * that then fails voids its audit entry and deletes its revision, so no record claims a change that never was.
   */
  async #recorded(
    kind: ListKind | "company",
    id: number,
    before: object | null,
    after: object | null,
    action: RevisionAction,
    change: ChangeContext | undefined,
    file: string,
    write: () => Promise<void>,
  ): Promise<void> {
    const revisioned = isRevisionedKind(kind);
    if (!revisioned && !change) return write();
    const now = this.#now();
    const fields = changedFields(before, after);
    const actor = change?.actor ?? null;
    const client = change?.client ?? null;
    let rev: number | undefined;
    let entry: AuditEntry;
    try {
      if (revisioned) {
        const snapshot = (after ?? before) as Record<string, unknown>;
        rev = await writeRevision(
          this.contentDir,
          {
            kind,
            id,
            time: now,
            actor,
            client,
            action,
            changed: fields,
            record: { ...snapshot },
            ...(change?.restoredFrom ? { restoredFrom: change.restoredFrom } : {}),
          },
        );
      }
      entry = await appendAudit(this.contentDir, {
        time: now,
        action,
        actor,
        client,
        target: { entity: kind, id, title: titleOf((after ?? before) as Record<string, unknown>) },
        fields,
        ...(rev !== undefined ? { revision: rev } : {}),
        ...(change?.restoredFrom ? { note: `r${change.restoredFrom}` } : change?.note ? { note: change.note } : {}),
      });
    } catch (error) {
      // The records share the content folder's disk: a full or read-only disk refuses the save (named by its
      // content file, which the user knows) before anything changed.
      throw new ContentWriteError(file, error);
    }
    try {
      await write();
    } catch (error) {
      await voidAudit(this.contentDir, entry).catch(noop);
      if (rev !== undefined && isRevisionedKind(kind)) {
        await removeFileDurably(
          path.join(revisionDirOf(this.contentDir, kind, id), revisionFileName(rev, isPublishingRevision(action))),
        ).catch(noop);
      }
      throw error;
    }
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
        await new DurableTextFile(absolute, this.#writer).write(operation.text);
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

/** A copy of `tables` with one kind's table swapped; readers holding the old object are unaffected. */
function replaceTable<K extends ListKind>(tables: Tables, kind: K, next: Table<ReadonlyRecord<K>>): Tables {
  return { ...tables, [kind]: next };
}


function noop(): void {}

/** The name a record goes by in the audit log. */
function titleOf(record: Record<string, unknown>): string {
  for (const key of ["title", "menu_name", "video_name", "company_name", "name", "username"]) {
    const value = record[key];
    if (typeof value === "string" && value) return value;
  }
  return "";
}
