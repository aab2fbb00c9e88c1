/**
 * The store's in-memory tables and the rules every record change follows: tables are immutable (each change
 * returns a new one, readers holding the old one are unaffected), records are frozen, the store owns `id`,
 * `createtime` and `updatetime`, and a save from a stale copy is refused.
 */
import { ConflictError, NotFoundError, type ContentRecord, type DeepReadonly } from "./errors";

/** Rows in file order plus an index by id. */
export interface Table<T extends { readonly id: number }> {
  readonly rows: readonly T[];
  readonly byId: ReadonlyMap<number, T>;
}

/** Fields the store owns: callers never set them. */
export type ManagedField = "id" | "createtime" | "updatetime";

/**
 * Optimistic concurrency: the `updatetime` of the copy the user edited. A different stored value means
 * someone saved in between and the write is refused. `null` skips the check (scripts, and dictionary
 * entries, which the original data gives no updatetime).
 */
export interface WriteGuard {
  expectedUpdatetime: number | null;
}

export function tableOf<T extends { readonly id: number }>(rows: readonly T[]): Table<T> {
  return { rows: Object.freeze(rows), byId: new Map(rows.map((row) => [row.id, row])) };
}

/** The table with `row` replacing the row of the same id, or appended. */
export function withRow<T extends { readonly id: number }>(table: Table<T>, row: T): Table<T> {
  const rows = table.byId.has(row.id)
    ? table.rows.map((existing) => (existing.id === row.id ? row : existing))
    : [...table.rows, row];
  return tableOf(rows);
}

export function withoutRow<T extends { readonly id: number }>(table: Table<T>, id: number): Table<T> {
  return tableOf(table.rows.filter((row) => row.id !== id));
}

export function sortedById<T extends { readonly id: number }>(table: Table<T>): Table<T> {
  return tableOf([...table.rows].sort((a, b) => a.id - b.id));
}

/** max(id) + 1: ids are never reused while the highest record exists. */
export function nextId(table: Table<{ readonly id: number }>): number {
  let max = 0;
  for (const row of table.rows) max = Math.max(max, row.id);
  return max + 1;
}

export function requireRow<T extends { readonly id: number }>(kind: string, table: Table<T>, id: number): T {
  const row = table.byId.get(id);
  if (!row) throw new NotFoundError(kind, id);
  return row;
}

export function updatetimeOf(record: object): number | undefined {
  return "updatetime" in record && typeof record.updatetime === "number" ? record.updatetime : undefined;
}

/** Strictly increasing even within one second, so two saves never share an updatetime. */
export function nextUpdatetime(now: number, current: object): number {
  return Math.max(now, (updatetimeOf(current) ?? 0) + 1);
}

/** Throws ConflictError when the stored record is not the copy the writer edited. */
export function assertFresh(kind: string, current: DeepReadonly<ContentRecord>, guard: WriteGuard): void {
  const stored = updatetimeOf(current);
  if (guard.expectedUpdatetime === null || stored === undefined) return;
  if (stored !== guard.expectedUpdatetime) throw new ConflictError(kind, current, guard.expectedUpdatetime);
}

/** Drops the store-managed fields and undefined values, so a patch never resets or forges them. */
export function editableFields(input: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key !== "id" && key !== "createtime" && key !== "updatetime") fields[key] = value;
  }
  return fields;
}

/** Freezes a value and everything inside it, making the readonly types true at run time. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
