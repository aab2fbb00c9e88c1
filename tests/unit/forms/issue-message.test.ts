import { z } from "zod";
import { describe, expect, it } from "vitest";
import { issueMessage, issueMessages } from "~/lib/forms/issue-message";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues;
};

describe("zod issues as messages", () => {
  it("takes the key from the schema's message and the limit from the issue", () => {
    expect(issueMessages(issuesOf(z.string().max(3, "validation.tooLong"), "abcd"))).toEqual([
      { key: "validation.tooLong", params: { max: 3 } },
    ]);
    expect(issueMessages(issuesOf(z.array(z.string()).max(1, "validation.tooMany"), ["a", "b"]))).toEqual([
      { key: "validation.tooMany", params: { max: 1 } },
    ]);
    expect(issueMessages(issuesOf(z.number().min(5, "validation.min"), 1))).toEqual([
      { key: "validation.min", params: { min: 5 } },
    ]);
  });

  it("takes the values of a refinement from its params, and none when there are none", () => {
    const range = z
      .number()
      .refine((v) => v >= -90 && v <= 90, { error: "validation.range", params: { min: -90, max: 90 } });
    expect(issueMessage(issuesOf(range, 91)[0]!)).toEqual({ key: "validation.range", params: { min: -90, max: 90 } });
    expect(issueMessage(issuesOf(z.string({ error: "validation.required" }), undefined)[0]!)).toEqual({
      key: "validation.required",
    });
  });
});
