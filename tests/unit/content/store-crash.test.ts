import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { readAudit } from "~/lib/records/audit.server";
import { listRevisions } from "~/lib/records/revisions.server";
import { makeContentDir } from "./content-fixture";

const TOTAL_SAVES = 200;

/** Runs the worker from `from`, kills it after `killAfterMs` (or lets it finish); returns the acked indexes. */
function runWorker(dir: string, from: number, killAfterMs: number | null): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/fault/save-worker.ts"], {
      env: { ...process.env, CONTENT_DIR: dir, FROM: String(from), TO: String(TOTAL_SAVES), NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const acked: number[] = [];
    let buffer = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("ack ")) acked.push(Number(line.slice(4)));
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    let timer: NodeJS.Timeout | undefined;
    // Start the clock at the first ack, so the kill lands among the saves rather than during start-up.
    child.stdout.once("data", () => {
      if (killAfterMs !== null) timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal === "SIGKILL" || code === 0) resolve(acked);
      else reject(new Error(`worker failed (${code}): ${errors}`));
    });
  });
}

describe("SIGKILL during saves", () => {
  it(
    "loses no acknowledged save or audit entry and leaves every file parseable",
    async () => {
      const dir = await makeContentDir();
      let next = 0;
      let kills = 0;
      let lastAckedTitle = -1;
      const ackedLinks = new Set<number>();
      const ackedAll = new Set<number>();
      while (next < TOTAL_SAVES) {
        const killAfter = kills < 12 ? 5 + Math.floor(Math.random() * 40) : null;
        const acked = await runWorker(dir, next, killAfter);
        if (killAfter !== null) kills += 1;
        for (const i of acked) {
          ackedAll.add(i);
          if (i % 2 === 0) ackedLinks.add(i);
          else lastAckedTitle = Math.max(lastAckedTitle, i);
        }
        // Reopening parses and validates every file: a torn write would throw here.
        const store = await openContentStore(dir);
        const names = new Set(store.list("links").map((l) => l.name));
        for (const i of ackedLinks) expect(names.has(`save-${i}`), `acked save-${i} is present`).toBe(true);
        // Every acknowledged save has its audit entry (and the last acknowledged title its revision).
        const audited = new Set(
          (await readAudit(dir)).filter((e) => e.username === "crash-test").map((e) => e.target?.title),
        );
        for (const i of ackedAll) expect(audited.has(`save-${i}`), `acked save-${i} is audited`).toBe(true);
        if (lastAckedTitle >= 0) {
          const titles = (await listRevisions(dir, "articles", 1)).map((r) => r.record.title);
          expect(titles).toContain(`save-${lastAckedTitle}`);
        }
        const title = store.get("articles", 1)!.title;
        if (lastAckedTitle >= 0) expect(Number(title.replace("save-", ""))).toBeGreaterThanOrEqual(lastAckedTitle);
        // Resume after the last save that reached the disk (acked or not).
        const persisted = [...names].filter((n) => n.startsWith("save-")).map((n) => Number(n.slice(5)));
        const titleIndex = title.startsWith("save-") ? Number(title.slice(5)) : -1;
        next = Math.max(next, ...persisted.map((i) => i + 1), titleIndex + 1, ...acked.map((i) => i + 1));
      }
      expect(kills).toBeGreaterThan(0);
      console.info(
        `crash test: ${TOTAL_SAVES} audited saves, ${kills} SIGKILLs survived, 0 acknowledged saves or audit entries lost`,
      );
      expect(ackedAll.size).toBeGreaterThan(0);
      const store = await openContentStore(dir);
      expect(store.list("links").filter((l) => l.name.startsWith("save-")).length).toBe(TOTAL_SAVES / 2);
    },
    120_000,
  );
});
