/**
 * Sign-in with remix-auth's FormStrategy: field checks with the product's messages (docs/product.md §5),
 * throttling (throttle.server.ts: locks per user name and client pair and per client, a slow-down per user
 * name), bcrypt verification, and one generic message for any wrong pair (so it never tells which half was
 * wrong or whether the account exists).
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { z } from "zod";
import { getContentStore } from "~/lib/content/store.server";
import { getAuthEnv } from "./config.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { channelThrottle, primaryChannel } from "~/lib/cluster/worker-channel.server";
import { LoginThrottle, type LoginAttempt, type ThrottleOptions, type ThrottleVerdict } from "./throttle.server";
import { findUser, recordSignIn } from "./users.server";
import { message, type Message } from "~/lib/i18n/message";
import { FORM_MAX_BYTES, readBodyBytes, requireFormEncoding, withBody } from "~/lib/http/request-body.server";

/** Messages are admin.json keys; the login screen translates them. */
export const LoginSchema = z.object({
  username: z.string().trim().min(1, "login.usernameRequired").max(64, "login.wrongPair"),
  password: z.string().min(1, "login.passwordRequired").max(200, "login.wrongPair"),
  remember: z.string().optional(),
  redirect: z.string().optional(),
});

export interface LoginSuccess {
  /** The session version read with the verified hash, so a password changed meanwhile ends this session too. */
  user: { id: number; username: string; session_version: number };
  remember: boolean;
  redirectTo: string | undefined;
}

/** A refused sign-in: what to show and what to keep in the form. */
export class LoginFailure extends Error {
  override name = "LoginFailure";
  constructor(
    readonly status: number,
    readonly fieldErrors: Partial<Record<"username" | "password", Message>>,
    readonly formError: Message | null,
    readonly username: string,
  ) {
    super(
      formError?.key ??
        Object.values(fieldErrors)
          .map((error) => error.key)
          .join(", "),
    );
  }
}

/**
 * The client address used for throttling: the production server's load context (express's `req.ip`, which
 * follows TRUST_PROXY), else X-Forwarded-For behind a trusted proxy.
 */
export function clientAddress(request: Request, context?: unknown): string | null {
  const fromContext = (context as { remoteAddress?: unknown } | undefined)?.remoteAddress;
  if (typeof fromContext === "string" && fromContext) return fromContext;
  // Without a server in front (the development server), the hop our proxy appended is the last one.
  if (getAuthEnv().TRUST_PROXY) {
    const forwarded = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
    const real = request.headers.get("X-Real-IP")?.trim();
    if (real) return real;
  }
  return null;
}

const THROTTLE_KEY = Symbol.for("wenlv-portal.login-throttle");
type Holder = { [THROTTLE_KEY]?: LoginThrottle };

/** The throttle settings from the environment (the cluster primary builds its shared throttle from them too). */
export function loginThrottleOptions(): ThrottleOptions {
  const env = getAuthEnv();
  return {
    windowMs: env.LOGIN_WINDOW_SECONDS * 1000,
    lockMs: env.LOGIN_LOCK_SECONDS * 1000,
    limits: {
      pairMaxFailures: env.LOGIN_MAX_FAILURES,
      clientMaxFailures: env.LOGIN_MAX_CLIENT_FAILURES,
      nameFreeFailures: env.LOGIN_MAX_FAILURES,
      maxDelayMs: env.LOGIN_MAX_DELAY_MS,
    },
  };
}

/** The process-wide login throttle. */
export function getLoginThrottle(): LoginThrottle {
  const holder = globalThis as typeof globalThis & Holder;
  holder[THROTTLE_KEY] ??= new LoginThrottle(loginThrottleOptions());
  return holder[THROTTLE_KEY];
}

type ThrottlePort = {
  check(attempt: LoginAttempt): ThrottleVerdict | Promise<ThrottleVerdict>;
  fail(attempt: LoginAttempt): void | Promise<void>;
  reset(attempt: LoginAttempt): void | Promise<void>;
};

export interface VerifyOptions {
  /** Waits out the user name's slow-down (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tooManyAttempts(retryAfterSeconds: number, username: string): LoginFailure {
  return new LoginFailure(429, {}, message("login.tooManyAttempts", { seconds: retryAfterSeconds }), username);
}

/** The cluster's shared throttle in a worker process, this process's own otherwise. */
function loginThrottle(): ThrottlePort {
  const channel = primaryChannel();
  return channel ? channelThrottle(channel) : getLoginThrottle();
}

/** Checks one posted login form; throws LoginFailure when it is refused. */
export async function verifyLoginForm(
  form: FormData,
  client: string | null,
  { sleep = sleepFor }: VerifyOptions = {},
): Promise<LoginSuccess> {
  const raw = {
    username: String(form.get("username") ?? ""),
    password: String(form.get("password") ?? ""),
    remember: form.get("remember")?.toString(),
    redirect: form.get("redirect")?.toString(),
  };
  const parsed = LoginSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<"username" | "password", Message>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "username" || field === "password") && !fieldErrors[field])
        fieldErrors[field] = message(issue.message);
    }
    throw new LoginFailure(400, fieldErrors, null, raw.username.trim());
  }
  const { username, password } = parsed.data;
  const throttle = loginThrottle();
  const attempt: LoginAttempt = { username, client };

  const verdict = await throttle.check(attempt);
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds, username);
  // A much-tried user name is slowed down, never refused: its owner still gets in from another client.
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);

  const store = await getContentStore();
  const user = findUser(store, username);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  // A disabled account is refused like a wrong password: the page never tells which accounts exist.
  if (!user || !ok || user.disabled) {
    await throttle.fail(attempt);
    // The failure that reaches a limit already answers with the wait.
    const after = await throttle.check(attempt);
    if (!after.allowed) throw tooManyAttempts(after.retryAfterSeconds, username);
    throw new LoginFailure(401, {}, message("login.wrongPair"), username);
  }
  await throttle.reset(attempt);
  await recordSignIn(store, user.id);
  return {
    user: { id: user.id, username: user.username, session_version: user.session_version },
    remember: parsed.data.remember === "on" || parsed.data.remember === "true" || parsed.data.remember === "1",
    redirectTo: parsed.data.redirect,
  };
}

/** The remix-auth authenticator with the "form" strategy; the client address travels in a header we set. */
export function createAuthenticator(): Authenticator<LoginSuccess> {
  const authenticator = new Authenticator<LoginSuccess>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => verifyLoginForm(form, request.headers.get(CLIENT_HEADER))),
    "form",
  );
  return authenticator;
}

/** Internal header carrying the resolved client address into the strategy (never read from the client). */
const CLIENT_HEADER = "x-wenlv-login-client";

let authenticator: Authenticator<LoginSuccess> | undefined;

/** Authenticates a login POST; throws LoginFailure for refusals, anything else for server failures. */
export async function authenticateLogin(request: Request, context?: unknown): Promise<LoginSuccess> {
  authenticator ??= createAuthenticator();
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_HEADER);
  const client = clientAddress(request, context);
  if (client) headers.set(CLIENT_HEADER, client);
  // The strategy parses the body itself: hand it bytes read under the form limit (413/415 before any parsing).
  requireFormEncoding(request);
  const body = await readBodyBytes(request, FORM_MAX_BYTES);
  return authenticator.authenticate("form", withBody(request, body, headers));
}
