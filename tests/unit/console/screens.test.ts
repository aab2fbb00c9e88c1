/** The console's loader/action bodies against a throw-away store, with real cookies. */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedConsole } from "~/lib/console/seed";
import {
  cardListAction,
  consoleAction,
  consoleChromeData,
  groupFormAction,
  requireScreenRole,
  searchTableScreen,
  stepFormAction,
  stepFormScreen,
  userSettingAction,
  type ConsoleUser,
} from "~/lib/console/screens.server";
import { stringifyJson } from "~/lib/content/content-files.server";
import { openContentStore } from "~/lib/content/store.server";
import { makeContentDir, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

const admin: ConsoleUser = { username: "admin", name: "王立群", role: "admin" };
const plainUser: ConsoleUser = { username: "editor", name: "Editor", role: "user" };
const BASE = "http://localhost/eKwU1RHjdG";

async function seededStore() {
  const dir = await makeContentDir();
  await mkdir(path.join(dir, "console"), { recursive: true });
  for (const [kind, rows] of Object.entries(seedConsole())) {
    await writeFile(path.join(dir, "console", `${kind}.json`), stringifyJson({ [kind]: rows }));
  }
  return openContentStore(dir);
}

function post(url: string, fields: Record<string, string | string[]>, cookie = "") {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return new Request(url, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
}
const get = (url: string, cookie = "") => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
/** What a call threw (actions throw their success redirects), or what it returned. */
const settle = (work: Promise<unknown>): Promise<unknown> => work.catch((thrown: unknown) => thrown);
const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

describe("console action", () => {
  it("toggles a setting into the cookie, which the next render reads", async () => {
    const store = await seededStore();
    const response = await consoleAction(
      post(`${BASE}/console`, { intent: "toggle", key: "navbar", redirectTo: "/eKwU1RHjdG/list/card" }),
      store,
      admin,
      "/",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/eKwU1RHjdG/list/card");
    const chrome = await consoleChromeData(get(`${BASE}/list/card`, cookieOf(response)), store, admin);
    expect(chrome.settings.navbar).toBe(false);
    const other = await consoleChromeData(get(`${BASE}/list/card`, cookieOf(response)), store, plainUser);
    expect(other.settings.navbar).toBe(true);
  });

  it("refuses redirects off the site", async () => {
    const store = await seededStore();
    const response = await consoleAction(
      post(`${BASE}/console`, { intent: "reset", redirectTo: "//evil.example" }),
      store,
      admin,
      "/eKwU1RHjdG",
    );
    expect(response.headers.get("Location")).toBe("/eKwU1RHjdG");
  });

  it("marks a message read and a whole tab read", async () => {
    const store = await seededStore();
    await consoleAction(post(`${BASE}/console`, { intent: "read", ids: "1" }), store, admin, "/");
    expect(store.get("messages", 1)?.status).toBe(1);
    await consoleAction(post(`${BASE}/console`, { intent: "readAll", type: "todo" }), store, admin, "/");
    const chrome = await consoleChromeData(get(BASE), store, admin);
    expect(chrome.messages.tabs.find((t) => t.type === "todo")?.unread).toBe(0);
  });

  it("lets an admin preview as user (admin-only screens refuse) and switch back", async () => {
    const store = await seededStore();
    const toUser = await consoleAction(post(`${BASE}/console`, { intent: "switchRole" }), store, admin, "/");
    const cookie = cookieOf(toUser);
    expect((await consoleChromeData(get(BASE, cookie), store, admin)).role).toBe("user");
    await expect(requireScreenRole(get(`${BASE}/form/step`, cookie), admin, "form/step")).rejects.toMatchObject({
      status: 403,
    });
    const back = await consoleAction(post(`${BASE}/console`, { intent: "switchRole" }, cookie), store, admin, "/");
    expect((await consoleChromeData(get(BASE, cookieOf(back)), store, admin)).role).toBe("admin");
  });

  it("never raises a stored user to admin", async () => {
    const store = await seededStore();
    const response = await consoleAction(post(`${BASE}/console`, { intent: "switchRole" }), store, plainUser, "/");
    expect((await consoleChromeData(get(BASE, cookieOf(response)), store, plainUser)).role).toBe("user");
    await expect(
      requireScreenRole(get(`${BASE}/dashboard/monitor`), plainUser, "dashboard/monitor"),
    ).rejects.toMatchObject({ status: 403 });
    expect(await requireScreenRole(get(`${BASE}/list/search-table`), plainUser, "list/search-table")).toBe("user");
  });
});

describe("screens", () => {
  it("search table filters and pages from the query", async () => {
    const store = await seededStore();
    const data = searchTableScreen({
      request: get(`${BASE}/list/search-table?current=2&density=small`),
      store,
      user: admin,
      path: "/eKwU1RHjdG/list/search-table",
    });
    expect(data.page).toMatchObject({ total: 55, current: 2 });
    expect(data.view.density).toBe("small");
  });

  it("card actions redirect back, and invalid ones answer 400", async () => {
    const store = await seededStore();
    const rule = store.list("cards").find((c) => c.category === "rules" && !c.enable)!;
    const ok = await settle(
      cardListAction(post(`${BASE}/list/card?tab=rules`, { id: String(rule.id), action: "enable" }), store),
    );
    expect(ok).toBeInstanceOf(Response);
    expect(store.get("cards", rule.id)?.enable).toBe(true);
    const bad = await cardListAction(post(`${BASE}/list/card`, { id: String(rule.id), action: "renew" }), store);
    expect(bad).toMatchObject({ httpStatus: 400 });
  });

  it("step form: bad input stays with errors, good input is stored and shows the finish step", async () => {
    const store = await seededStore();
    const bad = await stepFormAction(
      post(`${BASE}/form/step`, { intent: "next", activityName: "bad name!", promoteLink: "ftp://x" }),
      admin,
      store,
    );
    expect(bad).toMatchObject({ httpStatus: 400, state: { step: "basic" } });
    const basic = {
      activityName: "冬季活动",
      channelType: "webDomain",
      promotionStart: "2026-01-01",
      promotionEnd: "2026-01-02",
      promoteLink: "https://a.cn",
    };
    const next = await stepFormAction(post(`${BASE}/form/step`, { ...basic, intent: "next" }), admin, store);
    expect(next).toMatchObject({ httpStatus: 200, state: { step: "channel" } });
    const done = await settle(
      stepFormAction(
        post(`${BASE}/form/step`, {
          ...basic,
          advertisingSource: "官网",
          advertisingMedia: "横幅",
          keyword: ["wenlv"],
          pushNotify: "on",
          advertisingContent: "内容",
          intent: "submit",
        }),
        admin,
        store,
      ),
    );
    expect(done).toBeInstanceOf(Response);
    const location = (done as Response).headers.get("Location")!;
    expect(location).toMatch(/\/form\/step\?done=1$/);
    expect(
      stepFormScreen({
        request: get(`http://localhost${location}`),
        store,
        user: admin,
        path: "/eKwU1RHjdG/form/step",
      }),
    ).toEqual({
      state: { step: "finish", name: "冬季活动" },
      path: "/eKwU1RHjdG/form/step",
    });
  });

  it("group form enforces ranges and stores a valid set", async () => {
    const store = await seededStore();
    const current = store.list("parameterSets")[1]!;
    const fields: Record<string, string> = { description: "x" };
    for (const [k, v] of Object.entries(current.video)) fields[`video.${k}`] = String(v);
    for (const [k, v] of Object.entries(current.audio)) fields[`audio.${k}`] = String(v);
    const bad = await groupFormAction(
      post(`${BASE}/form/group`, { ...fields, "video.acquisitionFrameRate": "31" }),
      admin,
      store,
    );
    expect(bad).toMatchObject({
      httpStatus: 400,
      error: { "video.acquisitionFrameRate": [expect.objectContaining({ key: "validation.frameRate" })] },
    });
    const ok = await settle(groupFormAction(post(`${BASE}/form/group`, fields), admin, store));
    expect(ok).toBeInstanceOf(Response);
    expect(store.list("parameterSets")).toHaveLength(3);
  });

  it("user setting validates the basic information and saves it", async () => {
    const store = await seededStore();
    const bad = await userSettingAction(post(`${BASE}/user/setting`, { email: "x" }), store, admin);
    expect(bad).toMatchObject({ httpStatus: 400 });
    const ok = await settle(
      userSettingAction(
        post(`${BASE}/user/setting`, {
          email: "a@b.cn",
          nickname: "n",
          countryRegion: "china",
          area: "beijing/beijing",
          profile: "hi",
        }),
        store,
        admin,
      ),
    );
    expect(ok).toBeInstanceOf(Response);
    expect(store.list("profiles").find((p) => p.username === "admin")?.email).toBe("a@b.cn");
  });

  describe("avatar upload", () => {
    const multipart = (fields: Record<string, string | Blob>, fileName = "avatar.png") => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (typeof value === "string") body.append(key, value);
        else body.append(key, value, fileName);
      }
      return new Request(`${BASE}/user/setting`, { method: "POST", body });
    };
    const png = async () => new Blob([await readFile("content/uploads/seed/favicon.png")], { type: "image/png" });

    it("stores a real image under a random name and shows it as the avatar", async () => {
      const store = await seededStore();
      const ok = await settle(
        userSettingAction(multipart({ intent: "avatar", "avatar:image": await png() }), store, admin),
      );
      expect(ok).toBeInstanceOf(Response);
      expect((ok as Response).headers.get("Location")).toBe("/eKwU1RHjdG/user/setting?avatar=1");
      const avatar = store.list("profiles").find((p) => p.username === "admin")?.avatar ?? "";
      expect(avatar).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
      expect((await stat(path.join(store.contentDir, avatar))).size).toBeGreaterThan(0);
      const chrome = await consoleChromeData(get(`${BASE}/user/info`), store, admin);
      expect(chrome.avatar).toBe(avatar);
    });

    it("refuses a file whose bytes are not an image, whatever its name and type say", async () => {
      const store = await seededStore();
      const fake = new Blob(["<?php echo 1; ?>"], { type: "image/png" });
      const result = await userSettingAction(multipart({ intent: "avatar", "avatar:image": fake }), store, admin);
      expect(result).toMatchObject({ httpStatus: 400, error: { avatar: [{ key: "upload.badType.image" }] } });
      expect(store.list("profiles").find((p) => p.username === "admin")?.avatar ?? "").toBe("");
    });

    it("refuses an image over the size limit", async () => {
      const store = await seededStore();
      const big = new Blob([await png(), new Uint8Array(5 * 1024 * 1024)], { type: "image/png" });
      const result = await userSettingAction(multipart({ intent: "avatar", "avatar:image": big }), store, admin);
      expect(result).toMatchObject({
        httpStatus: 400,
        error: { avatar: [{ key: "upload.tooLarge.image", params: { mb: 5 } }] },
      });
    });

    it("refuses a post without a file, or with a hand-written avatar URL", async () => {
      const store = await seededStore();
      const none = await userSettingAction(multipart({ intent: "avatar" }), store, admin);
      expect(none).toMatchObject({
        httpStatus: 400,
        error: { avatar: [expect.objectContaining({ key: "userSetting.avatarRequired" })] },
      });
      const forged = await userSettingAction(
        multipart({ intent: "avatar", avatar: "https://evil.example/x.png" }),
        store,
        admin,
      );
      expect(forged).toMatchObject({
        httpStatus: 400,
        error: { avatar: [expect.objectContaining({ key: "userSetting.avatarRequired" })] },
      });
    });
  });
});
