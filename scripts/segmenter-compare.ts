/**
 * The two Chinese segmenters issue #17 asked to compare, on the seeded content (docs/decisions/013-site-search.md):
 * `Intl.Segmenter` (Node's full ICU) and jieba (@node-rs/jieba, the one the search uses). Times each over the
 * plain text of every article (titles, bodies) and the company texts, five runs after a warm-up, and prints how
 * each cuts the example phrases. `node --import tsx scripts/segmenter-compare.ts [CONTENT_DIR]`.
 */
import { openContentStore } from "../app/lib/content/store.server";
import { plainTextOf } from "../app/lib/site/format";
import { segment } from "../app/lib/search/segment.server";

const EXAMPLES = [
  "文旅一码通",
  "一码通",
  "智慧景区建设",
  "网络安全等级保护",
  "高新技术企业",
  "党建学习",
  "清风文旅",
  "文旅大数据中心",
  "专精特新",
];

async function main() {
  const store = await openContentStore(process.argv[2] ?? "content");
  const company = store.getCompany();
  const texts = [
    ...store.list("articles").flatMap((a) => [a.title, plainTextOf(a.info)]),
    company.company_info,
    company.business_scope,
  ];
  const chars = texts.reduce((sum, t) => sum + t.length, 0);
  const icu = new Intl.Segmenter("zh", { granularity: "word" });
  const icuWords = (text: string) => [...icu.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
  const jiebaWords = (text: string) => segment(text, "query");

  const time = (cut: (text: string) => string[]) => {
    for (const text of texts) cut(text); // warm-up (jieba loads its dictionary here)
    const runs: number[] = [];
    let words = 0;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      words = 0;
      for (const text of texts) words += cut(text).length;
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    return { medianMs: Math.round(runs[2]! * 10) / 10, words };
  };
  console.log(`seeded text: ${texts.length} texts, ${chars} characters`);
  console.log("Intl.Segmenter:", time(icuWords));
  console.log("jieba (query mode, HMM off):", time(jiebaWords));
  for (const example of EXAMPLES) {
    console.log(`${example}\tICU: ${icuWords(example).join(" / ")}\tjieba: ${jiebaWords(example).join(" / ")}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
