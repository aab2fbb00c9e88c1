/**
 * The server half of the console screens that post (app/admin/console-form.route.tsx): what each one loads and
 * what its post does, by its address below the admin prefix. Both go through screen-route.server.ts, so every
 * screen gets the admin guard and its role check before its own work.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { parameterProfile } from "./commands.server";
import { consoleFormScreenAt, type ConsoleFormScreen } from "./form-screens";
import { screenAction, screenLoader, type ScreenContext } from "./screen-route.server";
import {
  basicProfileAction,
  cardListAction,
  cardListScreen,
  groupFormAction,
  groupFormScreen,
  monitorAction,
  monitorScreen,
  stepFormAction,
  stepFormScreen,
  userSettingAction,
  userSettingScreen,
} from "./screens.server";

interface FormScreenServer {
  load: (context: ScreenContext) => unknown;
  act: (context: ScreenContext) => Promise<{ httpStatus: number }>;
}

const SERVERS = {
  "dashboard/monitor": {
    load: monitorScreen,
    act: ({ request, user, store }: ScreenContext) => monitorAction(request, user, store),
  },
  "form/group": {
    load: groupFormScreen,
    act: ({ request, user, store }: ScreenContext) => groupFormAction(request, user, store),
  },
  "form/step": {
    load: stepFormScreen,
    act: ({ request, user, store }: ScreenContext) => stepFormAction(request, user, store),
  },
  "list/card": {
    load: cardListScreen,
    act: ({ request, store }: ScreenContext) => cardListAction(request, store),
  },
  "profile/basic": {
    load: ({ store, path }: ScreenContext) => ({ ...parameterProfile(store), path, backHref: adminHref("form/group") }),
    act: ({ request, store }: ScreenContext) => basicProfileAction(request, store),
  },
  "user/setting": {
    load: userSettingScreen,
    act: ({ request, user, store }: ScreenContext) => userSettingAction(request, store, user),
  },
} satisfies { [S in ConsoleFormScreen]: FormScreenServer };

/** What the screen at `S` loads, as its view receives it. */
export type ConsoleFormLoaded<S extends ConsoleFormScreen> = Awaited<ReturnType<(typeof SERVERS)[S]["load"]>>;
/** What a refused post to the screen at `S` answers (its form reply), as its view receives it. */
export type ConsoleFormPosted<S extends ConsoleFormScreen> = Omit<
  Awaited<ReturnType<(typeof SERVERS)[S]["act"]>>,
  "httpStatus"
>;

/** The screen a request is for; 404 for an address that is not one (the module is mounted only at these). */
function screenOf(request: Request): ConsoleFormScreen {
  const screen = consoleFormScreenAt(new URL(request.url).pathname);
  if (!screen) throw new Response(null, { status: 404 });
  return screen;
}

/** The loader of every console form screen: the screen's own, chosen by the address. */
export function consoleFormLoader(args: LoaderFunctionArgs) {
  const screen = screenOf(args.request);
  const server: FormScreenServer = SERVERS[screen];
  return screenLoader(screen, server.load)(args);
}

/** The action of every console form screen: the screen's own, chosen by the address. */
export function consoleFormAction(args: ActionFunctionArgs) {
  const screen = screenOf(args.request);
  const server: FormScreenServer = SERVERS[screen];
  return screenAction(screen, server.act)(args);
}
