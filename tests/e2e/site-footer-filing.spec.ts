/**
 * Issue #18, point 1: the footer names the site's ICP and public-security filing numbers, each linked to its
 * official record (the latter with its badge), from company fields the admin edits; an empty number hides it.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, save } from "./admin-helpers";

const ICP = "鲁ICP备2021000123号-1";
const POLICE = "鲁公网安备37010202000123号";

function filing(page: Page) {
  return page.locator("footer [data-filing]");
}

for (const [locale, path] of [
  ["zh-CN", "/"],
  ["en-US", "/xwdt/gzyx?lng=en-US"],
] as const) {
  test(`the footer links the filing numbers to their official records (${locale})`, async ({ page }) => {
    await page.goto(path);
    const icp = filing(page).getByRole("link", { name: ICP });
    await expect(icp).toBeVisible();
    await expect(icp).toHaveAttribute("href", "https://beian.miit.gov.cn/");
    await expect(icp).toHaveAttribute("lang", "zh-CN");
    const police = filing(page).getByRole("link", { name: POLICE });
    await expect(police).toBeVisible();
    await expect(police).toHaveAttribute("href", "https://beian.mps.gov.cn/#/query/webSearch?code=37010202000123");
    await expect(police).toHaveAttribute("lang", "zh-CN");
    const badge = police.locator("img");
    await expect(badge).toHaveAttribute("src", "/uploads/seed/police-badge.png");
    await badge.scrollIntoViewIfNeeded();
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

test.describe("edited in the admin", () => {
  test.use({ storageState: ADMIN_STATE });

  test("the filing numbers are company fields: emptied, each disappears from the footer", async ({ page }) => {
    await page.goto(`${ADMIN}/company_info?section=contact`);
    const icpField = page.getByLabel("ICP备案号");
    const policeField = page.getByLabel("公安备案号");
    await expect(icpField).toHaveValue(ICP);
    await expect(policeField).toHaveValue(POLICE);
    await expect(page.locator('input[name="police_badge"]')).toHaveValue("/uploads/seed/police-badge.png");
    try {
      await icpField.fill("");
      await policeField.fill("鲁公网安备37010202000999号");
      await save(page);
      await expect(page.getByText("保存成功")).toBeVisible();
      await page.goto("/gywm/qyjs");
      await expect(filing(page).getByRole("link", { name: /ICP/ })).toHaveCount(0);
      await expect(filing(page).getByRole("link", { name: "鲁公网安备37010202000999号" })).toHaveAttribute(
        "href",
        "https://beian.mps.gov.cn/#/query/webSearch?code=37010202000999",
      );
    } finally {
      // Put the seeded values back for the other specs.
      await page.goto(`${ADMIN}/company_info?section=contact`);
      await page.getByLabel("ICP备案号").fill(ICP);
      await page.getByLabel("公安备案号").fill(POLICE);
      await save(page);
      await expect(page.getByText("保存成功")).toBeVisible();
    }
    await page.goto("/gywm/qyjs");
    await expect(filing(page).getByRole("link", { name: ICP })).toBeVisible();
  });
});
