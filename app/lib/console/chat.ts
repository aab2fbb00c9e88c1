/**
 * The Real-time Monitor's live-room chat: which lines the chat window shows (a filter and a search, both in the
 * URL), the CSV its Download button gives (the lines shown), and the rule for a line the console sends.
 */
import { z } from "zod";
import type { ChatMessage } from "~/lib/content/console-schema";

export const CHAT_SHOW = ["all", "collected"] as const;
export type ChatShow = (typeof CHAT_SHOW)[number];

/** Longest chat line, in characters (the schema's limit). */
export const CHAT_MAX = 200;

/** The lines the chat window shows, newest last. */
export const CHAT_WINDOW = 50;

export interface ChatQuery {
  show: ChatShow;
  /** Text to look for in the user name or the line ("" for all). */
  q: string;
}

/** The chat window's filter from a URL's query (`show`, `q`); anything unknown means "all". */
export function parseChatQuery(params: URLSearchParams): ChatQuery {
  const show = CHAT_SHOW.find((value) => value === params.get("show")) ?? "all";
  return { show, q: (params.get("q") ?? "").trim().slice(0, 100) };
}

/** The query string of a chat filter ("" for the default), to keep it across links such as Download. */
export function chatQueryString(query: ChatQuery): string {
  const params = new URLSearchParams();
  if (query.show !== "all") params.set("show", query.show);
  if (query.q) params.set("q", query.q);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The lines a filter lets through, oldest first, at most the last `limit`. */
export function filterChat<T extends Pick<ChatMessage, "username" | "content" | "isCollect" | "time" | "id">>(
  rows: readonly T[],
  query: ChatQuery,
  limit = CHAT_WINDOW,
): T[] {
  const needle = query.q.toLocaleLowerCase();
  return rows
    .filter((row) => query.show === "all" || row.isCollect)
    .filter(
      (row) =>
        !needle ||
        row.content.toLocaleLowerCase().includes(needle) ||
        row.username.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => a.time - b.time || a.id - b.id)
    .slice(-limit);
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The chat lines as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheet programs read the Chinese
 * right. `time` formats a line's unix seconds.
 */
export function chatCsv(
  rows: readonly Pick<ChatMessage, "id" | "username" | "content" | "isCollect" | "time">[],
  headers: { id: string; time: string; user: string; content: string; collected: string },
  time: (unixSeconds: number) => string,
): string {
  const lines = [[headers.id, headers.time, headers.user, headers.content, headers.collected]];
  for (const row of rows)
    lines.push([String(row.id), time(row.time), row.username, row.content, row.isCollect ? "1" : "0"]);
  return `\uFEFF${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A line sent from the chat window: 1 to 200 characters after trimming. */
export const ChatPostSchema = z.object({
  content: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(CHAT_MAX, { error: "validation.max200" }),
});
