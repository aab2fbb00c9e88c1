import { spawn } from "node:child_process";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  appendAudit,
  auditCsv,
  auditFileOf,
  csvCell,
  matchesAudit,
  pageOf,
  parseAuditLines,
  readAudit,
  voidAudit,
  type AuditEntry,
} from "~/lib/records/audit.server";
import { auditSummaryText, auditTargetText } from "~/lib/records/audit-text";
import { parseAuditQuery } from "~/lib/records/audit-screen.server";
import { makeContentDir, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

// 2026-01-31 20:00 UTC is 2026-02-01 04:00 in the company's time zone (UTC+8).
const JAN_31_EVENING_UTC = Date.parse("2026-01-31T20:00:00Z") / 1000;
const MAR_10 = Date.parse("2026-03-10T02:00:00Z") / 1000;

const entry = (extra: Partial<Parameters<typeof appendAudit>[1]> = {}) => ({
  action: "update" as const,
  actor: { id: 1, username: "admin" },
  client: "10.0.0.1",
  target: { entity: "articles", id: 5, title: "春节活动" },
  ...extra,
});

describe("audit files", () => {
  it("appends one JSON line per entry to the month file of its UTC time", async () => {
    const dir = await makeContentDir();
    await appendAudit(dir, entry({ time: JAN_31_EVENING_UTC }));
    await appendAudit(dir, entry({ time: MAR_10, action: "login", target: null }));
    expect(path.basename(auditFileOf(dir, JAN_31_EVENING_UTC))).toBe("2026-01.jsonl");
    const january = await readFile(auditFileOf(dir, JAN_31_EVENING_UTC), "utf8");
    expect(january.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(january)).toMatchObject({ action: "update", username: "admin", time: JAN_31_EVENING_UTC });
    const all = await readAudit(dir);
    expect(all.map((e) => e.action)).toEqual(["login", "update"]);
  });

  it("skips voided entries and lines torn by a crash", async () => {
    const dir = await makeContentDir();
    const kept = await appendAudit(dir, entry({ time: MAR_10 }));
    const voided = await appendAudit(dir, entry({ time: MAR_10 + 1 }));
    await voidAudit(dir, voided);
    await appendFile(auditFileOf(dir, MAR_10), '{"id":"torn","time":17');
    const read = await readAudit(dir);
    expect(read.map((e) => e.id)).toEqual([kept.id]);
    expect(parseAuditLines('not json\n{"void":"x"}\n')).toEqual([]);
  });

  it("never interleaves or loses lines when two processes append at once", async () => {
    const dir = await makeContentDir();
    const run = (tag: string) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/records/audit-appender.ts"], {
          env: { ...process.env, CONTENT_DIR: dir, COUNT: "150", TAG: tag },
          stdio: ["ignore", "ignore", "pipe"],
        });
        let errors = "";
        child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(errors))));
      });
    await Promise.all([run("a"), run("b")]);
    const files = await readAudit(dir);
    const lines = (await readFile(auditFileOf(dir, files[0]!.time), "utf8")).trim().split("\n");
    expect(lines).toHaveLength(300);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(files.filter((e) => e.username === "a")).toHaveLength(150);
    expect(files.filter((e) => e.username === "b")).toHaveLength(150);
  }, 30_000);
});

describe("filters", () => {
  const sample: AuditEntry = {
    id: "1",
    time: JAN_31_EVENING_UTC,
    action: "update",
    actor: { id: 1, username: "Editor1" },
    username: "Editor1",
    client: null,
    target: { entity: "articles", id: 12, title: "春节活动" },
  };
  it("matches user and target as case-insensitive substrings and the action exactly", () => {
    expect(matchesAudit(sample, { user: "edit" })).toBe(true);
    expect(matchesAudit(sample, { user: "admin" })).toBe(false);
    expect(matchesAudit(sample, { action: "update" })).toBe(true);
    expect(matchesAudit(sample, { action: "delete" })).toBe(false);
    expect(matchesAudit(sample, { target: "articles#12" })).toBe(true);
    expect(matchesAudit(sample, { target: "春节" })).toBe(true);
    expect(matchesAudit(sample, { target: "menus" })).toBe(false);
    expect(matchesAudit({ ...sample, target: null }, { target: "a" })).toBe(false);
  });
  it("reads the date range as whole days in the company's time zone", () => {
    expect(matchesAudit(sample, { from: "2026-02-01", to: "2026-02-01" })).toBe(true);
    expect(matchesAudit(sample, { to: "2026-01-31" })).toBe(false);
    expect(matchesAudit(sample, { from: "2026-02-02" })).toBe(false);
  });
  it("reads only the month files a date range can touch", async () => {
    const dir = await makeContentDir();
    await appendAudit(dir, entry({ time: JAN_31_EVENING_UTC }));
    await appendAudit(dir, entry({ time: MAR_10 }));
    await mkdir(path.join(dir, ".audit"), { recursive: true });
    expect((await readAudit(dir, { from: "2026-03-01" })).map((e) => e.time)).toEqual([MAR_10]);
    expect((await readAudit(dir, { to: "2026-02-28" })).map((e) => e.time)).toEqual([JAN_31_EVENING_UTC]);
  });
  it("refuses malformed dates and a reversed range with messages, keeping the input", () => {
    const bad = parseAuditQuery(new URL("http://x/a?from=2026-13-45&user=bob"));
    expect(bad.errors.from?.key).toBe("audit.badDate");
    expect(bad.values.user).toBe("bob");
    const reversed = parseAuditQuery(new URL("http://x/a?from=2026-03-02&to=2026-03-01"));
    expect(reversed.errors.to?.key).toBe("audit.badRange");
    const good = parseAuditQuery(new URL("http://x/a?action=login-failed&page=2"));
    expect(good.errors).toEqual({});
    expect(good.query).toMatchObject({ action: "login-failed", page: 2 });
    expect(parseAuditQuery(new URL("http://x/a?action=drop")).errors.action).toBeDefined();
  });
  it("pages with the page number clamped", () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(items, 3, 50)).toEqual({ items: items.slice(100), page: 3, pages: 3 });
    expect(pageOf(items, 9, 50).page).toBe(3);
    expect(pageOf([], 1, 50)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("CSV", () => {
  it.each(["+1", "-2", "@SUM(A1)"])("prefixes %s, which a spreadsheet would run as a formula", (cell) => {
    expect(csvCell(cell)).toBe(`'${cell}`);
  });

  it("quotes what needs it, a formula too, and leaves plain text as it is", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("plain 文本")).toBe("plain 文本");
  });
  it("writes a header and one row per entry, with a BOM", () => {
    const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ""}`;
    const rows: AuditEntry[] = [
      {
        id: "1",
        time: MAR_10,
        action: "login-failed",
        actor: null,
        username: "=cmd|' /C calc'!A0",
        client: "203.0.113.5",
        target: null,
        note: "throttled",
      },
    ];
    const csv = auditCsv(
      rows,
      { time: "T", action: "A", user: "U", client: "C", target: "G", summary: "S" },
      {
        time: () => "2026-03-10 10:00:00",
        action: (e) => e.action,
        target: (e) => auditTargetText(e, t),
        summary: (e) => auditSummaryText(e, t),
      },
    );
    expect(csv.startsWith("\uFEFFT,A,U,C,G,S\r\n")).toBe(true);
    const row = csv.trim().split("\r\n")[1]!;
    expect(row).toBe("2026-03-10 10:00:00,login-failed,'=cmd|' /C calc'!A0,203.0.113.5,,audit.throttled");
  });
});
