import { describe, expect, it } from "vitest";
import {
  CARE_PATH,
  careCookieHeader,
  careModeOf,
  careReturnPath,
  careSwitchHref,
  isMourning,
  mourningWindow,
  nextMourningChange,
} from "~/lib/site/site-modes";

/** Milliseconds of a Beijing wall-clock time (UTC+8). */
const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

describe("care mode", () => {
  it.each(["lng=x; care=1", "care=1"])("reads the care cookie among others: on in %j", (cookie) => {
    expect(careModeOf(cookie)).toBe(true);
  });

  it.each(["care=0; lng=x", "scare=1", null])("reads the care cookie among others: off in %j", (cookie) => {
    expect(careModeOf(cookie)).toBe(false);
  });

  it("sets a lasting cookie to turn on and removes it to turn off", () => {
    expect(careCookieHeader(true, false)).toMatch(/^care=1; Max-Age=\d{6,}; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(careCookieHeader(false, true)).toMatch(/^care=; Max-Age=0; .*Secure$/);
  });

  it("goes back to a local path", () => {
    expect(careReturnPath("/xwdt/gzyx/lsit?page=2")).toBe("/xwdt/gzyx/lsit?page=2");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    `${CARE_PATH}?on=1`,
    null,
  ])("goes back to the home page instead of %j", (back) => {
    expect(careReturnPath(back)).toBe("/");
  });

  it("links to the switch with the page to come back to", () => {
    const href = careSwitchHref(true, "/gywm?x=1");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe(CARE_PATH);
    expect(url.searchParams.get("on")).toBe("1");
    expect(url.searchParams.get("back")).toBe("/gywm?x=1");
  });
});

describe("mourning mode", () => {
  it("is off unless switched on", () => {
    expect(
      isMourning(
        { mourning: 0, mourning_start: "2026-12-13", mourning_end: "2026-12-13" },
        beijing("2026-12-13T12:00:00"),
      ),
    ).toBe(false);
    expect(mourningWindow({ mourning: 0 })).toBeNull();
  });

  it("holds with no dates from the moment it is switched on", () => {
    expect(isMourning({ mourning: 1, mourning_start: "", mourning_end: "" }, Date.now())).toBe(true);
    expect(nextMourningChange({ mourning: 1 }, Date.now())).toBeNull();
  });

  it("covers the first to the last day inclusive, in Beijing time", () => {
    const setting = { mourning: 1, mourning_start: "2026-12-13", mourning_end: "2026-12-14" } as const;
    expect(isMourning(setting, beijing("2026-12-12T23:59:59"))).toBe(false);
    expect(isMourning(setting, beijing("2026-12-13T00:00:00"))).toBe(true);
    expect(isMourning(setting, beijing("2026-12-14T23:59:59"))).toBe(true);
    expect(isMourning(setting, beijing("2026-12-15T00:00:00"))).toBe(false);
  });

  it("names the next start or end so caches can be emptied then", () => {
    const setting = { mourning: 1, mourning_start: "2026-12-13", mourning_end: "2026-12-13" } as const;
    expect(nextMourningChange(setting, beijing("2026-12-01T08:00:00"))).toBe(beijing("2026-12-13T00:00:00"));
    expect(nextMourningChange(setting, beijing("2026-12-13T08:00:00"))).toBe(beijing("2026-12-14T00:00:00"));
    expect(nextMourningChange(setting, beijing("2026-12-14T08:00:00"))).toBeNull();
    expect(nextMourningChange({ mourning: 1, mourning_end: "2026-12-13" }, beijing("2026-12-01T00:00:00"))).toBe(
      beijing("2026-12-14T00:00:00"),
    );
  });
});
