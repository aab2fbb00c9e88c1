import { describe, expect, it } from "vitest";
import { changedFields } from "~/lib/records/revisions.server";

describe("the fields a revision names as changed", () => {
  it("names content, never bookkeeping", () => {
    const before = { title: "甲", admin_id: 1, updatetime: 1, share_version: 0, en: { title: "A", translated_at: 1, source: "x" } };
    const after = { title: "乙", admin_id: 2, updatetime: 2, share_version: 1, en: { title: "B", translated_at: 2, source: "y" } };
    expect(changedFields(before, after)).toEqual(["title", "en.title"]);
  });
});
