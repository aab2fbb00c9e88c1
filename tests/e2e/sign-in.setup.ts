/** Signs the admin in once for the run (tests/fixtures/sign-in.ts); the js and nojs projects depend on it. */
import { test as setup } from "@playwright/test";
import { saveAdminState } from "../fixtures/sign-in";

setup("sign the admin in", async ({ baseURL }) => {
  await saveAdminState(baseURL!);
});
