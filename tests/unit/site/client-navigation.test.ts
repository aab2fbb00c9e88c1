import { describe, expect, it } from "vitest";
import { clientNavigationFor, type AnchorLike, type ClickLike, type Place } from "~/lib/site/client-navigation";

const here: Place = { origin: "https://www.example.cn", pathname: "/xwdt/gzyx/lsit", search: "?page=2", hash: "" };
const click = (over: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  ...over,
});
const anchor = (href: string, attributes: Record<string, string> = {}, target = ""): AnchorLike => ({
  href: new URL(href, here.origin).href,
  target,
  hasAttribute: (name) => name in attributes,
});

describe("clientNavigationFor", () => {
  it("hands a plain left click on a page of the site to the router", () => {
    expect(clientNavigationFor(click(), anchor("/gywm/qyjs"), here)).toEqual({ to: "/gywm/qyjs", replace: false });
    expect(clientNavigationFor(click(), anchor("/xwdt/gzyx/lsit?page=3"), here)).toEqual({
      to: "/xwdt/gzyx/lsit?page=3",
      replace: false,
    });
  });

  it("replaces the history entry for a link to the page already shown", () => {
    expect(clientNavigationFor(click(), anchor("/xwdt/gzyx/lsit?page=2"), here)).toEqual({
      to: "/xwdt/gzyx/lsit?page=2",
      replace: true,
    });
  });

  it("leaves modified, non-primary and already handled clicks to the browser", () => {
    for (const over of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(clientNavigationFor(click(over), anchor("/gywm/qyjs"), here)).toBeNull();
    }
    expect(clientNavigationFor(click({ defaultPrevented: true }), anchor("/gywm/qyjs"), here)).toBeNull();
  });

  it("leaves other sites, new windows, downloads and full reloads to the browser", () => {
    expect(clientNavigationFor(click(), anchor("https://www.gov.cn/"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/gywm/qyjs", {}, "_blank"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/gywm/qyjs", {}, "_self"), here)).toEqual({
      to: "/gywm/qyjs",
      replace: false,
    });
    expect(clientNavigationFor(click(), anchor("/gywm/qyjs", { download: "" }), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/?lng=en-US", { "data-reload-document": "" }), here)).toBeNull();
  });

  it("leaves files, feeds and in-page jumps to the browser", () => {
    expect(clientNavigationFor(click(), anchor("/uploads/seed/report.pdf"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/feed.xml"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/sitemap.xml"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/xwdt/gzyx/lsit?page=2#main"), here)).toBeNull();
    expect(clientNavigationFor(click(), anchor("/gywm/qyjs#team"), here)).toEqual({
      to: "/gywm/qyjs#team",
      replace: false,
    });
  });
});
