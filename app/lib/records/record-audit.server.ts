/**
 * The audit entry point for events outside the store's writes (sign-ins, sign-outs, uploads; later users,
 * settings and review decisions): `recordAudit` appends to the content folder's audit log.
 */
import { clientAddress } from "~/lib/auth/login.server";
import { getContentStore } from "~/lib/content/store.server";
import { appendAudit, type AuditEntry, type AuditInput } from "./audit.server";
import type { Actor, ChangeContext } from "./change-context";

/**
 * Appends an audit entry to the running site's log; resolves once it is on disk. A failure is logged and
 * reported as null: the event itself (a sign-in, an upload) has already happened.
 */
export async function recordAudit(input: AuditInput): Promise<AuditEntry | null> {
  try {
    const store = await getContentStore();
    return await appendAudit(store.contentDir, input);
  } catch (error) {
    console.error("audit entry could not be written", error);
    return null;
  }
}

/** The change context of an admin request: who is signed in and the client address the login throttle uses. */
export function changeContextOf(
  request: Request,
  user: Actor,
  context?: unknown,
  extra: Pick<ChangeContext, "action" | "restoredFrom"> = {},
): ChangeContext {
  return { actor: { id: user.id, username: user.username }, client: clientAddress(request, context), ...extra };
}
