/**
 * The loader and action of a console screen route. Every screen is opened and posted to the same way: the admin
 * guard, then the screen's role check (403 when the acting role may not open it, the server half of RoleGate),
 * then the screen's own work. Declaring the screen's path once here means no route can forget the role check or
 * link to itself wrongly.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import type { Capability } from "~/lib/auth/capabilities";
import { getContentStore } from "~/lib/content/store.server";
import { rolesForScreen } from "./roles";
import { requireScreenRole, type ScreenContext } from "./screens.server";

export type { ScreenContext };

/**
 * The capability a console screen needs: the admin-only screens `console.admin`, the account centre (one's own
 * profile, password and sessions) `account.self`, the rest `console.view`.
 */
export function screenCapability(screen: string): Capability {
  if (rolesForScreen(screen).includes("admin")) return "console.admin";
  if (screen === "user/setting" || screen === "user/info") return "account.self";
  return "console.view";
}

async function screenContext(request: Request, screen: string): Promise<ScreenContext> {
  const { user } = await requireCapability(request, screenCapability(screen));
  await requireScreenRole(request, user, screen);
  return { request, user, store: await getContentStore(), path: adminHref(screen) };
}

/** The loader for the console screen at `screen` ("dashboard/monitor"), answering what `load` returns. */
export function screenLoader<T>(screen: string, load: (context: ScreenContext) => T | Promise<T>) {
  return async ({ request }: LoaderFunctionArgs): Promise<T> => load(await screenContext(request, screen));
}

/**
 * The action for the console screen at `screen`. A successful post throws its redirect; a refused one returns
 * the body for the screen (the form reply of lib/forms/form-reply.ts) with the `httpStatus` to answer it with
 * (400, 409).
 */
export function screenAction<T extends { httpStatus: number }>(
  screen: string,
  act: (context: ScreenContext) => Promise<T>,
) {
  return async ({ request }: ActionFunctionArgs) => {
    const { httpStatus, ...body } = await act(await screenContext(request, screen));
    return data(body, { status: httpStatus });
  };
}
