/** Axe on the page as it is, in the light and the dark theme: no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function axeClean(page: Page) {
  await page.waitForLoadState("networkidle");
  // Measured once nothing is loading: a part that is (aria-busy, like the console menu fetched from the server)
  // is dimmed meanwhile, and a fetch that starts late can come after a quiet half second.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colours are measured when final: no transition (the theme switch, a menu fetched from the server) runs.
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation-duration:0s!important}",
  });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(bad).toEqual([]);
  }
}
