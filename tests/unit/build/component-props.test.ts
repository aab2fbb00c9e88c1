import { describe, expect, it } from "vitest";
import { componentsOf, percent, totalsOf } from "../../../scripts/component-props-core.mjs";

const fixture = `
import type { ReactNode } from "react";

export interface BoxProps {
  /** The box's heading, as plain text. */
  title: string;
  body?: ReactNode;
  /** The padding. */
  padding?: "sm" | "lg";
  /** The colour. Default: \`neutral\`. */
  tone?: "neutral" | "danger";
  /** The footer. No default: left out, the box has none. */
  footer?: ReactNode;
  /**
   * The border.
   * @default true
   */
  bordered?: boolean;
}

/** A box. */
export function Box({ title, body, padding = "sm", tone, footer, bordered }: BoxProps) {
  return <section data-tone={tone} data-bordered={bordered}><h2>{title}</h2>{body}{footer}<i>{padding}</i></section>;
}
`;

describe("component props count", () => {
  const [box] = componentsOf(fixture, "box.tsx");
  if (!box) throw new Error("the fixture's component was not found");

  it("finds the described and the undescribed props", () => {
    expect(box.name).toBe("Box");
    expect(box.props).toBe(6);
    expect(box.undescribed).toEqual(["body"]);
  });

  it("counts a destructured default, a Default: sentence, a No default sentence and a @default tag", () => {
    expect(box.optional).toBe(5);
    // body has neither a description nor a default; padding's default comes from the destructuring.
    expect(box.noDefault).toEqual(["body"]);
  });

  it("totals and rounds down", () => {
    expect(totalsOf([box])).toEqual({ props: 6, described: 5, optional: 5, defaulted: 4 });
    expect(percent(131, 307)).toBe(42.6);
    expect(percent(0, 0)).toBe(100);
  });

  it("gives no component for a file without one", () => {
    expect(componentsOf("export const x = 1;", "x.ts")).toEqual([]);
  });
});
