import { describe, expect, it } from "vitest";
import {
  companyDateTimeInput,
  dayStartInCompanyZone,
  formatDate,
  formatDateTime,
  formatDisplayDate,
  isoInstant,
  parseCompanyDateTime,
} from "~/lib/format/date";

const at = (iso: string) => Date.parse(iso) / 1000;

describe("dates in the company's time zone (Asia/Shanghai)", () => {
  it("shows the Shanghai calendar day, also just before and after midnight there (16:00 UTC)", () => {
    expect(formatDate(at("2020-12-23T15:59:59Z"))).toBe("2020-12-23");
    expect(formatDate(at("2020-12-23T16:00:00Z"))).toBe("2020-12-24");
    expect(formatDate(at("2020-12-23T16:30:00Z"))).toBe("2020-12-24");
    expect(formatDate(1671174000)).toBe("2022-12-16");
  });

  it("keeps Shanghai's date around midnight UTC, when the UTC date changes but Shanghai's does not", () => {
    expect(formatDateTime(at("2024-02-28T23:59:59Z"))).toBe("2024-02-29 07:59:59");
    expect(formatDateTime(at("2024-02-29T00:00:00Z"))).toBe("2024-02-29 08:00:00");
  });

  it("turns the year at Shanghai's midnight, with a 24-hour clock that says 00, never 24", () => {
    expect(formatDateTime(at("2024-12-31T16:00:00Z"))).toBe("2025-01-01 00:00:00");
    expect(formatDateTime(at("2024-12-31T15:59:59Z"))).toBe("2024-12-31 23:59:59");
    expect(formatDateTime(0)).toBe("1970-01-01 08:00:00");
  });

  it("gives the same text whatever the server's own time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        expect(formatDateTime(at("2025-06-01T16:05:06Z")), tz).toBe("2025-06-02 00:05:06");
        expect(dayStartInCompanyZone("2025-06-02"), tz).toBe(at("2025-06-01T16:00:00Z"));
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("finds the unix second a Shanghai day starts at", () => {
    expect(dayStartInCompanyZone("2026-01-01")).toBe(at("2025-12-31T16:00:00Z"));
    expect(formatDateTime(dayStartInCompanyZone("2024-02-29"))).toBe("2024-02-29 00:00:00");
    expect(formatDateTime(dayStartInCompanyZone("2024-02-29") - 1)).toBe("2024-02-28 23:59:59");
  });

  it("writes instants for machines in UTC", () => {
    expect(isoInstant(at("2024-12-31T16:00:00Z"))).toBe("2024-12-31T16:00:00.000Z");
  });
});

describe("formatDisplayDate", () => {
  // 2020-12-23 16:30 UTC is already 24 December in Shanghai.
  const t = Date.UTC(2020, 11, 23, 16, 30) / 1000;
  it("writes English dates day-month-year in the company's time zone", () => {
    expect(formatDisplayDate(t, "en-US")).toBe("24 December 2020");
    expect(formatDisplayDate(t, "en-US", "short")).toBe("24 Dec 2020");
  });
  it("keeps YYYY-MM-DD on Chinese pages", () => {
    expect(formatDisplayDate(t, "zh-CN")).toBe("2020-12-24");
  });
});

describe("date-and-time inputs in Beijing time", () => {
  const beijing = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;

  it("reads a datetime-local value as Beijing wall-clock time, with or without seconds", () => {
    expect(parseCompanyDateTime("2026-11-24T20:30")).toBe(beijing("2026-11-24T20:30:00"));
    expect(parseCompanyDateTime("2026-11-24T20:30:15")).toBe(beijing("2026-11-24T20:30:15"));
    expect(parseCompanyDateTime(" 2026-01-01T00:00 ")).toBe(beijing("2026-01-01T00:00:00"));
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "2026-11-24", "2026-02-30T10:00", "2026-11-24T24:00", "2026-11-24T10:60", "tomorrow"]) {
      expect(parseCompanyDateTime(bad), bad).toBeNull();
    }
  });

  it("writes a timestamp back as the same input value", () => {
    const t = beijing("2026-05-06T08:30:05");
    expect(companyDateTimeInput(t)).toBe("2026-05-06T08:30:05");
    expect(parseCompanyDateTime(companyDateTimeInput(t))).toBe(t);
  });
});
