/**
 * The accounts of the end-to-end content copy, made before its server starts (scripts/e2e-server.mjs runs this
 * with `tsx`): the first admin, exactly as the server would create it from ADMIN_PASSWORD on its first request,
 * and a `user`-role account for the role tests (tests/e2e/security-roles.spec.ts). Both go through the same
 * functions as the server and `npm run admin -- create-user`. The admin comes first: once any account exists,
 * the server no longer creates one.
 */
import { openContentStore } from "../app/lib/content/store.server";
import { bootstrapFirstAdmin, setUserPassword } from "../app/lib/auth/users.server";

async function main() {
  const { CONTENT_DIR, ADMIN_PASSWORD, E2E_USER_NAME, E2E_USER_PASSWORD } = process.env;
  if (!CONTENT_DIR || !ADMIN_PASSWORD || !E2E_USER_NAME || !E2E_USER_PASSWORD) {
    throw new Error("CONTENT_DIR, ADMIN_PASSWORD, E2E_USER_NAME and E2E_USER_PASSWORD are required");
  }
  const store = await openContentStore(CONTENT_DIR);
  await bootstrapFirstAdmin(store, { adminPassword: ADMIN_PASSWORD });
  await setUserPassword(store, E2E_USER_NAME, E2E_USER_PASSWORD, { createWithRole: "user" });
  await store.idle();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
