/**
 * Refusals the production server makes from a request's head alone, before express, the page cache or any
 * loader runs: methods the site does not answer (405), request targets that are not a path (400), and bodies
 * declared larger than the poster may send (413; a multipart upload only with a valid admin session).
 * The app repeats the body checks while reading (lib/http/request-body.server.ts), so a body without a
 * Content-Length is cut off as it streams.
 */
import { getAuthState } from "~/lib/auth/guard.server";
import { bodyLimit, formEncodingOf, FORM_MAX_BYTES } from "./request-body.server";

/** The methods the site answers: pages and data are read with GET/HEAD, forms post. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export interface RequestHead {
  method: string;
  /** The request target as received (`/path?query`, or `*`, or an absolute URL). */
  url: string;
  contentType?: string;
  contentLength?: string;
  cookie?: string;
}

export interface Refusal {
  status: 400 | 405 | 413;
  message: string;
  headers: Record<string, string>;
}

const text = { "Content-Type": "text/plain; charset=utf-8" };

/** Whether the cookie header carries a session of a signed-in user (checked only for large uploads). */
async function signedIn(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const { user } = await getAuthState(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return user !== null;
}

/** The refusal for this request head, or null when it may go on. */
export async function refuseRequestHead(head: RequestHead): Promise<Refusal | null> {
  if (!(ALLOWED_METHODS as readonly string[]).includes(head.method)) {
    return {
      status: 405,
      message: `不支持该请求方法。Method ${head.method.slice(0, 20)} is not allowed.`,
      headers: { ...text, Allow: ALLOWED_METHODS.join(", ") },
    };
  }
  if (!head.url.startsWith("/")) {
    return { status: 400, message: "请求地址无效。Bad request target: only a path is accepted.", headers: text };
  }
  if (head.method !== "POST" || head.contentLength === undefined) return null;
  const declared = Number(head.contentLength);
  if (!Number.isFinite(declared) || declared <= FORM_MAX_BYTES) return null;
  const encoding = formEncodingOf(head.contentType);
  const limit = bodyLimit(encoding, encoding === "multipart" && (await signedIn(head.cookie)));
  if (declared <= limit) return null;
  const mb = Math.max(1, Math.round(limit / (1024 * 1024)));
  return {
    status: 413,
    message: `提交的内容过大：最多 ${mb} MB。Request body too large: at most ${mb} MB.`,
    headers: text,
  };
}
