/** The message box's view of the stored messages: one list per tab, newest first, with unread counts. */
import { MESSAGE_TYPES, type ConsoleMessage, type MessageType } from "~/lib/content/console-schema";

export interface MessageTab<T> {
  type: MessageType;
  items: T[];
  unread: number;
}

export interface MessageBox<T> {
  tabs: MessageTab<T>[];
  /** Unread across all tabs (the bell's badge). */
  unread: number;
}

/** Groups messages into the Message / Notice / Todo tabs; `limit` caps each tab's list (the popover shows a few). */
export function groupMessages<T extends Pick<ConsoleMessage, "type" | "status" | "time" | "id">>(
  rows: readonly T[],
  limit = Infinity,
): MessageBox<T> {
  const tabs = MESSAGE_TYPES.map((type) => {
    const all = rows.filter((row) => row.type === type).sort((a, b) => b.time - a.time || b.id - a.id);
    return { type, items: all.slice(0, limit), unread: all.filter((row) => row.status === 0).length };
  });
  return { tabs, unread: tabs.reduce((sum, tab) => sum + tab.unread, 0) };
}

/** Ids of the unread messages among `ids` (others need no write). */
export function unreadAmong<T extends Pick<ConsoleMessage, "id" | "status">>(
  rows: readonly T[],
  ids: readonly number[],
): number[] {
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(row.id) && row.status === 0).map((row) => row.id);
}

/** Ids of the unread messages of one tab. */
export function unreadOfType<T extends Pick<ConsoleMessage, "id" | "status" | "type">>(
  rows: readonly T[],
  type: MessageType,
): number[] {
  return rows.filter((row) => row.type === type && row.status === 0).map((row) => row.id);
}

/** Ids of every message of one tab (what "Clear" removes). */
export function idsOfType<T extends Pick<ConsoleMessage, "id" | "type">>(
  rows: readonly T[],
  type: MessageType,
): number[] {
  return rows.filter((row) => row.type === type).map((row) => row.id);
}

/** Messages shown on each page of the full message list ("View More"). */
export const MESSAGE_PAGE_SIZE = 10;

export interface MessagePage<T> {
  type: MessageType;
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageSize: number;
  total: number;
  unread: number;
}

/** The tab named by a query value, or the first tab. */
export function parseMessageType(value: string | null | undefined): MessageType {
  return MESSAGE_TYPES.find((type) => type === value) ?? MESSAGE_TYPES[0];
}

/** One page of one tab, newest first (the "View More" list). A page past the end shows the last page. */
export function messagePage<T extends Pick<ConsoleMessage, "type" | "status" | "time" | "id">>(
  rows: readonly T[],
  type: MessageType,
  requestedPage: number,
  pageSize = MESSAGE_PAGE_SIZE,
): MessagePage<T> {
  const all = rows.filter((row) => row.type === type).sort((a, b) => b.time - a.time || b.id - a.id);
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Number.isInteger(requestedPage) && requestedPage > 0 ? Math.min(requestedPage, pages) : 1;
  return {
    type,
    items: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: all.length,
    unread: all.filter((row) => row.status === 0).length,
  };
}
