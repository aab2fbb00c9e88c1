/**
 * The public site's two display modes (issue #18): care mode, a visitor's own choice kept in a cookie (larger
 * text, stronger contrast, focus and underlines), and mourning mode, a site setting that greys the whole public
 * site on national days of mourning. Pure functions; the clock is passed in.
 */
import { safeRedirect } from "~/lib/auth/safe-redirect";

/** The cookie that holds a visitor's care-mode choice. Any cookie but the language's keeps a page out of caches. */
export const CARE_COOKIE = "care";
/** The path of the link that switches care mode on or off (a GET, so it works without JavaScript). */
export const CARE_PATH = "/care-mode";
/** A year, in seconds: the choice persists. */
export const CARE_MAX_AGE = 365 * 24 * 60 * 60;

/** True when the request's Cookie header carries care mode on. */
export function careModeOf(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim() === `${CARE_COOKIE}=1`);
}

/** The Set-Cookie header that turns care mode on or off (off removes the cookie, so pages are cacheable again). */
export function careCookieHeader(on: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return on ? `${CARE_COOKIE}=1; Max-Age=${CARE_MAX_AGE}; ${attributes}` : `${CARE_COOKIE}=; Max-Age=0; ${attributes}`;
}

/**
 * Where the switch sends the visitor back: a local path only (lib/auth/safe-redirect); anything else, or the
 * switch itself, goes home.
 */
export function careReturnPath(back: string | null | undefined): string {
  const target = safeRedirect(back, "/");
  return target.split(/[?#]/)[0] === CARE_PATH ? "/" : target;
}

/** The switch's link from `path` (the page's own path and query). */
export function careSwitchHref(on: boolean, path: string): string {
  return `${CARE_PATH}?${new URLSearchParams({ on: on ? "1" : "0", back: path }).toString()}`;
}

/** The mourning setting as stored on the company record. */
export interface MourningSetting {
  mourning?: 0 | 1;
  /** First day (YYYY-MM-DD, company time zone), or "" for "from now". */
  mourning_start?: string;
  /** Last day, inclusive (YYYY-MM-DD, company time zone), or "" for "until switched off". */
  mourning_end?: string;
}

/** The company's time zone (Asia/Shanghai) is UTC+8 all year. */
const COMPANY_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds at the start of `date` (YYYY-MM-DD) in the company's time zone, or null when it is not a date. */
function dayStart(date: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? "");
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - COMPANY_OFFSET_MS;
}

/** The window the setting greys the site in, as [start, end) milliseconds (null ends are open); null when off. */
export function mourningWindow(setting: MourningSetting): { start: number | null; end: number | null } | null {
  if (setting.mourning !== 1) return null;
  const start = dayStart(setting.mourning_start);
  const last = dayStart(setting.mourning_end);
  return { start, end: last === null ? null : last + DAY_MS };
}

/** True when the public site is in mourning at `now` (ms). */
export function isMourning(setting: MourningSetting, now: number): boolean {
  const window = mourningWindow(setting);
  if (!window) return false;
  return (window.start === null || now >= window.start) && (window.end === null || now < window.end);
}

/**
 * The next time (ms) after `now` at which the mourning state changes, or null when it never will by itself.
 * Caches key on the state and are emptied at this time, so no page outlives the start or the end.
 */
export function nextMourningChange(setting: MourningSetting, now: number): number | null {
  const window = mourningWindow(setting);
  if (!window) return null;
  if (window.start !== null && now < window.start) return window.start;
  if (window.end !== null && now < window.end) return window.end;
  return null;
}
