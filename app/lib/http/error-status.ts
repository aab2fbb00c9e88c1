/**
 * The one status → message table behind every error page: the public site's (components/site/site-error-page)
 * and the admin's exception view (components/console/exception-screen) show a status's own title and message,
 * kept in the `common` messages as `error.<status>.title` and `error.<status>.message` (docs/product.md, "Error
 * pages").
 */

/** The statuses with a page of their own. */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

const KNOWN = new Set<number>(ERROR_STATUSES);

/** The page for a response status: its own when it has one, else 400 for a client error and 500 for the rest. */
export function errorStatus(status: number | null | undefined): ErrorStatus {
  if (typeof status === "number" && KNOWN.has(status)) return status as ErrorStatus;
  return typeof status === "number" && status >= 400 && status < 500 ? 400 : 500;
}

/**
 * The page for whatever a route threw: a thrown response (or the framework's error response) by its status;
 * anything else is a fault of the server.
 */
export function errorStatusOf(error: unknown): ErrorStatus {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return errorStatus(typeof status === "number" ? status : null);
}

/** The message keys (namespace `common`) of a status's title and explanation. */
export function errorMessageKeys(status: ErrorStatus) {
  return { title: `error.${status}.title`, message: `error.${status}.message` } as const;
}
