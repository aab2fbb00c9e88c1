/**
 * The server's kept menus and footer (components/site/prerendered.tsx): a page rendered with the fragment cache
 * is byte for byte the page rendered without it, so the browser hydrates it as before; the cache renders each
 * fragment once per owner and key, and tells apart what must differ (the current menu item, the locale, the two
 * menus of one tree, new content).
 */
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FragmentCacheContext, type FragmentCache } from "~/components/site/prerendered";
import { SiteLayout } from "~/components/site/site-layout";
import { openContentStore } from "~/lib/content/store.server";
import { createFragmentCache } from "~/lib/http/fragment-cache.server";
import { unpack, pack } from "~/lib/http/packed";
import { MessagesProvider } from "~/lib/i18n/messages-context";
import { siteChrome, snapshotOf, type SiteContent } from "~/lib/site/page-data";
import type { SiteChrome } from "~/lib/site/view-models";
import zhCommon from "~/locales/zh-CN/common.json";
import zhSite from "~/locales/zh-CN/site.json";
import enCommon from "~/locales/en-US/common.json";
import enSite from "~/locales/en-US/site.json";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");
const MESSAGES = {
  "zh-CN": { common: zhCommon, site: zhSite },
  "en-US": { common: enCommon, site: enSite },
} as const;
let content: SiteContent;

beforeAll(async () => {
  content = snapshotOf(await openContentStore(CONTENT));
});

/** The chrome as a page gets it: unpacked from its text, one object per text. */
function chromeOf(locale: keyof typeof MESSAGES): SiteChrome {
  return unpack<SiteChrome>(pack(siteChrome(content, locale)));
}

/** The site's frame at `url`, streamed as the server entry streams a page. */
async function renderPage(url: string, chrome: SiteChrome, cache: FragmentCache | null): Promise<string> {
  const locale = chrome.locale as keyof typeof MESSAGES;
  const element = (
    <MessagesProvider locale={locale} messages={MESSAGES[locale]}>
      <SiteLayout chrome={chrome}>
        <p>page</p>
      </SiteLayout>
    </MessagesProvider>
  );
  const handler = createStaticHandler([{ id: "root", path: "*", loader: () => ({ care: false }), element }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <FragmentCacheContext.Provider value={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </FragmentCacheContext.Provider>
  );
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
    sink.on("end", () => resolve(html));
    const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

describe("<Prerendered> with the server's fragment cache", () => {
  const urls = ["/", "/xwdt/gzyx/lsit", "/xwdt/hyxx/detail/29", "/gywm/qyjs?x=1", "/nowhere"];

  it.each(urls)("renders %s exactly as without the cache, first and again", async (url) => {
    const chrome = chromeOf("zh-CN");
    const cache = createFragmentCache();
    const plain = await renderPage(url, chrome, null);
    expect(plain).toContain("<footer");
    expect(await renderPage(url, chrome, cache)).toBe(plain);
    expect(await renderPage(url, chrome, cache)).toBe(plain);
  });

  it("marks each page's own menu item although the menus are kept", async () => {
    const chrome = chromeOf("zh-CN");
    const cache = createFragmentCache();
    for (const url of ["/", "/xwdt/gzyx/lsit", "/xxgk/qyxx", "/"]) {
      expect(await renderPage(url, chrome, cache)).toBe(await renderPage(url, chrome, null));
    }
    const news = await renderPage("/xwdt/gzyx/lsit", chrome, cache);
    expect(news).toMatch(/<a href="\/xwdt\/gzyx\/lsit"[^>]*aria-current="page"/);
    expect(await renderPage("/", chrome, cache)).not.toMatch(/<a href="\/xwdt\/gzyx\/lsit"[^>]*aria-current="page"/);
  });

  it("keeps each locale's chrome apart", async () => {
    const cache = createFragmentCache();
    const zh = await renderPage("/", chromeOf("zh-CN"), cache);
    const en = await renderPage("/", chromeOf("en-US"), cache);
    expect(en).toBe(await renderPage("/", chromeOf("en-US"), null));
    expect(zh).toBe(await renderPage("/", chromeOf("zh-CN"), null));
    expect(en).not.toBe(zh);
  });

  it("renders a fragment once per owner and key, and again for new content", async () => {
    const render = vi.fn((node: React.ReactNode) => `<li>${String(node)}</li>`);
    const cache = createFragmentCache(render);
    const owner = {};
    expect(cache.html(owner, "a", () => "x")).toBe("<li>x</li>");
    expect(cache.html(owner, "a", () => "y")).toBe("<li>x</li>");
    expect(cache.html(owner, "b", () => "y")).toBe("<li>y</li>");
    expect(cache.html({}, "a", () => "z")).toBe("<li>z</li>");
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("renders the header's two menus of one tree as two fragments", async () => {
    const made: string[] = [];
    const cache = createFragmentCache((node) => {
      const html = renderToString(node);
      made.push(html);
      return html;
    });
    const chrome = chromeOf("zh-CN");
    const page = await renderPage("/nowhere", chrome, cache);
    // The header's menu, the phone menu's tree and the footer, each in the page once.
    expect(made).toHaveLength(3);
    expect(new Set(made).size).toBe(3);
    for (const html of made) expect(page.split(html)).toHaveLength(2);
    await renderPage("/nowhere", chrome, cache);
    expect(made).toHaveLength(3);
  });
});
