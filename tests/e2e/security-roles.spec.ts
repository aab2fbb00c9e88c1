/**
 * Roles on the server (issue 6, point 12). Admin routes are open to any signed-in role, except the console's
 * admin-only screens (ADMIN_ONLY_SCREENS): a `user`-role account — added to the content copy by
 * scripts/e2e-server.mjs before the server starts — gets 403 on each of them, shown inside the admin shell
 * (navbar and sider around the console's 403 view), and every POST to them is refused. Content screens stay
 * open to it, an unknown admin URL is the admin's own 404, and neither Switch Roles nor a preview cookie
 * signed with the server's own secret raises it to admin. With JavaScript on, the posts go out as the data
 * requests the enhanced forms send, and a client-side navigation is refused too; without it, as plain form
 * posts.
 */
import { createCookie } from "@remix-run/node";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN_ONLY_SCREENS } from "../../app/lib/console/roles";
import { ADMIN_ONLY_POST } from "../fixtures/security/admin-only-post";
import {
  ADMIN,
  E2E_SESSION_SECRET,
  USER,
  adminCookie,
  adminRoutesFromBuild,
  anonymousContext,
  signInCookie,
} from "../fixtures/security/helpers";

const DENIED = {
  "zh-CN": "对不起，您没有访问该资源的权限",
  "en-US": "Access to this resource on the server is denied.",
};

async function signInAsUser(context: BrowserContext, baseURL: string): Promise<string> {
  const cookie = await signInCookie(USER.username, USER.password);
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: baseURL }]);
  return cookie;
}

/** The admin shell is on screen: the navbar with the console's user menu, and the sider with the admin menu. */
async function expectShell(page: Page, what: string) {
  await expect(page.locator("header").getByTestId("user-menu"), what).toBeVisible();
  await expect(page.getByTestId("sider"), what).toBeVisible();
  await expect(page.getByTestId("sider").getByRole("link", { name: "公司信息" }), what).toBeVisible();
}

/** The cookies an answer sets, as `name=value`. */
function cookiesSetBy(headers: { name: string; value: string }[]): string[] {
  return headers.filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value.split(";")[0]!);
}

