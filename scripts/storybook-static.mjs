// What the checks over a static Storybook build share (scripts/storybook-a11y.mjs, scripts/storybook-locale.mjs):
// their command line, the build served on loopback with Chromium to look at it, pages that go from story to story
// side by side, loading a story or switching a loaded preview to it and setting its toolbar globals through its
// channel, and waiting for a rendered story to settle.

import { chromium } from "@playwright/test";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { chromiumLaunchOptions } from "./chromium.mjs";

/**
 * The system Chromium (scripts/chromium.mjs) drawing a frame as soon as one is asked for rather than at the
 * display's rate: settle() waits for animation frames, which on a busy machine otherwise come late (hundreds of
 * milliseconds per frame). What is drawn is the same.
 */
const launchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, "--disable-frame-rate-limit", "--disable-gpu-vsync"],
};

/**
 * What a check starts from, given its command line `node <script> <static-dir> [--name=value …]` (it exits with
 * `usage` unless the folder holds an index.json): the value of an option and whether a bare `--name` flag is given;
 * the build served on a free loopback port (`base`) and its index entries that pass --filter (their id or title
 * contains the text, in any case); a browser context of the system Chromium for the pages (one desktop viewport,
 * motion reduced). `close()` ends the browser and the server.
 */
export async function openStorybook(usage) {
  const { dir, option, flag, matches } = commandLine(usage);
  const { base, index, close } = await serveStorybook(dir);
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  return {
    option,
    flag,
    base,
    entries: Object.values(index.entries).filter(matches),
    context,
    close: async () => {
      await browser.close();
      close();
    },
  };
}

function commandLine(usage) {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith("--"));
  if (!dir || !existsSync(join(dir, "index.json"))) {
    console.error(`usage: ${usage}`);
    console.error(dir ? `no index.json in ${dir}: build Storybook first` : "missing static dir");
    process.exit(2);
  }
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const filter = option("filter")?.toLowerCase();
  return {
    dir,
    option,
    flag: (name) => args.includes(`--${name}`),
    matches: (entry) => !filter || `${entry.id} ${entry.title}`.toLowerCase().includes(filter),
  };
}

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

/** Serves the build in `dir` on a free loopback port; resolves to its base URL, the index and a close(). */
async function serveStorybook(dir) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "Content-Type": types[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "max-age=3600",
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const index = JSON.parse(readFileSync(join(root, "index.json"), "utf8"));
  return { base, index, close: () => server.close() };
}

/**
 * Runs `check` over `items` on `workers` pages of `context` side by side, each page going from item to item with
 * its requests tracked for settle(). `check(page, requests, item, loaded)` is told whether the page still shows a
 * preview it can switch, and resolves to whether the next item may switch it in turn (false: loaded afresh).
 */
export async function checkOnPages(context, items, workers, check) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.max(1, workers) }, async () => {
      const page = await context.newPage();
      const requests = trackRequests(page);
      let loaded = false;
      for (let item = queue.shift(); item; item = queue.shift()) loaded = await check(page, requests, item, loaded);
      await page.close();
    }),
  );
}

/**
 * Loads a story with a full page load, the toolbar on `globals` (Storybook's `name:value;…`). Resolves to the
 * render error, or null once the story has rendered.
 */
