/**
 * The audit log: append-only JSON lines, one file per month (`content/.audit/YYYY-MM.jsonl`, UTC months), never
 * edited or deleted by the application (docs/decisions/017-revisions-and-audit.md). Each entry is appended with
 * one write(2) on a file opened with O_APPEND and fsynced before the caller goes on, so entries written by the two
 * workers at once never interleave and an acknowledged entry survives a crash.
 */
import { randomUUID } from "node:crypto";
import { open, readdir, readFile } from "node:fs/promises";
import { ensureDir } from "./ensure-dir.server";
import path from "node:path";
import { AUDIT_ACTIONS, type AuditAction } from "./change-context";
import type { AuditEntry } from "./types";

export type { AuditEntry, AuditTarget } from "./types";

export const AUDIT_DIR = ".audit";

/** What callers give; id and time are filled in. */
export type AuditInput = Omit<AuditEntry, "id" | "time" | "username"> & { time?: number; username?: string };

/** The month file an entry written at `unixSeconds` goes to (UTC). */
export function auditFileOf(contentDir: string, unixSeconds: number): string {
  const month = new Date(unixSeconds * 1000).toISOString().slice(0, 7);
  return path.join(contentDir, AUDIT_DIR, `${month}.jsonl`);
}

/** Appends one line durably with a single O_APPEND write; safe against other processes appending at once. */
async function appendLine(file: string, line: string): Promise<void> {
  await ensureDir(path.dirname(file));
  const handle = await open(file, "a", 0o640);
  try {
    await handle.write(line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes an audit entry in `contentDir`; resolves once it is on disk. Returns the entry written. */
export async function appendAudit(contentDir: string, input: AuditInput): Promise<AuditEntry> {
  const entry: AuditEntry = {
    ...input,
    id: randomUUID(),
    time: input.time ?? Math.floor(Date.now() / 1000),
    username: input.username ?? input.actor?.username ?? "",
  };
  await appendLine(auditFileOf(contentDir, entry.time), `${JSON.stringify(entry)}\n`);
  return entry;
}

/** Marks an entry as not having happened (its save failed after the entry was written); append-only too. */
export async function voidAudit(contentDir: string, entry: AuditEntry): Promise<void> {
  await appendLine(auditFileOf(contentDir, entry.time), `${JSON.stringify({ void: entry.id })}\n`);
}

// ── reading ─────────────────────────────────────────────────────────────────────────────────────

/** The audit screen's filters; empty strings mean "any". Dates are YYYY-MM-DD in the company's time zone. */
export interface AuditFilter {
  user?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// The company's time zone (Asia/Shanghai) has had no daylight saving time since 1991: a fixed offset is exact.
const COMPANY_OFFSET = "+08:00";

/** Unix seconds of the start of a company-time day, or null for a malformed date. */
export function dayStart(date: string): number | null {
  if (!DATE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00${COMPANY_OFFSET}`);
  return Number.isNaN(ms) ? null : ms / 1000;
}

/** Whether an entry passes the filter (user and target match case-insensitively as substrings). */
export function matchesAudit(entry: AuditEntry, filter: AuditFilter): boolean {
  const user = filter.user?.trim().toLowerCase();
  if (user && !entry.username.toLowerCase().includes(user)) return false;
  if (filter.action && entry.action !== filter.action) return false;
  const target = filter.target?.trim().toLowerCase();
  if (target) {
    if (!entry.target) return false;
    const { entity, id, title } = entry.target;
    const text = `${entity} ${entity}#${id} ${title}`.toLowerCase();
    if (!text.includes(target)) return false;
  }
  const from = filter.from ? dayStart(filter.from) : null;
  if (from !== null && entry.time < from) return false;
  const to = filter.to ? dayStart(filter.to) : null;
  if (to !== null && entry.time >= to + 86_400) return false;
  return true;
}

/** Parses one month file's text: entries in order, voided ones and unreadable lines left out. */
export function parseAuditLines(text: string): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const voided = new Set<string>();
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue; // A line torn by a crash of the disk itself: the others still count.
    }
    if (!parsed || typeof parsed !== "object") continue;
    const value = parsed as Partial<AuditEntry> & { void?: unknown };
    if (typeof value.void === "string") voided.add(value.void);
    else if (typeof value.id === "string" && typeof value.time === "number" && isAction(value.action))
      entries.push(value as AuditEntry);
  }
  return voided.size ? entries.filter((entry) => !voided.has(entry.id)) : entries;
}

function isAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The month files present, newest first. */
async function monthFiles(contentDir: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(contentDir, AUDIT_DIR));
    return names
      .filter((name) => /^\d{4}-\d{2}\.jsonl$/.test(name))
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Every entry matching the filter, newest first; only the month files the date range can touch are read. */
export async function readAudit(contentDir: string, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const from = filter.from ? dayStart(filter.from) : null;
  const to = filter.to ? dayStart(filter.to) : null;
  const firstMonth = from !== null ? new Date(from * 1000).toISOString().slice(0, 7) : null;
  const lastMonth = to !== null ? new Date((to + 86_400) * 1000).toISOString().slice(0, 7) : null;
  const result: AuditEntry[] = [];
  for (const name of await monthFiles(contentDir)) {
    const month = name.slice(0, 7);
    if ((firstMonth && month < firstMonth) || (lastMonth && month > lastMonth)) continue;
    const text = await readFile(path.join(contentDir, AUDIT_DIR, name), "utf8");
    const entries = parseAuditLines(text).filter((entry) => matchesAudit(entry, filter));
    // Two processes may append slightly out of order: sort by time, newest first, keeping file order on ties.
    entries.reverse().sort((a, b) => b.time - a.time);
    result.push(...entries);
  }
  return result;
}

/** One page of entries (1-based page), with the total. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

// ── CSV ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A CSV cell: quoted when needed, and a leading = + - @ (or tab/CR) prefixed with ' so a spreadsheet never runs
 * it as a formula (OWASP's advice for CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The entries as CSV (with a BOM so spreadsheet programs read the Chinese text as UTF-8). */
export function auditCsv(
  entries: readonly AuditEntry[],
  headings: Record<"time" | "action" | "user" | "client" | "target" | "summary", string>,
  cells: {
    time: (entry: AuditEntry) => string;
    action: (entry: AuditEntry) => string;
    target: (entry: AuditEntry) => string;
    summary: (entry: AuditEntry) => string;
  },
): string {
  const header = [headings.time, headings.action, headings.user, headings.client, headings.target, headings.summary];
  const rows = entries.map((entry) => [
    cells.time(entry),
    cells.action(entry),
    entry.username,
    entry.client ?? "",
    cells.target(entry),
    cells.summary(entry),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
