import { expect, test } from "@playwright/test";
import { USER } from "../fixtures/e2e-settings";
import { ADMIN, PASSWORD, login, loginOk, whenHydrated } from "./admin-helpers";

test.describe("admin login and session", () => {
  test("anonymous visitors are sent to the hidden login with the page they wanted", async ({ page }) => {
    await page.goto(`${ADMIN}/articleList?page=2`);
    await expect(page).toHaveURL(`${ADMIN}/login?redirect=${encodeURIComponent(`${ADMIN}/articleList?page=2`)}`);
    await page.goto(ADMIN);
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/login`));
  });

  test("empty fields show the product's messages; a wrong pair one generic message", async ({ page }) => {
    await login(page, { username: "", password: "" });
    await expect(page.getByText("用户名不能为空")).toBeVisible();
    await expect(page.getByText("密码不能为空")).toBeVisible();
    await login(page, { password: "wrong-password" });
    await expect(page.locator("[data-login-error]")).toHaveText("账号或密码错误");
    await login(page, { username: "nobody-here", password: "wrong-password" });
    await expect(page.locator("[data-login-error]")).toHaveText("账号或密码错误");
  });

  test("English visitors get the English messages", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US", javaScriptEnabled: test.info().project.name === "js" });
    const page = await context.newPage();
    await page.goto(`${ADMIN}/login?lng=en-US`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username cannot be empty")).toBeVisible();
    await expect(page.getByText("Password cannot be empty")).toBeVisible();
    await context.close();
  });

  test("success says welcome and follows a local redirect, never a foreign one", async ({ page }) => {
    await loginOk(page, `${ADMIN}/linksList`);
    await expect(page.getByText("欢迎使用")).toBeVisible();
    await page.context().clearCookies();
    await login(page, { redirect: "https://evil.example/" });
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/company_info$`));
    await page.context().clearCookies();
    await login(page, { redirect: "//evil.example/" });
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/company_info$`));
  });

  test("/{ADMIN_PATH} lands on company info and /redirect/:path goes to local paths after login", async ({ page }) => {
    // Anonymous, /redirect/… is a plain 404 (it must not lead to the admin login): sign in first.
    expect((await page.goto(`/redirect${ADMIN}/videosList`))?.status()).toBe(404);
    await page.goto(`${ADMIN}/login`);
    await page.locator("#username").fill("admin");
    await page.locator("#password").fill(PASSWORD);
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/company_info$`));
    await page.goto(`/redirect${ADMIN}/videosList`);
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/videosList$`));
    await page.goto(ADMIN);
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/company_info$`));
    await page.goto("/redirect//evil.example/");
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/company_info$`));
  });

  test("remember password gives a 30-day cookie; without it a browser-session cookie", async ({ page }) => {
    await page.goto(`${ADMIN}/login`);
    await whenHydrated(page);
    await page.locator("#username").fill("admin");
    await page.locator("#password").fill(PASSWORD);
    await page.getByLabel("记住密码").check();
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(/company_info/);
    const remembered = (await page.context().cookies()).find((c) => c.name === "__session")!;
    expect(remembered.httpOnly).toBe(true);
    expect(remembered.sameSite).toBe("Lax");
    expect(remembered.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    expect(JSON.stringify(await page.context().cookies())).not.toContain(PASSWORD);
    await page.context().clearCookies();
    await loginOk(page);
    expect((await page.context().cookies()).find((c) => c.name === "__session")!.expires).toBe(-1);
  });

  test("logout clears the session and admin pages are refused afterwards", async ({ page }) => {
    // Another account than the admin: a logout ends every session of its account, and the run's other specs
    // work in the admin's (tests/fixtures/sign-in.ts).
    await login(page, USER);
    await expect(page).toHaveURL(/company_info/);
    await page.getByLabel(/用户菜单/).click();
    await page.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/login$`));
    await expect(page.getByText("已退出登录")).toBeVisible();
    await page.goto(`${ADMIN}/company_info`);
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/login\\?redirect=`));
  });

  test("forgot password and register account lead to the account help page", async ({ page }) => {
    await page.goto(`${ADMIN}/login`);
    await page.getByRole("link", { name: "忘记密码" }).click();
    await expect(page.getByRole("heading", { name: "忘记密码" })).toBeVisible();
    await expect(page.getByText("npm run admin -- set-password USERNAME")).toBeVisible();
    await page.goto(`${ADMIN}/login`);
    await page.getByRole("link", { name: "注册账号" }).click();
    await expect(page.getByRole("heading", { name: "注册账号" })).toBeVisible();
  });

  // All browser requests come from 127.0.0.1: this client's pair with `admin` is locked, and the name itself
  // only slowed down (that another client still gets in is security-lockout.spec.ts).
  test("20 wrong logins are throttled for this client; the right password works after the wait", async ({
    page,
  }, info) => {
    // The throttle is the login action's; without script the same action answers the same form, and showing its
    // message without script is the wrong-pair test above.
    test.skip(info.project.name === "nojs", "the server's throttle is checked once, with script");
    test.setTimeout(150_000);
    await page.goto(`${ADMIN}/login`);
    let throttled = 0;
    let refusedWhileLocked = false;
    for (let i = 0; i < 20; i++) {
      await login(page, { password: `wrong-${i}`, stay: true });
      const text = (await page.locator("[data-login-error]").textContent()) ?? "";
      if (/尝试次数过多，请 \d+ 秒后再试/.test(text)) {
        throttled += 1;
        if (!refusedWhileLocked) {
          // Locked for this client: even the right password is refused until the wait is over.
          await login(page, { stay: true });
          await expect(page.locator("[data-login-error]")).toHaveText(/尝试次数过多/);
          refusedWhileLocked = true;
        }
      } else {
        expect(text).toBe("账号或密码错误");
      }
    }
    expect(throttled).toBeGreaterThan(0);
    expect(refusedWhileLocked).toBe(true);
    await page.waitForTimeout(3_500);
    await loginOk(page);
  });
});

test.describe("admin HTTP rules", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("admin pages are noindex and not cached; foreign-origin posts are refused", async ({ page, request }) => {
    await loginOk(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await request.get(`${ADMIN}/company_info`, { headers: { Cookie: cookie } });
    expect(res.headers()["x-robots-tag"]).toContain("noindex");
    expect(res.headers()["cache-control"]).toContain("no-store");
    const login = await request.get(`${ADMIN}/login`);
    expect(login.headers()["x-robots-tag"]).toContain("noindex");
    const foreign = await request.post(`${ADMIN}/linksList/new`, {
      headers: { Cookie: cookie, Origin: "https://evil.example" },
      form: { name: "evil", url: "https://evil.example", type: "20001" },
      maxRedirects: 0,
    });
    // Refused: our guard answers 403; Remix itself already stops a document post whose Origin differs from Host.
    expect(foreign.status()).toBeGreaterThanOrEqual(403);
    await page.goto(`${ADMIN}/linksList`);
    await expect(page.getByText("evil", { exact: true })).toHaveCount(0);
    const foreignLogin = await request.post(`${ADMIN}/login`, {
      headers: { Origin: "https://evil.example" },
      form: { username: "admin", password: PASSWORD },
      maxRedirects: 0,
    });
    expect(foreignLogin.status()).toBeGreaterThanOrEqual(403);
    expect(foreignLogin.headers()["set-cookie"] ?? "").not.toContain("__session=");
  });

  test("../ in path parameters is refused", async ({ page, request }) => {
    await loginOk(page);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const path of [
      `${ADMIN}/articleList/..%2F..%2Fusers`,
      `${ADMIN}/menuList/1%2F..%2F2`,
      `${ADMIN}/videosList/-1`,
      `/uploads/..%2F..%2Fpackage.json`,
    ]) {
      const res = await request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
    const res = await request.get(`/redirect/..%2F..%2Fevil`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(res.headers().location).toBe(`${ADMIN}/company_info`);
  });
});
