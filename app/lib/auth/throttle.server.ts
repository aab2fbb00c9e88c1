/**
 * Login throttling, in memory. Three counters, each over a sliding window of failures:
 *
 * - per (user name, client address) pair: reaching its limit locks that pair for a while;
 * - per client address: reaching its limit locks that client for every name;
 * - per user name, whatever the client: never locks. Past its limit each further attempt for the name waits
 *   first, twice as long as the one before, up to a cap. A name lock would let anyone lock the real owner out.
 *
 * Attempts refused by a lock do not check the password, count as nothing and do not extend the lock.
 * A successful login clears its pair, its client and its name.
 */

/** Who is trying: the user name as typed (compared without case) and the client's address when known. */
export interface LoginAttempt {
  username: string;
  client: string | null;
}

export interface ThrottleLimits {
  /** Failures of one name from one client before that pair is locked. */
  pairMaxFailures: number;
  /** Failures from one client, all names together, before that client is locked. */
  clientMaxFailures: number;
  /** Failures of one name, all clients together, before its attempts are slowed down. */
  nameFreeFailures: number;
  /** The first slow-down; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest slow-down. */
  maxDelayMs: number;
}

export interface ThrottleOptions {
  windowMs: number;
  lockMs: number;
  limits?: Partial<ThrottleLimits>;
  now?: () => number;
  /** Tracked keys above which stale ones are dropped (the default suits production). */
  pruneAbove?: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  pairMaxFailures: 5,
  clientMaxFailures: 20,
  nameFreeFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 2_000,
};

/** May try now, after waiting `delayMs`; or refused for `retryAfterSeconds`. */
export type ThrottleVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/** Failures inside the window (newest last, at most as many as matter) and the end of a lock. */
interface Entry {
  failures: number[];
  lockedUntil: number;
}

interface Counter {
  key: string;
  /** Failures that lock the key, or null for a key that is only counted. */
  lockAt: number | null;
  /** Failures worth remembering: more change nothing. */
  keep: number;
}

/** The unknown client: all requests without an address share it. */
const UNKNOWN_CLIENT = "unknown";

export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #windowMs: number;
  readonly #lockMs: number;
  readonly #limits: ThrottleLimits;
  readonly #now: () => number;
  readonly #pruneFloor: number;
  #pruneAbove: number;

  constructor(options: ThrottleOptions) {
    this.#windowMs = options.windowMs;
    this.#lockMs = options.lockMs;
    this.#limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.#now = options.now ?? (() => Date.now());
    this.#pruneFloor = options.pruneAbove ?? 10_000;
    this.#pruneAbove = this.#pruneFloor;
  }

  /** Refused while the pair or the client is locked; otherwise allowed after the name's slow-down. */
  check(attempt: LoginAttempt): ThrottleVerdict {
    const now = this.#now();
    let until = 0;
    for (const { key, lockAt } of this.#counters(attempt)) {
      const entry = this.#entries.get(key);
      if (lockAt !== null && entry && entry.lockedUntil > now) until = Math.max(until, entry.lockedUntil);
    }
    if (until > now) return { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) };
    return { allowed: true, delayMs: this.#nameDelay(this.#recent(nameKey(attempt), now)) };
  }

  /** Records a wrong password: counts it for the pair, the client and the name; locks what reached its limit. */
  fail(attempt: LoginAttempt): void {
    const now = this.#now();
    for (const { key, lockAt, keep } of this.#counters(attempt)) {
      const entry = this.#entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = entry.failures.filter((at) => now - at < this.#windowMs);
      entry.failures.push(now);
      if (entry.failures.length > keep) entry.failures.splice(0, entry.failures.length - keep);
      if (lockAt !== null && entry.failures.length >= lockAt) {
        entry.lockedUntil = now + this.#lockMs;
        entry.failures = [];
      }
      this.#entries.set(key, entry);
    }
    this.#prune(now);
  }

  /** Forgets the pair, the client and the name (after the right password). */
  reset(attempt: LoginAttempt): void {
    for (const { key } of this.#counters(attempt)) this.#entries.delete(key);
  }

  /** Number of keys tracked (tests and memory checks). */
  get size(): number {
    return this.#entries.size;
  }

  #counters(attempt: LoginAttempt): Counter[] {
    const { pairMaxFailures, clientMaxFailures, nameFreeFailures } = this.#limits;
    const counters: Counter[] = [
      { key: pairKey(attempt), lockAt: pairMaxFailures, keep: pairMaxFailures },
      { key: nameKey(attempt), lockAt: null, keep: nameFreeFailures + this.#doublingsToCap() },
    ];
    // Requests without an address share one client: locking it would lock every such request out of every name.
    if (attempt.client)
      counters.push({ key: `client:${attempt.client}`, lockAt: clientMaxFailures, keep: clientMaxFailures });
    return counters;
  }

  /** Failures of `key` still inside the window. */
  #recent(key: string, now: number): number {
    return this.#entries.get(key)?.failures.filter((at) => now - at < this.#windowMs).length ?? 0;
  }

  #nameDelay(failures: number): number {
    const { nameFreeFailures, firstDelayMs, maxDelayMs } = this.#limits;
    const over = failures - nameFreeFailures;
    if (over < 0) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(over, this.#doublingsToCap()));
  }

  /** How many doublings take the first slow-down to the cap. */
  #doublingsToCap(): number {
    const { firstDelayMs, maxDelayMs } = this.#limits;
    return maxDelayMs > firstDelayMs ? Math.ceil(Math.log2(maxDelayMs / firstDelayMs)) : 0;
  }

  // Keeps memory bounded under a spray of random names or addresses. The next prune waits until the map has
  // doubled again, so a map full of live keys is not scanned on every failure.
  #prune(now: number): void {
    if (this.#entries.size < this.#pruneAbove) return;
    for (const [key, entry] of this.#entries) {
      const recent = entry.failures.some((at) => now - at < this.#windowMs);
      if (!recent && entry.lockedUntil <= now) this.#entries.delete(key);
    }
    this.#pruneAbove = Math.max(this.#pruneFloor, this.#entries.size * 2);
  }
}

function nameKey(attempt: LoginAttempt): string {
  return `name:${attempt.username.toLowerCase()}`;
}

// JSON keeps the two parts apart whatever characters a name or an address holds.
function pairKey(attempt: LoginAttempt): string {
  return `pair:${JSON.stringify([attempt.username.toLowerCase(), attempt.client ?? UNKNOWN_CLIENT])}`;
}
