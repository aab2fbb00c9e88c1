/**
 * Whether the signed-in user's role may do something (lib/auth/capabilities.ts), for hiding buttons and links
 * the role cannot use. Only looks: the server checks every loader and action again.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { can, writeCapability, type Capability } from "~/lib/auth/capabilities";

/** The admin layout's route id (app/admin/_shell.tsx, mounted with the "admin" prefix). */
const SHELL_ROUTE_ID = "admin/_shell";

/** A test of capabilities for the signed-in role (false for everything outside the admin layout). */
export function useCan(): (capability: Capability) => boolean {
  const layout = useRouteLoaderData(SHELL_ROUTE_ID) as { user?: { role?: string } } | undefined;
  const role = layout?.user?.role;
  return (capability) => can(role, capability);
}

/** The kind of record a list screen shows, from its path (menus are the site's structure). */
export function kindOfListPath(path: string): string {
  return path === "menuList" ? "menus" : path === "users" ? "users" : "content";
}

/** The capability a list screen's create, edit or delete buttons need. */
export function listCapability(path: string, operation: "create" | "edit" | "delete"): Capability {
  return kindOfListPath(path) === "users" ? "users.manage" : writeCapability(kindOfListPath(path), operation);
}
