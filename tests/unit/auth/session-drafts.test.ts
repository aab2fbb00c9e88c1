/**
 * A refused admin post keeps its typed input only for a real user whose session ran out (a genuine cookie that
 * timed out or was signed out everywhere since). Anonymous and forged posts hold no memory, and all drafts
 * together stay under a total size.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginAdminAction } from "~/lib/admin/action.server";
import { MAX_TOTAL_DRAFT_BYTES, heldDraftBytes, saveDraft, takeDraft } from "~/lib/admin/drafts.server";
import { adminHref } from "~/lib/auth/guard.server";
import { commitSession, flashToast, getSession, signIn } from "~/lib/auth/session.server";
import { signOutEverywhere } from "~/lib/auth/session-version.server";
import { ensureFirstAdmin, findUser } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { useSeededStore } from "../admin/admin-fixture";

const url = `http://127.0.0.1${adminHref("linksList/new")}`;

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
  await ensureFirstAdmin(store, { adminPassword: "draft-test-Passw0rd!", log: () => {}, cost: 4 });
});
afterEach(async () => {
  await cleanup();
});

const admin = () => findUser(store, "admin")!;

async function cookieOf(fill: Parameters<typeof signIn>[1] | null, issuedAt = Date.now()): Promise<string> {
  const session = await getSession(new Request(url));
  if (fill) signIn(session, fill, false, issuedAt);
  else flashToast(session, { type: "info", message: { key: "toast.loggedOut" } });
  return (await commitSession(session, new Request(url))).split(";")[0]!;
}

/** Posts a 100 KB form; returns whether a draft was kept (its cookie set, memory held) and how it was refused. */
async function post(cookie: string | null, js = false) {
  const held = heldDraftBytes();
  const body = new URLSearchParams({ name: "x".repeat(100_000), url: "https://example.org/", js: js ? "1" : "" });
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "http://127.0.0.1",
  };
  if (cookie) headers.Cookie = cookie;
  let response: Response;
  try {
    const started = await beginAdminAction(new Request(url, { method: "POST", headers, body }), "content.edit");
    if (!started.expired) throw new Error("accepted");
    response = new Response(null, { status: started.expired.init?.status, headers: started.expired.init?.headers });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return {
    status: response.status,
    location: response.headers.get("Location"),
    kept: setCookie.includes("__admin_draft="),
    heldMore: heldDraftBytes() - held,
  };
}

describe("drafts of refused admin posts", () => {
  it("are kept for a genuine cookie that timed out", async () => {
    const expired = await cookieOf(admin(), Date.now() - 13 * 60 * 60 * 1000);
    const result = await post(expired);
    expect(result).toMatchObject({ status: 302, kept: true });
    expect(result.location).toMatch(new RegExp(`^${adminHref("login")}\\?redirect=`));
    expect(result.heldMore).toBeGreaterThan(100_000);
  });

  it("are kept for a genuine cookie of an outdated session version", async () => {
    const old = await cookieOf(admin());
    await signOutEverywhere(admin().id);
    expect(await post(old, true)).toMatchObject({ status: 401, kept: true });
  });

  it("are not kept for anonymous or forged posts, which are only sent to the login page", async () => {
    const live = await cookieOf(admin());
    const forged = live.replace(/=.{6}/, "=AAAAAA");
    const unknownUser = await cookieOf({ id: 999_999, username: "ghost", session_version: 0 }, Date.now() - 1);
    for (const cookie of [null, forged, await cookieOf(null), "__session=garbage", unknownUser]) {
      const page = await post(cookie);
      expect(page).toMatchObject({ status: 302, kept: false, heldMore: 0 });
      expect(page.location).toMatch(new RegExp(`^${adminHref("login")}\\?redirect=`));
      expect(await post(cookie, true)).toMatchObject({ status: 401, kept: false, heldMore: 0 });
    }
  });

  it("hold at most the total size together, the oldest going first", async () => {
    const big: [string, string][] = [["info", "汉".repeat(170_000)]]; // 510 000 bytes in UTF-8
    for (let i = 0; i < 40; i++) await saveDraft(`/page/${i}`, big);
    expect(heldDraftBytes()).toBeLessThanOrEqual(MAX_TOTAL_DRAFT_BYTES);
    expect(heldDraftBytes()).toBeGreaterThan(MAX_TOTAL_DRAFT_BYTES - 2 * 510_010);
  });

  it("hold at most 512 KB each, measured in bytes", async () => {
    const cookie = (
      await saveDraft("/one", [
        ["a", "汉".repeat(150_000)],
        ["b", "汉".repeat(150_000)],
      ])
    ).split(";")[0]!;
    const taken = await takeDraft(new Request("http://127.0.0.1/one", { headers: { Cookie: cookie } }), "/one");
    // 450 000 bytes each in UTF-8: the first fits, the second would pass 512 KB.
    expect(taken?.fields.map(([name]) => name)).toEqual(["a"]);
  });
});