export async function loadStory(page, base, id, globals) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`, {
    waitUntil: "load",
  });
  await page.waitForSelector("body.sb-show-main, body.sb-show-errordisplay, body.sb-show-nopreview", {
    timeout: 15_000,
  });
  if (await page.locator("body.sb-show-errordisplay").count()) {
    const message = (await page.locator("#error-message").textContent()) ?? "";
    return `render error: ${message.trim().slice(0, 300)}`;
  }
  return null;
}

/**
 * Switches the already loaded preview to another story through its channel, as the Storybook UI does: about
 * three times faster than loading the preview again for each story. Resolves to "rendered", or to what went
 * wrong ("errored", "play failed", "missing", "timeout"); on anything but "rendered" the caller loads the story
 * afresh, which reports the error.
 */
export async function switchStory(page, id) {
  return emitAndWaitForRender(page, "setCurrentStory", { storyId: id, viewMode: "story" });
}

/**
 * Switches the loaded preview to a Docs page, as the Storybook UI does, with the toolbar globals it has. Resolves
 * to "rendered" once the page's container has rendered (its stories render after it), or as switchStory does.
 */
export async function switchDocs(page, id) {
  return emitAndWaitForRender(page, "setCurrentStory", { storyId: id, viewMode: "docs" }, "docsRendered");
}

/**
 * Sets toolbar globals on the loaded preview, as the toolbar does (`updateGlobals`): the story shown re-renders
 * with them (its play function does not run again) and they stay for the stories switched to next. Resolves as
 * switchStory does.
 */
export async function updateGlobals(page, globals) {
  return emitAndWaitForRender(page, "updateGlobals", { globals });
}

/** Emits an event on the preview's channel and resolves to how the next render ended (`rendered` on `done`). */
async function emitAndWaitForRender(page, event, payload, done = "storyRendered") {
  // The page's own 20 s timer ends the wait; this one ends it should the page stop running timers at all.
  const stalled = new Promise((resolve) => setTimeout(() => resolve("timeout"), 25_000).unref());
  return Promise.race([stalled, rendered(page, event, payload, done)]);
}

function rendered(page, event, payload, done) {
  return page.evaluate(
    async ([event, payload, done]) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return "no channel";
      const outcome = new Promise((resolve) => {
        const finish = (result) => () => {
          for (const [name, handler] of handlers) channel.off(name, handler);
          resolve(result);
        };
        const handlers = [
          [done, finish("rendered")],
          ["storyErrored", finish("errored")],
          ["storyThrewException", finish("errored")],
          ["storyMissing", finish("missing")],
          ["playFunctionThrewException", finish("play failed")],
        ];
        for (const [name, handler] of handlers) channel.on(name, handler);
        // A render ends after its play function, and a play may wait for lazy code on a busy machine.
        setTimeout(finish("timeout"), 20_000);
      });
      channel.emit(event, payload);
      return outcome;
    },
    [event, payload, done],
  );
}

/**
 * Counts a page's requests in flight (the lazy chunks of a component, fonts, images), for settle(). Call once
 * per page, before it loads anything.
 */
export function trackRequests(page) {
  const inflight = new Set();
  const state = { inflight, started: 0 };
  page.on("request", (request) => {
    inflight.add(request);
    state.started += 1;
  });
  page.on("requestfinished", (request) => inflight.delete(request));
  page.on("requestfailed", (request) => inflight.delete(request));
  return state;
}

/**
 * Waits until what a rendered story starts after its render is done, instead of a fixed pause: no request in
 * flight (a lazy part's code, a font, an image), the fonts ready, and two animation frames with nothing new
 * requested, so effects that run after the commit (client-only swaps, popover positioning) have run and painted.
 * In the story view (`storyView`) it also waits for <html> to carry the dark class exactly when the story's
 * root is dark, since that is what colours the portals. Gives up after `limit` ms and lets the check run.
 */
export async function settle(page, requests, { limit = 3_000, storyView = false } = {}) {
  const deadline = Date.now() + limit;
  for (;;) {
    while (requests.inflight.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    const started = requests.started;
    const frames = page.evaluate(async (storyView) => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      if (!storyView) return true;
      const root = document.querySelector("#storybook-root [data-story-root]");
      return !root || document.documentElement.classList.contains("dark") === (root.dataset.theme === "dark");
    }, storyView);
    // A page that draws no frame would keep this waiting for ever (one run of the checks once hung): the limit
    // holds here too.
    const themed = await Promise.race([
      frames,
      new Promise((done) => setTimeout(() => done(false), Math.max(0, deadline - Date.now()) + 1_000).unref()),
    ]);
    if (themed && requests.inflight.size === 0 && requests.started === started) return true;
    if (Date.now() >= deadline) return false;
  }
}
