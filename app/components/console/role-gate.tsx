import { createContext, useContext, type ReactNode } from "react";
import { checkRoles } from "~/lib/console/roles";

const RoleContext = createContext<string | null>(null);

/** Provides the role the console acts as (after Switch Roles) to every RoleGate below it. */
export function ConsoleRoleProvider({ value, children }: { value: string; children: ReactNode }) {
  return <RoleContext.Provider value={value}>{children}</RoleContext.Provider>;
}

/** The role the console acts as, or null outside a ConsoleRoleProvider. */
export function useConsoleRole(): string | null {
  return useContext(RoleContext);
}

export interface RoleGateProps {
  /** Roles allowed to see the children; an empty list allows everyone. Anything else throws "need roles!". */
  roles: readonly string[];
  /** Overrides the role from ConsoleRoleProvider. */
  userRole?: string | null;
  children: ReactNode;
}

/**
 * Removes its children from the page when the role is not allowed (docs/product.md §6). It only hides UI: the server
 * checks the role again for anything the children would do.
 */
export function RoleGate({ roles, userRole, children }: RoleGateProps) {
  const contextRole = useConsoleRole();
  return checkRoles(userRole === undefined ? contextRole : userRole, roles) ? <>{children}</> : null;
}
