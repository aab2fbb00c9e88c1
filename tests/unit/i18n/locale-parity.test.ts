import { describe, expect, it } from "vitest";
import { resources } from "~/lib/i18n/resources";

const en = resources["en-US"];
const zh = resources["zh-CN"];

/** Every leaf path of a translation tree, plural suffixes folded (zh has no `_one` form). */
function leaves(tree: unknown, prefix = ""): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (typeof tree !== "object" || tree === null) return [prefix.replace(/_(one|other)$/, "")];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("the two locales' messages", () => {
  it("ship the same namespaces for both locales", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it("need no fallback language: every key exists in both (a page carries only its own locale)", () => {
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect([...new Set(leaves(zh[ns]))].sort(), ns).toEqual([...new Set(leaves(en[ns]))].sort());
    }
  });
});
