/**
 * Who may do what in the admin (docs/product.md §6): one table from role to capabilities. The server checks
 * every admin loader and action against it (guard.server.ts `requireCapability`); the pages only read it to
 * hide what a role cannot do. Browser-safe: no server imports.
 */

/** The account roles, most powerful first. `user` is the console's original role and keeps what it had. */
export const ROLES = ["admin", "reviewer", "editor", "user"] as const;
export type Role = (typeof ROLES)[number];

/** Everything the admin checks, one name a kind of action. */
export const CAPABILITIES = [
  /** Open the admin at all: the shell, the home page, the help page. */
  "admin.access",
  /** Read the content screens (lists and edit forms). */
  "content.read",
  /** Create articles, videos and links. */
  "content.create",
  /** Change existing articles, videos and links. */
  "content.edit",
  /** Delete (soft) and restore articles, videos and links. */
  "content.delete",
  /** Approve or return content in review (lib/content/workflow.ts). */
  "content.review",
  /** Publish on save when no review step is set; unpublish and publish again (lib/content/workflow.ts). */
  "content.publish",
  /** The site's structure: menus (they decide the public URLs) and the company information. */
  "structure.edit",
  /** Upload pictures, videos and documents with a form. */
  "uploads.write",
  /** The users screen: create, change roles, disable, reset passwords, sign others out. */
  "users.manage",
  /** Site-wide settings (e.g. the number of review steps). */
  "settings.manage",
  /** Read the audit log. */
  "audit.read",
  /** The console screens open to every role (workplace, lists, messages, account centre). */
  "console.view",
  /** The console's admin-only screens and "Switch roles". */
  "console.admin",
  /** One's own account: profile, own password, "sign out everywhere" for oneself. */
  "account.self",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const EVERY_ROLE: readonly Capability[] = ["admin.access", "console.view", "account.self", "content.read"];

/**
 * The table. Decisions (docs/decisions/014-roles-and-capabilities.md): `user` keeps every content screen it had,
 * saves still going live; `editor` writes content but neither deletes it nor touches the structure, users or
 * settings; `reviewer` edits, reviews, publishes and deletes (a soft delete is an unpublish that can be undone).
 */
export const ROLE_CAPABILITIES: Readonly<Record<Role, readonly Capability[]>> = {
  admin: CAPABILITIES,
  reviewer: [
    ...EVERY_ROLE,
    "content.create",
    "content.edit",
    "content.delete",
    "content.review",
    "content.publish",
    "structure.edit",
    "uploads.write",
  ],
  editor: [...EVERY_ROLE, "content.create", "content.edit", "uploads.write"],
  user: [
    ...EVERY_ROLE,
    "content.create",
    "content.edit",
    "content.delete",
    "content.publish",
    "structure.edit",
    "uploads.write",
  ],
};

/** True when `role` is one of the account roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do `capability`; an unknown role may do nothing. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  return isRole(role) && ROLE_CAPABILITIES[role].includes(capability);
}

/** Every capability of `role`, in table order (empty for an unknown role). */
export function capabilitiesOf(role: string | null | undefined): Capability[] {
  return isRole(role) ? CAPABILITIES.filter((capability) => ROLE_CAPABILITIES[role].includes(capability)) : [];
}

/** The write capability an admin edit screen needs: menus and the company are structure, the rest content. */
export function writeCapability(kind: string, operation: "create" | "edit" | "delete"): Capability {
  if (kind === "menus" || kind === "company") return "structure.edit";
  return `content.${operation}`;
}
