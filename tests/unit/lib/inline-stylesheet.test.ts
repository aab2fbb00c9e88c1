import { describe, expect, it } from "vitest";
import { stylesheetSlot, withInlineStylesheet } from "~/lib/http/stylesheets.server";

const slots = [stylesheetSlot("site", "body{color:red}"), stylesheetSlot("admin", ".a{margin:0}")];
const page = (head: string) =>
  Buffer.from(`<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>${head}</head><body>正文</body></html>`);

describe("withInlineStylesheet", () => {
  it("writes the site's stylesheet into its empty element and keeps the rest byte for byte", () => {
    const out = withInlineStylesheet(page('<style id="site-stylesheet"></style><title>t</title>'), slots).toString();
    expect(out).toBe(
      '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><style id="site-stylesheet">body{color:red}</style><title>t</title></head><body>正文</body></html>',
    );
  });

  it("writes the admin's stylesheet on admin pages", () => {
    const out = withInlineStylesheet(page('<style id="admin-stylesheet"></style>'), slots).toString();
    expect(out).toContain('<style id="admin-stylesheet">.a{margin:0}</style>');
    expect(out).not.toContain("body{color:red}");
  });

  it("leaves a page without the element, or with it far below the head, unchanged", () => {
    const plain = page("<title>t</title>");
    expect(withInlineStylesheet(plain, slots)).toBe(plain);
    const late = Buffer.concat([Buffer.alloc(5_000, " "), page('<style id="site-stylesheet"></style>')]);
    expect(withInlineStylesheet(late, slots)).toBe(late);
  });

  it("fills only the first element, so a page quoting the markup in its body stays as written", () => {
    const html = page('<style id="site-stylesheet"></style>');
    const quoted = Buffer.concat([html, Buffer.from('<style id="site-stylesheet"></style>')]);
    const out = withInlineStylesheet(quoted, slots).toString();
    expect(out.match(/body\{color:red\}/g)).toHaveLength(1);
  });
});
