import type { ActionFunctionArgs } from "@remix-run/node";
import { mediaUploadApi } from "~/lib/admin/media.server";

/**
 * The library's upload for script: one file per request (so each has its own progress), answered with JSON
 * outcomes. Same origin check, session and checks as the page's own form.
 */
export const action = ({ request }: ActionFunctionArgs) => mediaUploadApi(request);

/** Nothing to show: a GET here is a 405. */
export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
