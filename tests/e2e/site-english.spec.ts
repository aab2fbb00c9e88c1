/**
 * A bilingual site in its content (docs/decisions/011): crawls the sitemap and counts, on every English page,
 * the Han characters outside elements marked `lang="zh…"`, and on every Chinese page the interface strings left
 * in English (message keys or English labels). Prints the count per page; both totals must be 0 on the seed.
 * Server-rendered text is what is checked, so the crawl runs once, in the nojs project.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled !== false,
  "one crawl is enough: it checks server-rendered text",
);

/**
 * The search page in each state (it is in no sitemap: noindex), with queries in the page's language: an English
 * visitor's Chinese query would rightly show Chinese.
 */
const SEARCH_PAGES = {
  zh: ["/search", "/search?q=%E4%B8%80%E7%A0%81%E9%80%9A", "/search?q=xyzzyqqq", `/search?q=${"智".repeat(51)}`],
  en: [
    "/search?lng=en-US",
    "/search?q=one+code+pass&lng=en-US",
    "/search?q=xyzzyqqq&lng=en-US",
    `/search?q=${"a".repeat(51)}&lng=en-US`,
  ],
};

async function sitemapUrls(page: Page): Promise<{ zh: string[]; en: string[] }> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const zh = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const en = [...xml.matchAll(/hreflang="en-US" href="([^"]+)"/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  return { zh: [...zh, ...SEARCH_PAGES.zh], en: [...en, ...SEARCH_PAGES.en] };
}

/** Han characters (and full-width punctuation) in text, titles and text attributes outside `lang="zh…"`. */
function hanOutsideChinese() {
  const han = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/g;
  const samples: string[] = [];
  let count = 0;
  const note = (text: string, where: string) => {
    const found = text.match(han);
    if (!found) return;
    count += found.length;
    samples.push(`${where}${text.trim().slice(0, 50)}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (!parent || parent.closest("script, style, [lang^='zh']")) continue;
    note(walker.currentNode.nodeValue ?? "", "");
  }
  for (const el of document.body.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
    if (el.closest("[lang^='zh']")) continue;
    for (const name of ["alt", "title", "aria-label", "placeholder"]) note(el.getAttribute(name) ?? "", `${name}=`);
  }
  note(document.title, "<title>");
  return { count, samples };
}

/** English-only interface strings: the en-US catalogue values that differ from zh-CN and read as words. */
function englishLabels(): string[] {
  const dir = path.resolve("app/locales");
  const flat = (obj: unknown, prefix = ""): Record<string, string> =>
    Object.entries(obj as Record<string, unknown>).reduce<Record<string, string>>((all, [key, value]) => {
      if (typeof value === "string") all[prefix + key] = value;
      else Object.assign(all, flat(value, `${prefix}${key}.`));
      return all;
    }, {});
  const labels = new Set<string>();
  for (const ns of readdirSync(path.join(dir, "en-US"))) {
    if (!["site.json", "common.json"].includes(ns)) continue;
    const en = flat(JSON.parse(readFileSync(path.join(dir, "en-US", ns), "utf8")));
    const zh = flat(JSON.parse(readFileSync(path.join(dir, "zh-CN", ns), "utf8")));
    for (const [key, value] of Object.entries(en)) {
      if (value !== zh[key] && /^[A-Za-z][A-Za-z ,'&-]{3,}$/.test(value)) labels.add(value);
    }
  }
  return [...labels];
}

test("English pages: no Chinese text outside elements marked lang=zh", async ({ page }) => {
  test.setTimeout(120_000);
  const { en } = await sitemapUrls(page);
  expect(en.length).toBeGreaterThan(30);
  let total = 0;
  const report: string[] = [];
  for (const url of en) {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    const { count, samples } = await page.evaluate(hanOutsideChinese);
    total += count;
    report.push(`${String(count).padStart(4)}  ${url}${samples.length ? `  ${samples.slice(0, 3).join(" | ")}` : ""}`);
  }
  console.log(`[site-english] Han characters outside lang=zh, per English page:\n${report.join("\n")}`);
  expect(total, report.filter((line) => !/^\s+0 /.test(line)).join("\n")).toBe(0);
});

test("Chinese pages: no interface string left in English or as a message key", async ({ page }) => {
  test.setTimeout(120_000);
  const { zh } = await sitemapUrls(page);
  const labels = englishLabels();
  expect(labels.length).toBeGreaterThan(20);
  let total = 0;
  const report: string[] = [];
  for (const url of zh) {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    const found = await page.evaluate((english) => {
      const known = new Set(english);
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || parent.closest("script, style, [lang^='en']")) continue;
        const text = (walker.currentNode.nodeValue ?? "").trim();
        if (known.has(text) || /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(text)) hits.push(text);
      }
      for (const el of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
        if (el.closest("[lang^='en']")) continue;
        for (const name of ["aria-label", "title", "alt", "placeholder"]) {
          const value = (el.getAttribute(name) ?? "").trim();
          if (known.has(value) || /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(value)) hits.push(`${name}=${value}`);
        }
      }
      return hits;
    }, labels);
    total += found.length;
    report.push(
      `${String(found.length).padStart(4)}  ${url}${found.length ? `  ${found.slice(0, 3).join(" | ")}` : ""}`,
    );
  }
  console.log(`[site-english] English interface strings, per Chinese page:\n${report.join("\n")}`);
  expect(total, report.filter((line) => !/^\s+0 /.test(line)).join("\n")).toBe(0);
});

test("an article without English shows its Chinese marked as such, and leaves the English sitemap", async ({
  page,
}) => {
  // Article 39 has English in the seed; the store copy of this run is edited through the admin elsewhere, so this
  // checks the seed's promise from the other side: every English article URL in the sitemap reads in English.
  const { en } = await sitemapUrls(page);
  const detail = en.find((u) => /\/detail\/\d+/.test(u))!;
  await page.goto(detail);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.locator("article h1")).toHaveAttribute("lang", "en-US");
  await expect(page.getByTestId("chinese-only")).toHaveCount(0);
});

test("English text sets curly quotes narrow, as English type does; Chinese text keeps its full-width quotes", async ({
  page,
}) => {
  /** The rendered width of a closing quote, in ems of the text around it, inside the element `selector`. */
  const quoteWidth = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((host) => {
        const probe = host.ownerDocument.createElement("span");
        probe.textContent = "\u201d";
        host.append(probe);
        const ratio = probe.getBoundingClientRect().width / parseFloat(getComputedStyle(probe).fontSize);
        probe.remove();
        return ratio;
      });
  await page.goto("/search?q=one+code+pass&lng=en-US");
  expect(await quoteWidth("main")).toBeLessThan(0.42);
  // A Chinese query on the English page is marked lang="zh-CN" and keeps the Chinese quote.
  await page.goto("/search?q=%E4%B8%80%E7%A0%81%E9%80%9A&lng=en-US");
  expect(await quoteWidth('main q[lang="zh-CN"]')).toBeGreaterThan(0.45);
  await page.goto("/search?q=%E4%B8%80%E7%A0%81%E9%80%9A&lng=zh-CN");
  expect(await quoteWidth("main")).toBeGreaterThan(0.45);
});
