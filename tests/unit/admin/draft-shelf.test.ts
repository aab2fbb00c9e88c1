/**
 * The drafts an expired session left are kept in one place for the whole server: a draft saved through one
 * cluster worker is taken back, once, through another (the sign-in that follows may reach any worker).
 */
import { describe, expect, it } from "vitest";
import { DRAFT_TTL_MS, DraftShelf, MAX_DRAFTS } from "~/lib/admin/draft-shelf";
import { channelDrafts } from "~/lib/cluster/worker-channel.server";
import { inMemoryCluster } from "../lib/cluster-fixture";

const page = "/eKwU1RHjdG/linksList/new";
const fields: [string, string][] = [
  ["name", "过期的链接"],
  ["url", "https://expired.example/"],
];

describe("the shelf of drafts", () => {
  it("gives a draft saved through one worker back through another, once, and only for its page", async () => {
    const join = inMemoryCluster();
    const [first, second] = [channelDrafts(join()), channelDrafts(join())];
    const now = Date.now();
    await first.put("draft-1", page, fields, now);
    expect(await second.take("draft-1", "/eKwU1RHjdG/other", now)).toBeNull();
    await first.put("draft-2", page, fields, now);
    expect(await second.take("draft-2", page, now)).toEqual(fields);
    expect(await first.take("draft-2", page, now)).toBeNull();
  });

  it("lets a draft run out after 30 minutes", () => {
    const shelf = new DraftShelf();
    shelf.put("a", page, fields, 0);
    expect(shelf.take("a", page, DRAFT_TTL_MS + 1)).toBeNull();
    shelf.put("b", page, fields, 0);
    expect(shelf.take("b", page, DRAFT_TTL_MS)).toEqual(fields);
  });

  it("keeps at most MAX_DRAFTS, dropping the oldest", () => {
    const shelf = new DraftShelf();
    for (let i = 0; i <= MAX_DRAFTS; i++) shelf.put(`d${i}`, page, fields, i);
    expect(shelf.take("d0", page, MAX_DRAFTS)).toBeNull();
    expect(shelf.take("d1", page, MAX_DRAFTS)).toEqual(fields);
    expect(shelf.take(`d${MAX_DRAFTS}`, page, MAX_DRAFTS)).toEqual(fields);
  });
});
