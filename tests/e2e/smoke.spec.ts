import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";

const company = JSON.parse(readFileSync("content/company.json", "utf8")).company as { company_name: string };

test("home is server-rendered from content/", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByText(company.company_name).first()).toBeVisible();
});

test("an unknown path shows the designed 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("页面不存在");
});

test("documents carry the security headers and a CSP nonce", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
});
