#!/usr/bin/env node
// Checks that Storybook's toolbars tell the truth, over a static build:
//
//   node scripts/storybook-locale.mjs <static-dir> [--filter=<text>] [--concurrency=<n>] [--docs=<n>|all]
//
// 1. Locale: every story is rendered with the Locale toolbar on en-US and the Han characters it shows are counted
//    (text, the accessible attributes aria-label/title/placeholder/alt, and form values; portals included),
//    leaving out what sits inside an element marked lang="zh-…" (Chinese content shown on purpose). A story under
//    UI/ with any is a failure; the other stories (pages and console screens, whose content is the seeded Chinese
//    content) are listed separately as a report.
// 2. Theme: each story's root has the background of its theme (light or dark, by luminance); and on a sample of
//    Docs pages (--docs, 8 unless told; the UI pages with a Dark story first) the page's background follows the
//    Theme toolbar, light and dark, whatever theme its stories have, and every story root on it has its own. The
//    pages are checked in a sweep with the toolbar on light, then one on dark, each shown with the toolbar
//    already on its theme (switched to as the Storybook UI does, or loaded afresh after a failure).
// 3. A story's play function that throws is a failure (the date picker's focus check is one).
//
// Each check runs once the page has settled (scripts/storybook-static.mjs settle(): nothing in flight, the fonts
// ready, effects run), not after a fixed pause.
//
// Prints the failures per story, the total of Han characters, and a final `locale: N passed, N failed` line;
// exits non-zero on any failure.

import { checkOnPages, loadStory, openStorybook, settle, switchDocs, switchStory } from "./storybook-static.mjs";

const { option, base, entries, context, close } = await openStorybook(
  "node scripts/storybook-locale.mjs <storybook-static-dir> [--filter=text] [--concurrency=n] [--docs=n|all]",
);
const concurrency = Number(option("concurrency") ?? 2);
const docsOption = option("docs") ?? "8";
const stories = entries.filter((entry) => entry.type === "story").sort((a, b) => a.id.localeCompare(b.id));
const isUi = (entry) => entry.title.startsWith("UI/");
const docsPages = entries
  .filter((entry) => entry.type === "docs")
  .sort((a, b) => {
    // UI pages with a Dark story first: the ones a per-page theme used to get wrong.
    const dark = (entry) =>
      isUi(entry) && stories.some((s) => s.title === entry.title && /dark/i.test(s.name)) ? 0 : 1;
    return dark(a) - dark(b) || a.id.localeCompare(b.id);
  })
  .slice(0, docsOption === "all" ? undefined : Number(docsOption));

let passed = 0;
let failed = 0;
let hanTotal = 0;
let hanUi = 0;
const reports = [];

/** In the page: Han characters shown outside lang="zh-…" elements, with up to 5 samples; and the story roots' themes. */
function measure() {
  const HAN = /[\u3400-\u9fff]/g;
  const isStorybookChrome = (el) =>
    el.id === "storybook-docs" ||
    (el.id?.startsWith("storybook-") && el.id !== "storybook-root") ||
    [...el.classList].some((c) => c.startsWith("sb-"));
  const roots = [...document.body.children].filter((el) => !isStorybookChrome(el) && el.tagName !== "SCRIPT");
  const root = document.getElementById("storybook-root");
  if (root && !roots.includes(root)) roots.unshift(root);
  const chinese = (el) => Boolean(el?.closest?.('[lang^="zh"]'));
  const hidden = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === "none") return true;
    }
    return false;
  };
  let count = 0;
  const samples = [];
  const add = (text, where) => {
    const found = text.match(HAN);
    if (!found) return;
    count += found.length;
    if (samples.length < 5) samples.push(`${where}: ${text.trim().replace(/\s+/g, " ").slice(0, 60)}`);
  };
  for (const top of roots) {
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || chinese(parent) || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
      if (hidden(parent)) continue;
      add(node.textContent ?? "", parent.tagName.toLowerCase());
    }
    for (const el of top.querySelectorAll("[aria-label], [title], [placeholder], [alt], input, textarea")) {
      if (chinese(el) || hidden(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) add(value, `${el.tagName.toLowerCase()}[${name}]`);
      }
      if ((el.tagName === "INPUT" && !["hidden", "file"].includes(el.type)) || el.tagName === "TEXTAREA")
        add(el.value ?? "", `${el.tagName.toLowerCase()} value`);
    }
  }
  return { count, samples };
}

/** In the page: each story root's theme and whether its background agrees (dark: luminance < 0.2, light: > 0.8). */
function themes() {
  const luminance = (colour) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? ["255", "255", "255"]).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  return [...document.querySelectorAll("[data-story-root]")].map((el) => {
    const level = luminance(getComputedStyle(el).backgroundColor);
    const theme = el.getAttribute("data-theme");
    return { theme, level, ok: theme === "dark" ? level < 0.2 : level > 0.8 };
  });
}

const openStory = (page, id) => loadStory(page, base, id, "locale:en-US;a11y.manual:!true");

