/** The console's store commands, run on a throw-away copy of the seeded console data. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CardActionError } from "~/lib/console/cards";
import {
  cancelParameterProcess,
  certificationRecords,
  clearMessages,
  markAllRead,
  markMessagesRead,
  messageBox,
  messageListPage,
  parameterProfile,
  policyPage,
  chatLines,
  postChatMessage,
  profileOf,
  runCardCommand,
  saveAvatar,
  saveChannelForm,
  saveParameterSet,
  saveUserSetting,
  withdrawCertification,
} from "~/lib/console/commands.server";
import { GroupFormSchema } from "~/lib/console/forms";
import { seedConsole } from "~/lib/console/seed";
import { ConflictError, openContentStore } from "~/lib/content/store.server";
import { stringifyJson } from "~/lib/content/content-files.server";
import { makeContentDir, readJson, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

async function seededStore() {
  const dir = await makeContentDir();
  await mkdir(path.join(dir, "console"), { recursive: true });
  for (const [kind, rows] of Object.entries(seedConsole())) {
    await writeFile(path.join(dir, "console", `${kind}.json`), stringifyJson({ [kind]: rows }));
  }
  return { dir, store: await openContentStore(dir) };
}

describe("console data in the store", () => {
  it("loads without the console files (all optional)", async () => {
    const store = await openContentStore(await makeContentDir());
    expect(store.list("policies")).toEqual([]);
    expect(messageBox(store).unread).toBe(0);
  });

  it("takes in a console file edited outside the app", async () => {
    const { dir, store } = await seededStore();
    const messages = seedConsole().messages.map((m) => ({ ...m, status: 1 }));
    await writeFile(path.join(dir, "console/messages.json"), stringifyJson({ messages }));
    expect(await store.reloadFile("console/messages.json")).toBe("reloaded");
    expect(messageBox(store).unread).toBe(0);
  });

  it("clears one tab of the message box and keeps the others, on disk too", async () => {
    const { dir, store } = await seededStore();
    expect(await clearMessages(store, "todo")).toBe(2);
    const box = messageBox(store);
    expect(box.tabs.map((t) => [t.type, t.items.length])).toEqual([
      ["message", 5],
      ["notice", 3],
      ["todo", 0],
    ]);
    await store.idle();
    const onDisk = (await readJson(dir, "console/messages.json")) as { messages: { type: string }[] };
    expect(onDisk.messages.filter((m) => m.type === "todo")).toEqual([]);
    expect(onDisk.messages).toHaveLength(8);
    expect(await clearMessages(store, "todo")).toBe(0);
    expect(messageListPage(store, "notice", 1).total).toBe(3);
  });

  it("stores a chat line sent from the monitor and shows it last", async () => {
    const { dir, store } = await seededStore();
    await postChatMessage(store, "管理员", "欢迎来到直播间", Date.UTC(2026, 0, 2));
    const lines = chatLines(store, { show: "all", q: "" });
    expect(lines.at(-1)).toMatchObject({ username: "管理员", content: "欢迎来到直播间", isCollect: false });
    expect(lines).toHaveLength(7);
    await store.idle();
    const onDisk = (await readJson(dir, "console/chatMessages.json")) as { chatMessages: { content: string }[] };
    expect(onDisk.chatMessages.at(-1)?.content).toBe("欢迎来到直播间");
  });

  it("serves the search table from the 55 seeded policies", async () => {
    const { store } = await seededStore();
    const { page } = policyPage(store, new URLSearchParams("current=2"));
    expect(page).toMatchObject({ total: 55, current: 2, pageSize: 10, offset: 11 });
    expect(page.list).toHaveLength(10);
  });

  it("marks one message read and keeps it read on disk", async () => {
    const { dir, store } = await seededStore();
    expect(await markMessagesRead(store, [1, 3])).toBe(1);
    expect(store.get("messages", 1)?.status).toBe(1);
    const reopened = await openContentStore(dir);
    expect(reopened.get("messages", 1)?.status).toBe(1);
    const file = (await readJson(dir, "console/messages.json")) as { messages: { id: number; status: number }[] };
    expect(file.messages.find((m) => m.id === 1)?.status).toBe(1);
  });

  it("marks a whole tab read, leaving the other tabs alone", async () => {
    const { store } = await seededStore();
    expect(await markAllRead(store, "notice")).toBe(2);
    const box = messageBox(store);
    expect(box.tabs.map((t) => t.unread)).toEqual([3, 0, 2]);
  });

  it("opens, cancels and renews services, toggles rules, and refuses stale or invalid actions", async () => {
    const { store } = await seededStore();
    const closed = store.list("cards").find((c) => c.category === "service" && !c.enable && !c.expires)!;
    const opened = await runCardCommand(store, { id: closed.id, action: "open", updatetime: closed.updatetime });
    expect(opened.enable).toBe(true);
    await expect(
      runCardCommand(store, { id: closed.id, action: "cancel", updatetime: closed.updatetime }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await runCardCommand(store, { id: closed.id, action: "cancel" })).enable).toBe(false);
    const expired = store.list("cards").find((c) => c.expires)!;
    expect(await runCardCommand(store, { id: expired.id, action: "renew" })).toMatchObject({
      enable: true,
      expires: false,
    });
    const rule = store.list("cards").find((c) => c.category === "rules" && !c.enable)!;
    expect((await runCardCommand(store, { id: rule.id, action: "enable" })).enable).toBe(true);
    const quality = store.list("cards").find((c) => c.category === "quality")!;
    await expect(runCardCommand(store, { id: quality.id, action: "open" })).rejects.toBeInstanceOf(CardActionError);
  });

  it("stores a submitted channel form", async () => {
    const { store } = await seededStore();
    const saved = await saveChannelForm(
      store,
      {
        activityName: "冬季活动",
        channelType: "apiDomain",
        promotionStart: "2026-01-01",
        promotionEnd: "2026-01-02",
        promoteLink: "https://example.com",
        advertisingSource: "官网",
        advertisingMedia: "公众号",
        keyword: ["wenlv"],
        pushNotify: false,
        advertisingContent: "内容",
      },
      "admin",
    );
    expect(store.list("channelForms")).toHaveLength(1);
    expect(saved).toMatchObject({ id: 1, username: "admin", activityName: "冬季活动" });
  });

  it("makes a submitted parameter set the current one, the previous the original, and can cancel it", async () => {
    const { store } = await seededStore();
    const before = parameterProfile(store);
    const saved = await saveParameterSet(
      store,
      GroupFormSchema.parse({ video: before.current!.video, audio: before.current!.audio, description: "新参数" }),
      "admin",
    );
    let profile = parameterProfile(store);
    expect(profile.current?.id).toBe(saved.id);
    expect(profile.original?.id).toBe(before.current?.id);
    expect(profile.log).toHaveLength(3);
    await cancelParameterProcess(store, saved.id);
    profile = parameterProfile(store);
    expect(profile.current?.id).toBe(before.current?.id);
  });

  it("saves user settings and avatar into the user's profile, creating it when missing", async () => {
    const { store } = await seededStore();
    const values = {
      email: "n@example.com",
      nickname: "新",
      countryRegion: "china",
      area: "beijing/beijing",
      address: "",
      profile: "简介",
    } as const;
    const admin = profileOf(store, "admin");
    const saved = await saveUserSetting(store, "admin", values, "updatetime" in admin ? admin.updatetime : null);
    expect(saved).toMatchObject({ email: "n@example.com", introduction: "简介", name: "王立群" });
    const other = await saveAvatar(store, "editor", "/uploads/a.png");
    expect(other).toMatchObject({ username: "editor", avatar: "/uploads/a.png" });
    expect(profileOf(store, "nobody", "Nobody").name).toBe("Nobody");
  });

  it("withdraws only certification records under review", async () => {
    const { store } = await seededStore();
    const [auditing] = certificationRecords(store).filter((r) => r.status === 0);
    const passed = certificationRecords(store).find((r) => r.status === 1)!;
    expect(await withdrawCertification(store, passed.id)).toBe(false);
    expect(await withdrawCertification(store, auditing!.id)).toBe(true);
    expect(certificationRecords(store)).toHaveLength(2);
  });
});

describe("committed console seed", () => {
  it("matches what scripts/seed-console.ts generates", async () => {
    const root = path.resolve(__dirname, "../../../content/console");
    for (const [kind, rows] of Object.entries(seedConsole())) {
      expect(await readJson(root, `${kind}.json`)).toEqual(JSON.parse(JSON.stringify({ [kind]: rows })));
    }
  });
});
