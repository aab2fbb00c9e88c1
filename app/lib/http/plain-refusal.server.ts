/**
 * A post refused before its form was read (malformed or undeclared fields 400, too large 413, not a form 415)
 * is answered with its short message as plain text, not a rendered page: such posts come from scripts far more
 * often than from people, and rendering a whole document for each would let them cost the server what a
 * page view costs. The message names the problem in Chinese and English.
 */
import { isRouteErrorResponse } from "@remix-run/react";
import { applyBaseSecurityHeaders } from "./security-headers.server";

const PLAIN_STATUSES = new Set([400, 413, 415]);

/** The plain answer for a refused post, or null when the page should render as usual. */
export function plainRefusal(request: Request, status: number, errors: Record<string, unknown> | null | undefined) {
  if (request.method === "GET" || request.method === "HEAD" || !PLAIN_STATUSES.has(status) || !errors) return null;
  const refusal = Object.values(errors).find(
    (error) => isRouteErrorResponse(error) && error.status === status && typeof error.data === "string",
  );
  if (!refusal || !isRouteErrorResponse(refusal)) return null;
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  applyBaseSecurityHeaders(headers);
  return new Response(String(refusal.data), { status, headers });
}
