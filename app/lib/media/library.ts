/**
 * The media library's query, shared by the library screen and the picker: search by display name, filter by
 * kind, newest first, one page at a time (browser-safe: no file access).
 */
import { MEDIA_KINDS, type MediaKind } from "~/lib/content/schema";
import type { Message } from "~/lib/i18n/message";
import type { MediaUsage } from "./where-used";

export const LIBRARY_PAGE_SIZE = 24;
/** Longest search text accepted; longer input is cut, never an error. */
export const LIBRARY_QUERY_MAX = 100;

export interface LibraryQuery {
  q: string;
  kind: MediaKind | "";
  page: number;
}

/** Reads the query string (`q`, `kind`, `page`); anything unusable falls back to "everything, page 1". */
export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const q = (params.get("q") ?? "").trim().slice(0, LIBRARY_QUERY_MAX);
  const kindParam = params.get("kind") ?? "";
  const kind = (MEDIA_KINDS as readonly string[]).includes(kindParam) ? (kindParam as MediaKind) : "";
  const page = Number(params.get("page"));
  return { q, kind, page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1 };
}

/** The page of `records` matching the query (case-insensitive substring of the name), newest first. */
export function queryLibrary<T extends { id: number; name: string; kind: string; createtime: number }>(
  records: readonly T[],
  query: LibraryQuery,
  pageSize = LIBRARY_PAGE_SIZE,
): { items: T[]; total: number; page: number; pages: number } {
  const needle = query.q.toLocaleLowerCase();
  const matches = records
    .filter((r) => (!query.kind || r.kind === query.kind) && (!needle || r.name.toLocaleLowerCase().includes(needle)))
    .sort((a, b) => b.createtime - a.createtime || b.id - a.id);
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const page = Math.min(query.page, pages);
  return { items: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pages };
}

/** Human file size (B, KB, MB) for the library's cards. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A library item as the screen and the picker show it. */
export interface MediaItem {
  id: number;
  url: string;
  name: string;
  kind: "image" | "document" | "video";
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  createtime: number;
  updatetime: number;
  uploadedBy: string;
  usedBy: readonly (MediaUsage & { href: string | null })[];
}

/** What became of one posted file: stored (with its record) or refused, with the reason. */
export type FileOutcome =
  { name: string; ok: true; id: number; url: string } | { name: string; ok: false; problem: Message };
