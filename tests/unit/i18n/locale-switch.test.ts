import { describe, expect, it } from "vitest";
import {
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  localeSwitchHref,
  otherLocale,
  rememberLocale,
} from "~/lib/i18n/locale-switch";
import { localeSwitchOf, switchedLocale } from "~/lib/i18n/locale-switch.server";

describe("the language link (localeSwitchHref)", () => {
  it("adds lng to a path without a query", () => {
    expect(localeSwitchHref("/gywm/qyjs", "en-US")).toBe("/gywm/qyjs?lng=en-US");
    expect(localeSwitchHref("/", "zh-CN")).toBe("/?lng=zh-CN");
  });

  it("replaces the lng it had instead of appending another", () => {
    expect(localeSwitchHref("/gywm/qyjs?lng=en-US", "zh-CN")).toBe("/gywm/qyjs?lng=zh-CN");
  });

  it("switches any number of times in a row and the URL still holds one lng", () => {
    let href = "/admin/dashboard/workplace";
    for (const locale of ["en-US", "zh-CN", "en-US", "zh-CN", "en-US"] as const) {
      href = localeSwitchHref(href, locale);
      expect(new URLSearchParams(href.split("?")[1]).getAll("lng")).toEqual([locale]);
    }
    expect(href).toBe("/admin/dashboard/workplace?lng=en-US");
  });

  it("collapses several lng (a hand-made URL) into one", () => {
    expect(localeSwitchHref("/x?lng=en-US&lng=zh-CN&lng=xx", "en-US")).toBe("/x?lng=en-US");
  });

  it("keeps the rest of the query, with lng last (a public page's canonical order)", () => {
    expect(localeSwitchHref("/xwdt/gzyx/lsit?page=2", "en-US")).toBe("/xwdt/gzyx/lsit?page=2&lng=en-US");
    expect(localeSwitchHref("/xwdt/gzyx/lsit?lng=zh-CN&page=2", "en-US")).toBe("/xwdt/gzyx/lsit?page=2&lng=en-US");
    expect(localeSwitchHref("/a/list/search-table?q=a%20b&tab=2&lng=zh-CN", "en-US")).toBe(
      "/a/list/search-table?q=a+b&tab=2&lng=en-US",
    );
  });

  it("drops the fragment", () => {
    expect(localeSwitchHref("/gywm/qyjs?lng=zh-CN#leaders", "en-US")).toBe("/gywm/qyjs?lng=en-US");
    expect(localeSwitchHref("/gywm/qyjs#main", "en-US")).toBe("/gywm/qyjs?lng=en-US");
  });

  it("never makes a link that leaves the site from a path starting with two slashes", () => {
    expect(localeSwitchHref("//evil.example/x", "en-US")).toBe("/evil.example/x?lng=en-US");
    expect(localeSwitchHref("/\\evil.example/x?lng=zh-CN", "en-US")).toBe("/evil.example/x?lng=en-US");
    expect(localeSwitchHref("", "en-US")).toBe("/?lng=en-US");
  });
});

describe("locale names and the other locale", () => {
  it("names each locale in its own language", () => {
    expect(LOCALE_NAMES).toEqual({ "zh-CN": "中文", "en-US": "English" });
  });

  it("offers the other of the two locales", () => {
    expect(otherLocale("zh-CN")).toBe("en-US");
    expect(otherLocale("en-US")).toBe("zh-CN");
  });
});

describe("the browser's arco-locale key (rememberLocale)", () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial));
    let writes = 0;
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes += 1;
        items.set(key, value);
      },
      get writes() {
        return writes;
      },
    };
  }

  it("writes the page's locale and follows later switches", () => {
    const storage = memoryStorage();
    rememberLocale("en-US", storage);
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe("en-US");
    rememberLocale("zh-CN", storage);
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
  });

  it("does not write a value that is already there", () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: "zh-CN" });
    rememberLocale("zh-CN", storage);
    expect(storage.writes).toBe(0);
  });

  it("does nothing where storage is missing or refuses", () => {
    expect(() => rememberLocale("en-US", undefined)).not.toThrow();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(() => rememberLocale("en-US", refusing)).not.toThrow();
  });
});

describe("whether a request is a language switch to confirm", () => {
  const url = (query: string) => new URL(`https://portal.example/gywm/qyjs${query}`);

  it("is one for a link on this site to another language than the visitor had", () => {
    expect(
      switchedLocale({ url: url("?lng=en-US"), previous: "zh-CN", secFetchSite: "same-origin", referer: null }),
    ).toBe("en-US");
  });

  it("is none when the language does not change, or the parameter names no supported locale", () => {
    expect(
      switchedLocale({ url: url("?lng=en-US"), previous: "en-US", secFetchSite: "same-origin", referer: null }),
    ).toBeNull();
    expect(
      switchedLocale({ url: url("?lng=xx-XX"), previous: "zh-CN", secFetchSite: "same-origin", referer: null }),
    ).toBeNull();
    expect(switchedLocale({ url: url(""), previous: "zh-CN", secFetchSite: "same-origin", referer: null })).toBeNull();
  });

  it("is none for an address typed, bookmarked, crawled or linked from elsewhere", () => {
    for (const secFetchSite of ["none", "cross-site", "same-site"]) {
      expect(switchedLocale({ url: url("?lng=en-US"), previous: "zh-CN", secFetchSite, referer: null })).toBeNull();
    }
    // A crawler sends neither header.
    expect(switchedLocale({ url: url("?lng=en-US"), previous: "zh-CN", secFetchSite: null, referer: null })).toBeNull();
  });

  it("falls back to the Referer's host where the browser sends no Sec-Fetch-Site", () => {
    const head = { url: url("?lng=en-US"), previous: "zh-CN" as const, secFetchSite: null };
    expect(switchedLocale({ ...head, referer: "https://portal.example/gywm/qyjs" })).toBe("en-US");
    expect(switchedLocale({ ...head, referer: "https://other.example/" })).toBeNull();
    expect(switchedLocale({ ...head, referer: "not a url" })).toBeNull();
  });

  it("reads the previous language from the cookie, else Accept-Language", async () => {
    const request = (query: string, headers: Record<string, string>) =>
      new Request(`https://portal.example/${query}`, { headers: { "Sec-Fetch-Site": "same-origin", ...headers } });
    // The cookie's value as the server writes it: base64 of the JSON string.
    const english = `lng=${encodeURIComponent(btoa(JSON.stringify("en-US")))}`;
    expect(await localeSwitchOf(request("?lng=zh-CN", { Cookie: english }))).toBe("zh-CN");
    expect(await localeSwitchOf(request("?lng=en-US", { Cookie: english }))).toBeNull();
    expect(await localeSwitchOf(request("?lng=en-US", { "Accept-Language": "en-US,en;q=0.9" }))).toBeNull();
    expect(await localeSwitchOf(request("?lng=en-US", { "Accept-Language": "zh-CN" }))).toBe("en-US");
    expect(await localeSwitchOf(request("?lng=en-US", {}))).toBe("en-US");
    expect(await localeSwitchOf(request("", {}))).toBeNull();
  });
});
