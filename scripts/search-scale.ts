/**
 * The search index in-process, for `npm run scale` (scripts/scale.mjs runs it with `node --expose-gc --import tsx`
 * on its content copy): how long the index takes to build from the loaded store, how much heap it holds, what
 * the segmenter's dictionary costs, and the server time of a results page (query, rank, page of ten, marks) per
 * query. Prints one JSON object on its last line.
 */
import { openContentStore } from "../app/lib/content/store.server";
import { parseSearchInput } from "../app/lib/search/query";
import { SearchIndex } from "../app/lib/search/search-index.server";
import { SEGMENTER, warmSegmenter } from "../app/lib/search/segment.server";
import { searchView } from "../app/lib/search/site-search.server";
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
  const index = new SearchIndex(store).build();
  const buildMs = performance.now() - started;
  const afterIndex = settled();

  const site = { locale: "zh-CN", content: snapshotOf(store) };
  const perQuery = queries.map((query) => {
    const input = parseSearchInput(new URLSearchParams({ q: query }));
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i <= runs; i += 1) {
      const t0 = performance.now();
      const answer = searchView(input, site, index, store);
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
  const all = perQuery.flatMap((q) => q.samples).sort((a, b) => a - b);

  const report = {
    segmenter: SEGMENTER,
    articles,
    documents: index.stats.documents,
    buildMs: round(buildMs),
    segmenterLoadMs: round(segmenterMs),
    indexHeapMb: mb(afterIndex.heap - beforeIndex.heap),
    indexExternalMb: mb(afterIndex.external - beforeIndex.external),
    segmenterRssMb: mb(beforeIndex.rss - beforeSegmenter.rss),
    queryP95Ms: round(percentile(all, 95)),
    queryMedianMs: round(percentile(all, 50)),
    queries: perQuery.map(({ samples: _samples, ...rest }) => rest),
  };
  console.log(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