async function checkStory(page, requests, entry, loaded) {
  const problems = [];
  let han = 0;
  const onError = (error) => problems.push(`page error: ${error.message}`);
  page.on("pageerror", onError);
  try {
    const outcome = loaded ? await switchStory(page, entry.id) : "not loaded";
    if (outcome === "play failed") problems.push("play function failed");
    const renderError = outcome === "rendered" || outcome === "play failed" ? null : await openStory(page, entry.id);
    if (renderError) problems.push(renderError);
    else {
      // Client-only swaps, lazy parts and portals settle (see settle()).
      await settle(page, requests, { storyView: true });
      const { count, samples } = await page.evaluate(measure);
      han = count;
      if (count > 0) problems.push(`${count} Han characters under en-US: ${samples.join(" | ")}`);
      for (const root of await page.evaluate(themes))
        if (!root.ok) problems.push(`story root background (${root.level.toFixed(2)}) is not ${root.theme}`);
    }
  } catch (error) {
    problems.push(`could not check: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  } finally {
    page.off("pageerror", onError);
  }
  hanTotal += han;
  if (isUi(entry)) hanUi += han;
  // Outside UI/, Chinese text is reported (seeded content, console demo data), not failed; render errors fail.
  const failing = isUi(entry) ? problems : problems.filter((p) => !p.includes("Han characters under en-US"));
  if (failing.length) {
    failed += 1;
    console.log(`✗ ${entry.id}`);
    for (const problem of failing) console.log(`    ${problem}`);
  } else {
    passed += 1;
    if (problems.length) reports.push(`  ${entry.id}: ${problems.join("; ")}`);
  }
  return problems.every((p) => p.includes("Han characters") || p.includes("background"));
}

/**
 * One Docs page with the toolbar on `theme`: switched to on the loaded preview (the toolbar already on the theme),
 * or loaded afresh. Resolves to what is wrong, as report lines, and whether the page can switch to the next one.
 */
async function checkDocs(page, requests, entry, theme, loaded) {
  const problems = [];
  const switched = loaded && (await switchDocs(page, entry.id)) === "rendered";
  if (!switched)
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs&globals=theme:${theme}`, {
      waitUntil: "load",
    });
  // A page of prose (an MDX page of its own, like the Introduction) has no story to wait for: only its
  // background is checked.
  const prose = entry.tags?.includes("unattached-mdx") && entry.storiesImports?.length === 0;
  try {
    await page.waitForSelector(
      prose ? ".sbdocs-wrapper" : ".sbdocs-wrapper [data-story-root], .sbdocs-wrapper iframe",
      { timeout: 20_000 },
    );
  } catch {
    problems.push(`${theme}: the Docs page showed no ${prose ? "content" : "story"}`);
    return { problems, reusable: false };
  }
  // The page's other stories render after the first one: settled, and as many story roots after another settle.
  for (let roots = -1; ;) {
    await settle(page, requests);
    const now = await page.locator("[data-story-root]").count();
    if (now === roots) break;
    roots = now;
  }
  const result = await page.evaluate(() => {
    const luminance = (colour) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? ["255", "255", "255"]).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const wrapper = document.querySelector(".sbdocs-wrapper");
    return {
      page: luminance(getComputedStyle(wrapper).backgroundColor),
      htmlDark: document.documentElement.classList.contains("dark"),
    };
  });
  const roots = await page.evaluate(themes);
  const pageOk = theme === "dark" ? result.page < 0.2 : result.page > 0.8;
  if (!pageOk) problems.push(`${theme} toolbar: page background luminance ${result.page.toFixed(2)}`);
  if (result.htmlDark) problems.push(`${theme} toolbar: <html> has the dark class (a story changed the page)`);
  const wrong = roots.filter((root) => !root.ok);
  if (wrong.length) problems.push(`${theme} toolbar: ${wrong.length} of ${roots.length} story roots off their theme`);
  if (theme === "light" && !prose && !roots.some((root) => root.theme === "light"))
    problems.push("light toolbar: no light story on the page");
  // A page that showed something wrong is loaded afresh for the next one, so nothing it left carries over.
  return { problems, reusable: problems.length === 0 };
}

try {
  await checkOnPages(context, stories, concurrency, checkStory);
  // The Docs pages in two sweeps, all with the toolbar on light, then all on dark: each page shown fresh with the
  // toolbar already on its theme, the pages switching from Docs page to Docs page the way the Storybook UI does
  // (the first one of each sweep loaded with the toolbar on its theme).
  const docsProblems = new Map(docsPages.map((entry) => [entry.id, []]));
  for (const theme of ["light", "dark"]) {
    await checkOnPages(context, docsPages, Math.min(concurrency, 2), async (page, requests, entry, loaded) => {
      const { problems, reusable } = await checkDocs(page, requests, entry, theme, loaded);
      docsProblems.get(entry.id).push(...problems);
      return reusable;
    });
  }
  for (const entry of docsPages) {
    const problems = docsProblems.get(entry.id);
    if (problems.length) {
      failed += 1;
      console.log(`✗ ${entry.id} (Docs theme)`);
      for (const problem of problems) console.log(`    ${problem}`);
    } else passed += 1;
  }
} finally {
  await close();
}

if (reports.length) {
  console.log("Chinese shown under en-US outside UI/ (seeded content and demo data; not failures):");
  for (const line of reports) console.log(line);
}
console.log(
  `Han characters under en-US: ${hanUi} in UI stories, ${hanTotal - hanUi} in the others; ` +
    `${docsPages.length} Docs pages checked in both themes`,
);
console.log(`locale: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
