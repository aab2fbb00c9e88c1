import { getContentStore } from "~/lib/content/store.server";

/** Liveness and readiness: answers 200 once the content store has loaded. */
export async function loader() {
  const store = await getContentStore();
  return new Response(`ok ${store.versionTag()}`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
