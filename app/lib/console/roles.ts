/** The role rule of docs/product.md §5/§6, shared by the RoleGate component and the server-side screen checks. */

export const CONSOLE_ROLES = ["admin", "user"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/**
 * Whether `role` may see something limited to `roles`: an empty list allows everyone, otherwise the role
 * must be listed. Anything but an array is a programming error and throws "need roles!".
 */
export function checkRoles(role: string | null | undefined, roles: unknown): boolean {
  if (!Array.isArray(roles)) throw new Error("need roles!");
  if (roles.length === 0) return true;
  return typeof role === "string" && roles.includes(role);
}

/** Screens only admins may open (as in the template): their loaders refuse other roles with 403. */
export const ADMIN_ONLY_SCREENS = [
  "dashboard/monitor",
  "visualization/data-analysis",
  "visualization/multi-dimension-data-analysis",
  "form/step",
  "form/group",
  "profile/basic",
  "result/success",
  "result/error",
  "exception/403",
] as const;

/** Roles allowed on a console screen path (relative to the admin prefix); [] means any role. */
export function rolesForScreen(screen: string): ConsoleRole[] {
  return (ADMIN_ONLY_SCREENS as readonly string[]).includes(screen) ? ["admin"] : [];
}

/**
 * The role the console acts as: "admin" for a stored admin (unless previewing as a user), "user" for every
 * other account role (reviewer, editor, user: the console's admin-only screens are `console.admin`, which only
 * admins have — lib/auth/capabilities.ts). Nobody but a stored admin ever acts as admin, whatever the preview says.
 */
export function effectiveRole(storedRole: string, preview: ConsoleRole | null | undefined): ConsoleRole {
  if (storedRole === "admin" && preview === "user") return "user";
  return storedRole === "admin" ? "admin" : "user";
}
