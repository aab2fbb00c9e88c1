/** The console forms' option lists, defaults and text checks, without zod (screens import these; ./forms has the schemas). */

export const ACTIVITY_NAME_PATTERN = /^[a-zA-Z0-9\u4e00-\u9fa5]{1,20}$/;
export const KEYWORD_OPTIONS = ["wenlv", "yimayou", "jingqu", "zhibo", "yanxue"] as const;

/** The step-1 defaults (the template pre-fills the promote link). */
export const CHANNEL_DEFAULTS = { promoteLink: "https://", pushNotify: true } as const;

export const MATCH_MODES = ["custom", "auto"] as const;
export const RESOLUTIONS = ["720*1280", "1080*1920", "2160*3840"] as const;

export const COUNTRY_REGIONS = ["china", "other"] as const;
export const AREAS = ["shandong/jinan", "shandong/qingdao", "beijing/beijing", "shanghai/shanghai"] as const;

/**
 * The password hint of docs/product.md §5, as a checklist the screen can show: at least six characters, upper and lower
 * case letters, digits and special characters, and no spaces.
 */
export function passwordChecks(password: string) {
  return {
    length: password.length >= 6,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
    noSpace: !/\s/.test(password),
  };
}

/** True when a password meets every rule of the hint. */
export function isStrongPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/** Text length as the "max 200 words" rules count it: characters, so Chinese and English count alike. */
export function textLength(value: string): number {
  return [...value].length;
}
