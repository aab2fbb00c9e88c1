import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExceptionScreen } from "~/components/console/exception-screen";
import { errorMeta, errorText } from "~/components/site/error-text";
import { SiteErrorPage } from "~/components/site/site-error-page";
import {
  ERROR_STATUSES,
  errorMessageKeys,
  errorStatus,
  errorStatusOf,
  type ErrorStatus,
} from "~/lib/http/error-status";
import { pack } from "~/lib/http/packed";
import { MessagesProvider } from "~/lib/i18n/messages-context";
import { resources } from "~/lib/i18n/resources";

const LOCALES = ["zh-CN", "en-US"] as const;
type Locale = (typeof LOCALES)[number];

/** Each status's title and message as the locale's messages spell them. */
function expected(locale: Locale, status: ErrorStatus) {
  return resources[locale].common.error[status];
}

const headingOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(html)?.[1];

describe("the status → page table", () => {
  it("gives every listed status a page of its own", () => {
    for (const status of ERROR_STATUSES) expect(errorStatus(status)).toBe(status);
  });

  it("shows other client errors as 400 and anything else as 500", () => {
    for (const status of [402, 410, 414, 416, 429, 431]) expect(errorStatus(status), String(status)).toBe(400);
    for (const status of [501, 502, 503, null, undefined]) expect(errorStatus(status), String(status)).toBe(500);
  });

  it("reads the status of what a route threw; a plain error is the server's fault", () => {
    expect(errorStatusOf(new Response(null, { status: 405 }))).toBe(405);
    expect(errorStatusOf({ status: 409, statusText: "Conflict", internal: false, data: "" })).toBe(409);
    expect(errorStatusOf(new Error("boom"))).toBe(500);
    expect(errorStatusOf("boom")).toBe(500);
    expect(errorStatusOf(undefined)).toBe(500);
  });

  it("has a distinct title and a message for every status in both languages", () => {
    for (const locale of LOCALES) {
      const titles = ERROR_STATUSES.map((status) => expected(locale, status).title);
      expect(new Set(titles).size, locale).toBe(ERROR_STATUSES.length);
      for (const status of ERROR_STATUSES) expect(expected(locale, status).message, `${locale} ${status}`).not.toBe("");
    }
  });

  it("keeps the product's own texts for 403, 404 and 500", () => {
    expect(resources["en-US"].common.error).toMatchObject({
      403: { message: "Access to this resource on the server is denied." },
      404: { title: "Page not found", message: "Whoops, this page is gone." },
      500: { message: expect.stringMatching(/^Internal server error/) },
    });
    expect(resources["zh-CN"].common.error[403].message).toBe("对不起，您没有访问该资源的权限");
  });
});

describe("the error pages", () => {
  for (const locale of LOCALES) {
    for (const status of ERROR_STATUSES) {
      const { title, message } = expected(locale, status);

      it(`public site, ${locale}, ${status}: its own status, title and message`, () => {
        const html = renderToStaticMarkup(
          <MessagesProvider locale={locale} messages={resources[locale]}>
            <SiteErrorPage status={status} />
          </MessagesProvider>,
        );
        expect(html).toContain(`data-error-status="${status}"`);
        expect(headingOf(html, "h1")).toBe(title);
        expect(html).toContain(message);
      });

      it(`admin, ${locale}, ${status}: its own exception view, title and message`, () => {
        const html = renderToStaticMarkup(
          <MessagesProvider locale={locale} messages={resources[locale]}>
            <ExceptionScreen status={status} />
          </MessagesProvider>,
        );
        expect(html).toContain(`data-testid="exception-${status}"`);
        expect(headingOf(html, "h2")).toBe(title);
        expect(html).toContain(message);
      });
    }
  }

  it("titles the document by the status", () => {
    const matches = [{ id: "root", data: { messages: pack({ common: resources["en-US"].common }) } }];
    expect(errorMeta(new Response(null, { status: 405 }), matches)).toEqual([
      { title: "Method not allowed" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("speaks both languages when the page has no messages", () => {
    for (const status of ERROR_STATUSES) {
      expect(errorText(status, undefined).title).toBe(
        `${expected("zh-CN", status).title} / ${expected("en-US", status).title}`,
      );
    }
    expect(errorMessageKeys(413)).toEqual({ title: "error.413.title", message: "error.413.message" });
  });
});
