/**
 * Dates as the product shows them: in the company's time zone (Asia/Shanghai), whatever the zone of the server
 * or the visitor's browser, so a server render and its hydration always agree. Both languages use the same
 * numeric shapes (2024-05-06, 2024-05-06 08:30:00), which also suit `<time dateTime>`.
 */
export const COMPANY_TIME_ZONE = "Asia/Shanghai";

type Part = "year" | "month" | "day" | "hour" | "minute" | "second";

// en-US with two-digit parts and a 24-hour clock: only the numbers are read, never the locale's punctuation.
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsOf(unixSeconds: number): Record<Part, string> {
  const parts = {} as Record<Part, string>;
  for (const { type, value } of partsFormat.formatToParts(unixSeconds * 1000)) parts[type as Part] = value;
  return parts;
}

/** A unix-seconds timestamp as YYYY-MM-DD in the company's time zone. */
export function formatDate(unixSeconds: number): string {
  const { year, month, day } = partsOf(unixSeconds);
  return `${year}-${month}-${day}`;
}

const englishDates = {
  long: new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  short: new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
};

/**
 * A date as a reader of the page's language expects it: YYYY-MM-DD on Chinese pages, "10 June 2026" (or "10 Jun
 * 2026", `short`) on English ones; always in the company's time zone.
 */
export function formatDisplayDate(unixSeconds: number, locale: string, style: "long" | "short" = "long"): string {
  return locale === "en-US" ? englishDates[style].format(unixSeconds * 1000) : formatDate(unixSeconds);
}

/** A unix-seconds timestamp as "YYYY-MM-DD HH:mm:ss" in the company's time zone. */
export function formatDateTime(unixSeconds: number): string {
  const { year, month, day, hour, minute, second } = partsOf(unixSeconds);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** A unix-seconds timestamp as "HH:mm:ss" in the company's time zone (the time of day only). */
export function formatTime(unixSeconds: number): string {
  const { hour, minute, second } = partsOf(unixSeconds);
  return `${hour}:${minute}:${second}`;
}

/** A unix-seconds timestamp as an ISO 8601 instant (UTC), for feeds, sitemaps and machine-readable dates. */
export function isoInstant(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** The unix seconds at which a YYYY-MM-DD day starts in the company's time zone (date filters). */
export function dayStartInCompanyZone(isoDate: string): number {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`) / 1000;
  // The zone's offset at that moment, read back from Intl: its wall-clock time there minus UTC.
  const { year, month, day, hour, minute, second } = partsOf(utcMidnight);
  const wallClock = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second) / 1000;
  return utcMidnight - (wallClock - utcMidnight);
}

/** A unix-seconds timestamp as a `datetime-local` value in the company's time zone ("2026-05-06T08:30:00"). */
export function companyDateTimeInput(unixSeconds: number): string {
  const { year, month, day, hour, minute, second } = partsOf(unixSeconds);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/**
 * A `datetime-local` value ("2026-05-06T08:30" or with ":ss") read as the company's wall-clock time, in unix
 * seconds; null when it is not a real date and time.
 */
export function parseCompanyDateTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? 0);
  // Rejects 2026-02-30T25:00 and the like: the parts must come back unchanged.
  const back = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour) return null;
  if (minute > 59 || second > 59) return null;
  return dayStartInCompanyZone(`${match[1]}-${match[2]}-${match[3]}`) + hour * 3600 + minute * 60 + second;
}
