/** The settings cookie and the switch-roles preview cookie. */
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { effectiveRole, type ConsoleRole } from "./roles";
import {
  SettingsChangeSchema,
  applySettingsChange,
  settingsOf,
  withSettingsOf,
  type ConsoleSettings,
} from "./settings";

const YEAR = 60 * 60 * 24 * 365;

function cookieOptions() {
  const env = getEnv();
  return {
    path: "/",
    sameSite: "lax" as const,
    httpOnly: true,
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.sessionSecrets,
  };
}

let settingsCookie: ReturnType<typeof createCookie> | undefined;
let previewCookie: ReturnType<typeof createCookie> | undefined;

/** Per-user console layout settings, kept for a year. */
export function getSettingsCookie() {
  settingsCookie ??= createCookie("console-settings", { ...cookieOptions(), maxAge: YEAR });
  return settingsCookie;
}

/** The role an admin previews the console as, for the browser session only. */
export function getRolePreviewCookie() {
  previewCookie ??= createCookie("console-role", cookieOptions());
  return previewCookie;
}

/** A user's settings from the request (docs/product.md §4 defaults when none are stored). */
export async function readSettings(request: Request, username: string): Promise<ConsoleSettings> {
  const stored: unknown = await getSettingsCookie().parse(request.headers.get("Cookie"));
  return settingsOf(stored, username);
}

export type SettingsUpdate = { ok: true; settings: ConsoleSettings; setCookie: string } | { ok: false; error: string };

/** Applies a posted change and returns the Set-Cookie header to persist it. */
export async function updateSettings(request: Request, username: string, form: FormData): Promise<SettingsUpdate> {
  const parsed = SettingsChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: "settings.invalid" };
  const stored: unknown = await getSettingsCookie().parse(request.headers.get("Cookie"));
  const settings = applySettingsChange(settingsOf(stored, username), parsed.data);
  const setCookie = await getSettingsCookie().serialize(withSettingsOf(stored, username, settings));
  return { ok: true, settings, setCookie };
}

/** The role the console acts as for this request: the stored role, or a preview an admin asked for. */
export async function readEffectiveRole(request: Request, storedRole: string): Promise<ConsoleRole> {
  const preview: unknown = await getRolePreviewCookie().parse(request.headers.get("Cookie"));
  return effectiveRole(storedRole, preview === "user" ? "user" : null);
}

/**
 * Switch Roles: an admin flips between previewing as `user` and back; a stored `user` is never raised
 * (the server decides from the stored role, not from anything the browser sends).
 */
export async function switchRole(
  request: Request,
  storedRole: string,
): Promise<{ role: ConsoleRole; setCookie: string }> {
  const current = await readEffectiveRole(request, storedRole);
  if (storedRole !== "admin") {
    return { role: "user", setCookie: await getRolePreviewCookie().serialize("", { maxAge: 0 }) };
  }
  const next: ConsoleRole = current === "admin" ? "user" : "admin";
  const setCookie =
    next === "user"
      ? await getRolePreviewCookie().serialize("user")
      : await getRolePreviewCookie().serialize("", { maxAge: 0 });
  return { role: next, setCookie };
}
