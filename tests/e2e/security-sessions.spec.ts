/**
 * Sessions end on the server. A session cookie kept from before a logout, replayed against every admin loader
 * and action of the route table (app/admin/, cross-checked against the build), is refused every time and
 * changes no content file; a password changed with the admin CLI ends the sessions opened before it.
 *
 * Logging out ends every session of that user, so the spec signs in as a user of its own (made with
 * `npm run admin -- create-user` in the server's content copy) and never ends the admin's sessions that
 * other specs use.
 */
import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ADMIN, adminCookie, adminRoutesFromBuild, adminRoutesFromFiles } from "../fixtures/security/helpers";
import { serverContentDir } from "../fixtures/server-content";

/** Admin routes a visitor may open without a session: not part of the replay. */
const PUBLIC_ADMIN = new Set([`${ADMIN}/login`, `${ADMIN}/account-help`]);
const SESSION_COOKIE = /^__(Host-)?session=/;

const baseURL = () => test.info().project.use.baseURL!;

/** The content copy of the running e2e server (scripts/e2e-server.mjs marks it with its live pid). */

/** Runs the admin CLI on the server's content copy (the server takes the changed users.json in). */
/**
 * Runs the admin CLI without blocking this process: while a synchronous child ran for seconds, the server closed
 * the idle keep-alive connection unseen, and the next fetch on it failed.
 */
async function adminCli(args: string[], password: string): Promise<void> {
  await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, CONTENT_DIR: serverContentDir(), ADMIN_NEW_PASSWORD: password },
  });
}

