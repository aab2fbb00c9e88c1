/**
 * Login throttling, in memory. Failures are counted per key (a user name, a client address) inside a
 * sliding window; reaching the limit locks the key for a while. Attempts made while locked are refused
 * without checking the password (and do not extend the lock). A successful login clears its keys.
 */
export interface ThrottleRule {
  /** Failures allowed inside the window before the key is locked. */
  maxFailures: number;
}

export interface ThrottleOptions {
  windowMs: number;
  lockMs: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts failures per key and locks keys that fail too often. */
export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #options: Required<ThrottleOptions>;

  constructor(options: ThrottleOptions) {
    this.#options = { now: () => Date.now(), ...options };
  }

  /** Whether every key may try now; when not, how many seconds remain of the longest lock. */
  check(keys: readonly string[]): ThrottleVerdict {
    const now = this.#options.now();
    let until = 0;
    for (const key of keys) {
      const entry = this.#entries.get(key);
      if (entry && entry.lockedUntil > now) until = Math.max(until, entry.lockedUntil);
    }
    return until > now ? { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) } : { allowed: true };
  }

  /** Records one failure for each key with its own limit; locks a key that reaches it. */
  fail(keys: readonly { key: string; rule: ThrottleRule }[]): void {
    const now = this.#options.now();
    for (const { key, rule } of keys) {
      const entry = this.#entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = entry.failures.filter((at) => now - at < this.#options.windowMs);
      entry.failures.push(now);
      if (entry.failures.length >= rule.maxFailures) {
        entry.lockedUntil = now + this.#options.lockMs;
        entry.failures = [];
      }
      this.#entries.set(key, entry);
    }
    this.#prune(now);
  }

  /** Forgets the keys (after a successful login). */
  reset(keys: readonly string[]): void {
    for (const key of keys) this.#entries.delete(key);
  }

  /** Number of keys tracked (tests and memory checks). */
  get size(): number {
    return this.#entries.size;
  }

  // Keeps memory bounded under a spray of random user names.
  #prune(now: number): void {
    if (this.#entries.size < 10_000) return;
    for (const [key, entry] of this.#entries) {
      const recent = entry.failures.some((at) => now - at < this.#options.windowMs);
      if (!recent && entry.lockedUntil <= now) this.#entries.delete(key);
    }
  }
}
