import { describe, expect, it } from "vitest";
import en from "~/locales/en-US/console.json";
import zh from "~/locales/zh-CN/console.json";
import { VALIDATION_KEYS } from "~/lib/console/forms";

/** Every leaf path of a translation tree (lists count as one leaf with their length). */
function leaves(tree: unknown, prefix = ""): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("console translations", () => {
  it("have the same keys in both locales", () => {
    expect(leaves(en).sort()).toEqual(leaves(zh).sort());
  });

  it("cover every validation message the form schemas use", () => {
    const all = new Set(leaves(zh));
    for (const key of Object.values(VALIDATION_KEYS)) expect(all.has(key), key).toBe(true);
  });

  // The exception texts (403, 404, 500) are the shared error table's: tests/unit/http/error-status.test.tsx.
  it("carry the product's result texts in English", () => {
    expect(en.result.errorTitle).toBe("Submit Error");
    expect(en.result.reasons[1]).toBe("Your user group does not have the authority to perform this operation.");
  });
});