test.describe("roles on the server", () => {
  test("a user-role account gets 403 inside the admin shell on every admin-only screen", async ({
    page,
    context,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    await signInAsUser(context, baseURL!);
    for (const screen of ADMIN_ONLY_SCREENS) {
      const res = await page.goto(`${ADMIN}/${screen}`);
      expect(res?.status(), screen).toBe(403);
      await expectShell(page, screen);
      await expect(page.getByTestId("exception-403"), screen).toBeVisible();
      await expect(page.getByText(DENIED["zh-CN"]), screen).toBeVisible();
    }
    // The same in English.
    const en = await page.goto(`${ADMIN}/${ADMIN_ONLY_SCREENS[0]}?lng=en-US`);
    expect(en?.status()).toBe(403);
    await expect(page.getByText(DENIED["en-US"])).toBeVisible();
    await page.goto(`${ADMIN}/company_info?lng=zh-CN`);

    if (info.project.name === "js") {
      // A client-side navigation asks for the screen's data: refused the same way, the shell stays.
      await page.goto(`${ADMIN}/company_info`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      for (const screen of ADMIN_ONLY_SCREENS) {
        await page.evaluate(
          (path) =>
            (window as unknown as { __remixRouter: { navigate: (to: string) => unknown } }).__remixRouter.navigate(
              path,
            ),
          `${ADMIN}/${screen}`,
        );
        await expect(page, screen).toHaveURL(new RegExp(`${ADMIN}/${screen}$`));
        await expect(page.getByTestId("exception-403"), screen).toBeVisible();
        await expectShell(page, `client navigation to ${screen}`);
      }
    }
  });

  test("content screens stay open to a user-role account, and an unknown admin URL is the admin's 404", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsUser(context, baseURL!);
    for (const screen of ["company_info", "menuList", "articleList", "dashboard/workplace", "list/search-table"]) {
      const res = await page.goto(`${ADMIN}/${screen}`);
      expect(res?.status(), screen).toBe(200);
      await expectShell(page, screen);
    }
    const missing = await page.goto(`${ADMIN}/no-such-screen/here`);
    expect(missing?.status()).toBe(404);
    await expectShell(page, "unknown admin URL");
    await expect(page.getByTestId("exception-404")).toBeVisible();
  });

  test("every POST to an admin-only screen is refused for a user-role account", async () => {
    const js = test.info().project.name === "js";
    // A fresh context: one that kept cookies from earlier answers would send them along.
    const request = await anonymousContext();
    const cookie = await signInCookie(USER.username, USER.password);
    const routes = new Map(adminRoutesFromBuild().map((r) => [r.path, r]));
    const withAction: string[] = [];
    for (const screen of ADMIN_ONLY_SCREENS) {
      const route = routes.get(`${ADMIN}/${screen}`);
      expect(route, `${screen} is in the build`).toBeDefined();
      // A body that would change something were it accepted.
      const res = await request.post(`${ADMIN}/${screen}${js ? ".data" : ""}`, {
        headers: { Cookie: cookie },
        form: ADMIN_ONLY_POST,
        maxRedirects: 0,
      });
      if (route!.hasAction) {
        withAction.push(screen);
        expect(res.status(), `POST ${screen}`).toBe(403);
        if (!js) {
          const html = await res.text();
          expect(html, `POST ${screen}: the 403 view`).toContain('data-testid="exception-403"');
          expect(html, `POST ${screen}: inside the shell`).toContain('data-testid="sider"');
        }
      } else {
        // No action at all: the framework answers 405 before any code of ours runs, shown as the 405 view.
        expect(res.status(), `POST ${screen}`).toBe(405);
        if (!js) {
          const html = await res.text();
          expect(html, `POST ${screen}: the 405 view`).toContain('data-testid="exception-405"');
          expect(html, `POST ${screen}: titled as such`).toContain("不支持该请求方法");
        }
      }
    }
    expect(withAction).toEqual(
      expect.arrayContaining(["dashboard/monitor", "form/step", "form/group", "profile/basic"]),
    );
    await request.dispose();
  });

  test("neither Switch Roles nor a forged preview cookie raises a user-role account", async () => {
    const request = await anonymousContext();
    const cookie = await signInCookie(USER.username, USER.password);
    // Switch Roles, posted by hand (the menu offers it to admins only): the answer clears any preview.
    const switched = await request.post(`${ADMIN}/console`, {
      headers: { Cookie: cookie },
      form: { intent: "switchRole", redirectTo: `${ADMIN}/dashboard/monitor` },
      maxRedirects: 0,
    });
    expect(switched.status()).toBe(302);
    const preview = cookiesSetBy(switched.headersArray()).find((c) => c.startsWith("console-role="));
    expect(preview, "the preview cookie is cleared").toBe("console-role=");
    // A preview cookie that says "admin", signed with the server's own secret (as if the secret had leaked).
    const forged = (
      await createCookie("console-role", { path: "/", secrets: [E2E_SESSION_SECRET] }).serialize("admin")
    ).split(";")[0]!;
    for (const screen of ADMIN_ONLY_SCREENS) {
      for (const extra of [preview!, forged]) {
        const res = await request.get(`${ADMIN}/${screen}`, {
          headers: { Cookie: `${cookie}; ${extra}` },
          maxRedirects: 0,
        });
        expect(res.status(), `${screen} with ${extra.slice(0, 24)}`).toBe(403);
      }
    }
    // Control: the same request as admin opens the screen, so the 403s above are about the role.
    const admin = await adminCookie();
    const control = await request.get(`${ADMIN}/dashboard/monitor`, { headers: { Cookie: admin }, maxRedirects: 0 });
    expect(control.status()).toBe(200);
    await request.dispose();
  });
});
