import { afterEach, describe, expect, it } from "vitest";
import { qualityCardInput, QualityCreateSchema } from "~/lib/console/cards";
import { createQualityCard } from "~/lib/console/commands.server";
import { ChangePasswordSchema } from "~/lib/console/forms";
import { changeOwnPassword, setUserPassword } from "~/lib/auth/users.server";
import { verifyPassword } from "~/lib/auth/password.server";
import { openContentStore } from "~/lib/content/store.server";
import { makeContentDir, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

describe("creating a quality inspection", () => {
  it("needs a title of at most 100 characters; the description is optional", () => {
    expect(QualityCreateSchema.safeParse({ title: "  夜间质检 ", description: undefined }).data).toEqual({
      title: "夜间质检",
      description: "",
    });
    expect(QualityCreateSchema.safeParse({ title: " " }).error?.issues[0]?.message).toBe("validation.required");
    expect(QualityCreateSchema.safeParse({ title: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "validation.max100",
    );
  });

  it("stores a quality card with nothing waiting yet", async () => {
    const store = await openContentStore(await makeContentDir());
    const card = await createQualityCard(store, { title: "夜间质检", description: "抽检夜场直播" });
    expect(card).toMatchObject(qualityCardInput({ title: "夜间质检", description: "抽检夜场直播" }));
    expect(store.list("cards").filter((c) => c.category === "quality")).toHaveLength(1);
    expect(card.stats).toEqual({ waiting: 0, backlog: 0, sampling: 0 });
  });
});

describe("changing the login password", () => {
  const good = { current: "old", next: "New-Passw0rd-2026", confirm: "New-Passw0rd-2026" };
  const messageOf = (values: object) => ChangePasswordSchema.safeParse(values).error?.issues.map((i) => i.message);

  it("asks for the hint's rules, the account's length and the same password twice", () => {
    expect(ChangePasswordSchema.safeParse(good).success).toBe(true);
    expect(messageOf({ ...good, next: "Sh0rt!", confirm: "Sh0rt!" })).toEqual(["validation.passwordLength"]);
    expect(messageOf({ ...good, next: "nouppercase-0000", confirm: "nouppercase-0000" })).toEqual([
      "validation.passwordRules",
    ]);
    expect(messageOf({ ...good, confirm: "New-Passw0rd-2027" })).toEqual(["validation.passwordMismatch"]);
    expect(messageOf({ ...good, current: "" })).toEqual(["validation.required"]);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const store = await openContentStore(await makeContentDir());
    const { user } = await setUserPassword(store, "editor", "Old-Passw0rd-2025", { createWithRole: "user", cost: 4 });
    expect(await changeOwnPassword(store, user.id, "not-it", good.next, { cost: 4 })).toBe("wrong-current");
    expect(await verifyPassword("Old-Passw0rd-2025", store.get("users", user.id)!.password_hash)).toBe(true);
  });

  it("stores the new password and moves the session version on", async () => {
    const store = await openContentStore(await makeContentDir());
    const { user } = await setUserPassword(store, "editor", "Old-Passw0rd-2025", { createWithRole: "user", cost: 4 });
    const changed = await changeOwnPassword(store, user.id, "Old-Passw0rd-2025", good.next, { cost: 4 });
    if (changed === "wrong-current") throw new Error("refused");
    expect(changed.session_version).toBe(user.session_version + 1);
    expect(await verifyPassword(good.next, changed.password_hash)).toBe(true);
    expect(await verifyPassword("Old-Passw0rd-2025", changed.password_hash)).toBe(false);
  });
});
