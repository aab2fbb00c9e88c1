/** axe on every public page type: no serious or critical violation. */
import { gotoHydrated } from "./hydration";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pageTypes = {
  home: "/",
  "company intro": "/gywm/qyjs",
  "management team": "/gywm/gltd",
  honours: "/gywm/gsry/lsit",
  list: "/xwdt/gzyx/lsit",
  "second list": "/xwdt/mtjj/lsit2",
  article: "/xxgk/qygg/detail/39",
  "second detail": "/ddjs/djxx/details/20",
  "single page": "/ywbk/wlaq",
  "second-detail page": "/ywbk/zhpt",
  "enterprise information": "/xxgk/qyxx",
  "video zone": "/xxgk/spzq",
  "not found": "/no/such/page",
  "english home": "/?lng=en-US",
  "search results": "/search?q=%E4%B8%80%E7%A0%81%E9%80%9A",
  "search, no results": "/search?q=xyzzyqqq",
  "search, query too long": `/search?q=${"a".repeat(60)}`,
  "english search": "/search?q=smart+tourism&lng=en-US",
};

for (const [name, path] of Object.entries(pageTypes)) {
  test(`axe finds no serious or critical violation: ${name}`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script inside the page; the server-rendered markup is the same");
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(bad).toEqual([]);
  });
}

test("axe on the phone menu, opened", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  test.skip(!javaScriptEnabled, "axe runs as a script inside the page");
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "打开菜单" }).click();
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
    [],
  );
});
