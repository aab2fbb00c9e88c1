/**
 * The search index in-process, for `npm run scale` (scripts/scale.mjs runs it with `node --expose-gc --import tsx`
 * on its content copy): how long the index takes to build from the loaded store, to save as a snapshot and to
 * start from that snapshot (read, load, check against the store: what a server start does), how much heap it
 * holds, what the segmenter's dictionary costs, and the server time of a results page (query, rank, page of ten,
 * marks) per query, without the kept answers (each run a fresh ranking) and with them (a repeated query, as the
 * HTTP measure sees it). Prints one JSON object on its last line.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openContentStore } from "../app/lib/content/store.server";
import { parseSearchInput } from "../app/lib/search/query";
import { SearchIndex } from "../app/lib/search/search-index.server";
import { SEGMENTER, warmSegmenter } from "../app/lib/search/segment.server";
import { searchView } from "../app/lib/search/site-search.server";
import { saveSnapshot } from "../app/lib/search/snapshot.server";
import { snapshotOf } from "../app/lib/site/page-data";

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const round = (n: number) => Math.round(n * 10) / 10;

function settled() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external + m.arrayBuffers, rss: m.rss };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const dir = process.argv[2];
  const queries = (process.argv[3] ?? "智慧景区建设").split("|");
  const runs = Number(process.argv[4] ?? 30);
  if (!dir || !gc)
    throw new Error("usage: node --expose-gc --import tsx scripts/search-scale.ts CONTENT_DIR 'q1|q2' RUNS");
  const store = await openContentStore(dir);
  const articles = store.list("articles").length;

  const beforeSegmenter = settled();
  let started = performance.now();
  warmSegmenter();
  const segmenterMs = performance.now() - started;
  const beforeIndex = settled();

  started = performance.now();
  let built: SearchIndex | null = new SearchIndex(store).build();
  const buildMs = performance.now() - started;
  const afterBuild = settled();

  const folder = await mkdtemp(path.join(tmpdir(), "search-snapshot-"));
  const file = path.join(folder, "search-index.snapshot");
  started = performance.now();
  await saveSnapshot(built, file);
  const snapshotSaveMs = performance.now() - started;
  built = null;
  const beforeLoad = settled();

  // What a server start does: read the snapshot, load it, check every record against the store.
  started = performance.now();
  const text = await readFile(file, "utf8");
  const index = new SearchIndex(store);
  const outcome = index.loadSnapshot(text);
  const startMs = performance.now() - started;
  if (!outcome.loaded) throw new Error(`snapshot refused: ${outcome.reason} ${outcome.detail}`);
  const snapshotMb = mb(Buffer.byteLength(text));
  const afterIndex = settled();
  await rm(folder, { recursive: true, force: true });

  const site = { locale: "zh-CN", content: snapshotOf(store) };
  const measure = (cached: boolean) =>
    queries.map((query) => {
      // An English query is asked on the English site, as scripts/scale.mjs does.
      const locale = /^[\x20-\x7e]+$/.test(query) ? "en-US" : "zh-CN";
      const input = parseSearchInput(new URLSearchParams({ q: query }));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i <= runs; i += 1) {
        if (!cached) index.clearAnswers();
        const t0 = performance.now();
        const answer = searchView(input, { ...site, locale }, index, store);
        times.push(performance.now() - t0);
        total = answer?.view.state === "results" ? answer.view.total : 0;
      }
      const [first, ...rest] = times;
      const sorted = rest.sort((a, b) => a - b);
      return {
        query,
        hits: total,
        firstMs: round(first!),
        medianMs: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        samples: sorted,
      };
    });
  const perQuery = measure(false);
  const perQueryCached = measure(true);
  const all = perQuery.flatMap((q) => q.samples).sort((a, b) => a - b);
  const allCached = perQueryCached.flatMap((q) => q.samples).sort((a, b) => a - b);

  const report = {
    segmenter: SEGMENTER,
    articles,
    documents: index.stats.documents,
    buildMs: round(buildMs),
    builtHeapMb: mb(afterBuild.heap - beforeIndex.heap),
    snapshotSaveMs: round(snapshotSaveMs),
    snapshotMb,
    startMs: round(startMs),
    reindexed: outcome.reindexed,
    segmenterLoadMs: round(segmenterMs),
    indexHeapMb: mb(afterIndex.heap - beforeLoad.heap),
    indexExternalMb: mb(afterIndex.external - beforeLoad.external),
    segmenterRssMb: mb(beforeIndex.rss - beforeSegmenter.rss),
    queryP95Ms: round(percentile(all, 95)),
    queryMedianMs: round(percentile(all, 50)),
    cachedP95Ms: round(percentile(allCached, 95)),
    cachedMedianMs: round(percentile(allCached, 50)),
    queries: perQuery.map(({ samples: _samples, ...rest }) => rest),
  };
  console.log(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
