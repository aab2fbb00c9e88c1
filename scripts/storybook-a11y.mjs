#!/usr/bin/env node
// Runs axe on every story of a static Storybook build, with the Theme toolbar on light and on dark, and fails on
// serious or critical violations.
//
//   node scripts/storybook-a11y.mjs <static-dir> [--theme=<light|dark>] [--filter=<text>] [--concurrency=<n>] [--verbose]
//
// Both themes unless --theme names one. --filter keeps the stories whose id or title contains the text, in any case
// (--filter=Site: Site/Pages/...).
// It serves the build itself on a free loopback port and opens a few preview iframes in the system Chromium;
// each switches from story to story the way the Storybook UI does (a fresh load when a story fails to render).
// A story is rendered once with the toolbar on light: once it has settled (its lazy parts loaded, its effects run,
// the theme class on <html> in place) axe runs on the page (portals included); then the toolbar is switched to
// dark, the story re-renders in place, settles and axe runs again. The addon's own automatic run is switched off
// through the `a11y.manual` global so the two axe runs do not collide. Prints the failures per story and theme and
// a final line per theme, `a11y: N passed, N failed` (light) and `a11y dark: N passed, N failed`.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { checkOnPages, loadStory, openStorybook, settle, switchStory, updateGlobals } from "./storybook-static.mjs";

const { option, flag, base, entries, context, close } = await openStorybook(
  "node scripts/storybook-a11y.mjs <storybook-static-dir> [--theme=light|dark] [--filter=text] [--concurrency=n] [--verbose]",
);
const concurrency = Number(option("concurrency") ?? 6);
const verbose = flag("verbose");
// The Theme toolbar's values, in the order they are checked (a story's own theme still wins over the toolbar).
const themes = option("theme") ? [option("theme")] : ["light", "dark"];
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const stories = entries
  .filter((entry) => entry.type === "story")
  .map((entry) => entry.id)
  .sort();

/** Per theme: stories passed and failed. */
const counts = Object.fromEntries(themes.map((theme) => [theme, { passed: 0, failed: 0 }]));

const freezeMotion =
  "*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-iteration-count:1!important}";

/** Loads a story with a full page load and the toolbar on `theme`, ready for axe; returns the render error, if any. */
async function openStory(page, id, theme) {
  const renderError = await loadStory(page, base, id, `a11y.manual:!true;theme:${theme}`);
  if (renderError) return renderError;
  await page.addScriptTag({ content: axeSource });
  await page.addStyleTag({ content: freezeMotion });
  return null;
}

/** Axe on the whole document (portals included): the serious and critical violations, as report lines. */
async function axeProblems(page) {
  const problems = [];
  const violations = await page.evaluate(
    async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations,
  );
  for (const violation of violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(" "))
      .join(" | ");
    problems.push(`${violation.impact} ${violation.id}: ${violation.help} [${targets}]`);
    if (verbose)
      for (const node of violation.nodes.slice(0, 3))
        problems.push(`      ${node.failureSummary?.replace(/\s+/g, " ")}`);
  }
  return problems;
}

/**
 * Checks one story in every theme. The first theme comes from switching the loaded preview to the story (the
 * toolbar already on it) or from a fresh load; each next one from switching the toolbar, the story re-rendering
 * in place, or a fresh load if the story did not render. Resolves to whether the page can switch to the next
 * story (the toolbar back on the first theme).
 */
async function check(page, requests, id, loaded) {
  let reusable = loaded;
  for (const [i, theme] of themes.entries()) {
    const problems = [];
    const onError = (error) => problems.push(`page error: ${error.message}`);
    page.on("pageerror", onError);
    try {
      const shown =
        reusable && (i === 0 ? await switchStory(page, id) : await updateGlobals(page, { theme })) === "rendered";
      const renderError = shown ? null : await openStory(page, id, theme);
      if (renderError) {
        problems.push(renderError);
      } else {
        // Colours are final when axe measures contrast once the story has settled (see settle()).
        await settle(page, requests, { storyView: true });
        problems.push(...(await axeProblems(page)));
      }
    } catch (error) {
      problems.push(`could not check: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    } finally {
      page.off("pageerror", onError);
    }
    if (problems.length) {
      counts[theme].failed += 1;
      console.log(`✗ ${id}${themes.length > 1 ? ` (${theme})` : ""}`);
      for (const problem of problems) console.log(`    ${problem}`);
    } else {
      counts[theme].passed += 1;
    }
    // A page whose story failed is loaded afresh for the next theme or story.
    reusable = problems.length === 0;
  }
  // The toolbar back on the first theme for the next story (this re-renders the story shown, which is cheap).
  if (reusable && themes.length > 1) reusable = (await updateGlobals(page, { theme: themes[0] })) === "rendered";
  return reusable;
}

try {
  await checkOnPages(context, stories, concurrency, check);
} finally {
  await close();
}

// One line per theme; scripts/test-totals.mjs reads them.
for (const theme of themes)
  console.log(
    `a11y${theme === "light" ? "" : ` ${theme}`}: ${counts[theme].passed} passed, ${counts[theme].failed} failed`,
  );
process.exit(themes.every((theme) => counts[theme].failed === 0 && counts[theme].passed > 0) ? 0 : 1);
