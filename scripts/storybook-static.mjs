// What the checks over a static Storybook build share (scripts/storybook-a11y.mjs, scripts/storybook-locale.mjs):
// a loopback server for the build and switching a loaded preview from story to story through its channel.

import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

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
export async function serveStorybook(dir) {
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
 * Switches the already loaded preview to another story through its channel, as the Storybook UI does: about
 * three times faster than loading the preview again for each story. Resolves to "rendered", or to what went
 * wrong ("errored", "play failed", "missing", "timeout"); on anything but "rendered" the caller loads the story
 * afresh, which reports the error.
 */
export async function switchStory(page, id) {
  return page.evaluate(async (storyId) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return "no channel";
    const outcome = new Promise((resolve) => {
      const finish = (result) => () => {
        for (const [name, handler] of handlers) channel.off(name, handler);
        resolve(result);
      };
      const handlers = [
        ["storyRendered", finish("rendered")],
        ["storyErrored", finish("errored")],
        ["storyThrewException", finish("errored")],
        ["storyMissing", finish("missing")],
        ["playFunctionThrewException", finish("play failed")],
      ];
      for (const [name, handler] of handlers) channel.on(name, handler);
      setTimeout(finish("timeout"), 5_000);
    });
    channel.emit("setCurrentStory", { storyId, viewMode: "story" });
    return outcome;
  }, id);
}
