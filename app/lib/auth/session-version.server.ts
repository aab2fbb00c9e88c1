/**
 * Ending a user's sessions: every session cookie carries the user's session version from when it was issued,
 * and the guard refuses a cookie whose version is not the current one. Raising the version therefore ends
 * every session of that user at once, on every device, with nothing kept per session on the server.
 *
 * The raise is a compare-and-swap on the record's updatetime, so two raises at the same moment (two logouts,
 * a logout and a password change) each move the version on instead of both writing the same number. It goes
 * through the store's write path, which in a cluster makes every worker take the change in before answering.
 */
import {
  ConflictError,
  NotFoundError,
  getContentStore,
  type ContentStore,
  type Patch,
} from "~/lib/content/store.server";
import type { StoredUser } from "./users.server";

const MAX_ATTEMPTS = 5;

/**
 * Applies `patch` to a user together with the next session version, ending all sessions issued before.
 * Null when the user does not exist.
 */
export async function updateUserEndingSessions(
  store: ContentStore,
  userId: number,
  patch: Patch<"users"> = {},
): Promise<StoredUser | null> {
  for (let attempt = 1; ; attempt++) {
    const current = store.get("users", userId);
    if (!current) return null;
    try {
      return await store.update(
        "users",
        userId,
        { ...patch, session_version: current.session_version + 1 },
        { expectedUpdatetime: current.updatetime },
      );
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      // Someone else changed the record in between: read it again and raise from the newer version.
      if (!(error instanceof ConflictError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Ends every session of the user (logout, and the users screen's "sign out everywhere"). */
export async function signOutEverywhere(userId: number, store?: ContentStore): Promise<StoredUser | null> {
  return updateUserEndingSessions(store ?? (await getContentStore()), userId);
}