/** Signs in over HTTP; the `Cookie` value of the new session, or null when refused. */
async function signIn(username: string, password: string): Promise<string | null> {
  const res = await fetch(`${baseURL()}${ADMIN}/login`, {
    method: "POST",
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => SESSION_COOKIE.test(c));
  return res.status === 302 && cookie ? cookie : null;
}

/** A new admin-role user of this spec, signed in once the server has taken the new users.json in. */
async function newUserSession(tag: string): Promise<{ username: string; password: string; cookie: string }> {
  // The first admin must exist before another user does (it is only created while there are no users).
  await adminCookie();
  const username = `sessions-${tag}-${Date.now().toString(36)}`;
  const password = `sessions-Passw0rd-${Date.now()}`;
  await adminCli(["create-user", username, "--role", "admin"], password);
  let cookie: string | null = null;
  await expect
    .poll(async () => (cookie = await signIn(username, password)), { timeout: 20_000, intervals: [300, 500, 1000] })
    .not.toBeNull();
  return { username, password, cookie: cookie! };
}

/** A hash of every file in the content copy: any write an admin request made shows up here. */
function contentHash(dir = serverContentDir()): string {
  const hash = createHash("sha256");
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}\0`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

const isLoginRedirect = (res: Response) =>
  [301, 302, 303, 307].includes(res.status) && (res.headers.get("location") ?? "").startsWith(`${ADMIN}/login`);

/** Refused: sent to the login page, or 401/403 (a data request may also carry the redirect in its body). */
async function refused(res: Response): Promise<boolean> {
  if (isLoginRedirect(res) || [401, 403].includes(res.status)) return true;
  if ((res.headers.get("x-remix-redirect") ?? "").startsWith(`${ADMIN}/login`)) return true;
  return res.status === 202 && (await res.text()).includes(`${ADMIN}/login`);
}

/** Every admin URL with a loader or action, from the route files (`:id` as an existing and a new record). */
function adminTargets() {
  const built = adminRoutesFromBuild();
  const files = adminRoutesFromFiles();
  expect([...new Set(built.map((r) => r.path))].sort()).toEqual([...new Set(files.map((r) => r.path))].sort());
  const loaders = new Set<string>();
  const actions = new Set<string>();
  for (const { path: pattern } of files) {
    if (PUBLIC_ADMIN.has(pattern)) continue;
    const modules = built.filter((r) => r.path === pattern);
    const concrete = (id: string) => pattern.replace(":id", id).replace(":kind", "articles");
    const urls = pattern.includes(":id") ? [concrete("1"), concrete("new")] : [pattern];
    for (const url of urls) {
      if (modules.some((m) => m.hasLoader)) loaders.add(url);
      if (modules.some((m) => m.hasAction)) actions.add(url);
    }
  }
  return { loaders: [...loaders].sort(), actions: [...actions].sort() };
}

/** A post that would change something on any admin form if it were accepted. */
const HOSTILE_FORM = {
  intent: "delete",
  id: "1",
  name: "replayed",
  title: "replayed",
  menu_name: "replayed",
  video_name: "replayed",
  url: "https://evil.example/",
  type: "20001",
  company_name: "replayed",
  password: "replayed-Passw0rd!!",
  newPassword: "replayed-Passw0rd!!",
};

test.describe("sessions end on the server", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("after logout the old cookie is refused by every admin action and loader, and changes nothing", async () => {
    test.setTimeout(120_000);
    const { cookie } = await newUserSession("logout");
    const { loaders, actions } = adminTargets();
    expect(actions.length).toBeGreaterThanOrEqual(15);
    expect(loaders.length).toBeGreaterThanOrEqual(30);

    // Control: the cookie works before the logout.
    const before = await fetch(`${baseURL()}${ADMIN}/company_info`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(before.status).toBe(200);

    const logout = await fetch(`${baseURL()}${ADMIN}/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseURL() },
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe(`${ADMIN}/login`);

    const snapshot = contentHash();
    const accepted: string[] = [];
    let posts = 0;
    for (const url of actions) {
      for (const js of ["", "1"]) {
        const res = await fetch(`${baseURL()}${url}`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: baseURL() },
          body: new URLSearchParams({ ...HOSTILE_FORM, js }),
          redirect: "manual",
        });
        posts += 1;
        if (!(await refused(res))) accepted.push(`POST ${url} (js=${js}): HTTP ${res.status}`);
      }
    }
    let gets = 0;
    for (const url of loaders) {
      for (const target of [url, `${url}.data`]) {
        const res = await fetch(`${baseURL()}${target}`, { headers: { Cookie: cookie }, redirect: "manual" });
        gets += 1;
        if (!(await refused(res))) accepted.push(`GET ${target}: HTTP ${res.status}`);
      }
    }
    const changed = contentHash() !== snapshot;
    const acceptedActions = new Set(accepted.filter((a) => a.startsWith("POST")).map((a) => a.split(" ")[1]));
    const acceptedGets = accepted.filter((a) => a.startsWith("GET")).length;
    console.log(
      `replay after logout: ${actions.length - acceptedActions.size}/${actions.length} admin actions refused ` +
        `(${posts} posts), ${gets - acceptedGets}/${gets} loader requests refused, content changed: ${changed}`,
    );
    expect(accepted).toEqual([]);
    expect(changed).toBe(false);
  });

  test("a password changed with the admin CLI ends the sessions opened before it", async () => {
    test.setTimeout(60_000);
    const { username, password, cookie } = await newUserSession("password");
    const page = () =>
      fetch(`${baseURL()}${ADMIN}/company_info`, { headers: { Cookie: cookie }, redirect: "manual" }).then(
        (r) => r.status,
      );
    expect(await page()).toBe(200);

    const changed = `${password}-changed`;
    await adminCli(["set-password", username], changed);
    // Each worker takes the changed users.json in shortly after it is written; then every request is refused.
    const refusedFourTimes = async () => {
      for (let i = 0; i < 4; i++) if ((await page()) !== 302) return false;
      return true;
    };
    await expect.poll(refusedFourTimes, { timeout: 10_000, intervals: [200, 300, 500] }).toBe(true);
    expect(await signIn(username, password)).toBeNull();
    expect(await signIn(username, changed)).not.toBeNull();
  });
});
