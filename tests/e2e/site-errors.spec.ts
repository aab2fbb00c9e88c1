/**
 * Error pages of the public site: each status has its own page, titled in the visitor's language
 * (lib/http/error-status), inside the site's frame where the frame could be drawn. A browser opens each one,
 * with JavaScript on and off; the post is made by the browser itself (the navigation's method is changed on
 * its way out), so the page shown is the one a visitor would see.
 */
import { expect, test, type Page } from "@playwright/test";

interface Case {
  what: string;
  path: string;
  method?: "POST";
  status: number;
  title: { "zh-CN": string; "en-US": string };
  /** Whether the header and footer stay around the page. */
  framed: boolean;
  /** The page's language when it is not the visitor's. */
  lang?: string;
}

const CASES: Case[] = [
  {
    what: "an unknown path",
    path: "/no/such/page",
    status: 404,
    title: { "zh-CN": "页面不存在", "en-US": "Page not found" },
    framed: true,
  },
  {
    what: "a path that is not valid percent-encoding",
    path: "/gywm/%E0%A4%A",
    status: 400,
    title: { "zh-CN": "请求无效", "en-US": "Bad request" },
    framed: true,
  },
  {
    what: "a post to a page",
    path: "/gywm/qyjs",
    method: "POST",
    status: 405,
    title: { "zh-CN": "不支持该请求方法", "en-US": "Method not allowed" },
    framed: true,
  },
  {
    // A post to "/" (without ?index) is the root's to answer, and the framework then runs no loader at all:
    // no frame, and no language chosen, so the page speaks both.
    what: "a post to the home page",
    path: "/",
    method: "POST",
    status: 405,
    title: { "zh-CN": "不支持该请求方法 / Method not allowed", "en-US": "不支持该请求方法 / Method not allowed" },
    framed: false,
    lang: "zh-CN",
  },
];

const BACK_HOME: Record<string, string> = { "zh-CN": "返回首页", "en-US": "Back to home" };

/** Opens `path` in the browser, as a form post when `method` says so. */
async function open(page: Page, path: string, method?: "POST") {
  if (method) {
    await page.route(
      (url) => url.pathname === path.split("?")[0],
      (route) =>
        route.continue({
          method,
          postData: "a=1",
          headers: { ...route.request().headers(), "content-type": "application/x-www-form-urlencoded" },
        }),
    );
  }
  const response = await page.goto(path);
  await page.unrouteAll();
  return response;
}

for (const locale of ["zh-CN", "en-US"] as const) {
  test.describe(`error pages (${locale})`, () => {
    test.use({ locale, extraHTTPHeaders: { "Accept-Language": locale } });

    for (const c of CASES) {
      test(`${c.what}: ${c.status}, titled "${c.title[locale]}"`, async ({ page }) => {
        const response = await open(page, c.path, c.method);
        expect(response?.status()).toBe(c.status);
        await expect(page.locator("html")).toHaveAttribute("lang", c.lang ?? locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title[locale]);
        await expect(page).toHaveTitle(c.title[locale]);
        await expect(page.locator(`[data-error-status="${c.status}"]`)).toBeVisible();
        // One main landmark, the site's header and footer only where the frame is drawn.
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("banner")).toHaveCount(c.framed ? 1 : 0);
        await expect(page.getByRole("contentinfo")).toHaveCount(c.framed ? 1 : 0);
        // Never any detail of what went wrong.
        await expect(page.locator("body")).not.toContainText(/Error:|URIError|You made a|\bat \w+ \(/);
        await expect(page.getByRole("link", { name: BACK_HOME[c.lang ?? locale] })).toBeVisible();
      });
    }
  });
}
