/** Shared pieces of admin loaders: the guard plus the flash toast, and the page's restored draft. */
import { data } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import type { FlashToast } from "~/lib/auth/session.server";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { takeToast } from "./action.server";
import type { ToastNotice } from "./toast";

/** The admin layout's data: who is signed in, the admin base path, the locale and a one-shot toast. */
export async function adminLayoutData(request: Request) {
  const { user, session } = await requireCapability(request, "admin.access");
  const { toast, setCookie } = await takeToast(session, request);
  const locale = await i18nServer.getLocale(request);
  return data(
    {
      user,
      base: adminHref(),
      locale,
      toast: toast ? toastNotice(toast) : null,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/** A flash toast as the page shows it, with a fresh id. */
export function toastNotice(toast: FlashToast): ToastNotice {
  return { type: toast.type, message: toast.message, ...(toast.undo ? { undo: toast.undo } : {}), id: randomUUID() };
}

/** Parses a route's `:id` parameter: "new" or a positive integer; anything else (e.g. "../x") is a 404. */
export function parseIdParam(value: string | undefined): number | "new" {
  if (value === "new") return "new";
  if (value && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  throw new Response("Not Found", { status: 404 });
}
