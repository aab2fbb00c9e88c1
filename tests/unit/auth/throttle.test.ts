import { describe, expect, it } from "vitest";
import { LoginThrottle, type LoginAttempt, type ThrottleOptions } from "~/lib/auth/throttle.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const at = (username: string, client: string | null): LoginAttempt => ({ username, client });

function setUp(options: Partial<ThrottleOptions> = {}) {
  const time = clock();
  const throttle = new LoginThrottle({ windowMs: 900_000, lockMs: 30_000, now: time.now, ...options });
  return { time, throttle };
}

/** The name's slow-down an attempt from a fresh client would get. */
function nameDelay(throttle: LoginThrottle, username: string): number {
  const verdict = throttle.check(at(username, "192.0.2.250"));
  if (!verdict.allowed) throw new Error("a fresh client is never refused for a name");
  return verdict.delayMs;
}

describe("LoginThrottle: the (name, client) pair", () => {
  it("locks the pair after its failures and says how long to wait", () => {
    const { time, throttle } = setUp();
    for (let i = 0; i < 4; i++) throttle.fail(at("admin", "10.0.0.1"));
    expect(throttle.check(at("admin", "10.0.0.1"))).toEqual({ allowed: true, delayMs: 0 });
    throttle.fail(at("admin", "10.0.0.1"));
    expect(throttle.check(at("admin", "10.0.0.1"))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    time.advance(10_500);
    expect(throttle.check(at("ADMIN", "10.0.0.1"))).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it("locks only that pair: the name from another client and another name from that client may try", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "10.0.0.1"));
    expect(throttle.check(at("admin", "10.0.0.2")).allowed).toBe(true);
    expect(throttle.check(at("editor", "10.0.0.1"))).toEqual({ allowed: true, delayMs: 0 });
  });

  it("allows the pair again after the lock, and forgets failures older than the window", () => {
    const { time, throttle } = setUp({ windowMs: 60_000 });
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "10.0.0.1"));
    time.advance(30_001);
    expect(throttle.check(at("admin", "10.0.0.1")).allowed).toBe(true);
    for (let i = 0; i < 4; i++) throttle.fail(at("admin", "10.0.0.1"));
    time.advance(61_000);
    throttle.fail(at("admin", "10.0.0.1"));
    expect(throttle.check(at("admin", "10.0.0.1")).allowed).toBe(true);
  });

  it("puts clients without an address together in one pair per name, and never locks them as a client", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", null));
    expect(throttle.check(at("admin", null))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(throttle.check(at("admin", "10.0.0.1")).allowed).toBe(true);
    for (let i = 0; i < 30; i++) throttle.fail(at(`user${i}`, null));
    expect(throttle.check(at("someone-else", null)).allowed).toBe(true);
  });
});

describe("LoginThrottle: the client", () => {
  it("locks a client after its failures over all names; other clients may still try", () => {
    const { throttle } = setUp({ limits: { clientMaxFailures: 20 } });
    for (let i = 0; i < 19; i++) throttle.fail(at(`user${i}`, "10.0.0.9"));
    expect(throttle.check(at("fresh-name", "10.0.0.9")).allowed).toBe(true);
    throttle.fail(at("user19", "10.0.0.9"));
    expect(throttle.check(at("fresh-name", "10.0.0.9"))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(throttle.check(at("user0", "10.0.0.10")).allowed).toBe(true);
  });
});

describe("LoginThrottle: the user name", () => {
  it("slows a name down after its free failures, doubling from 250 ms up to the cap", () => {
    const { throttle } = setUp();
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      delays.push(nameDelay(throttle, "admin"));
      throttle.fail(at("admin", `10.0.1.${i}`));
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1_000, 2_000, 2_000]);
  });

  it("follows the configured free failures and cap", () => {
    const { throttle } = setUp({ limits: { nameFreeFailures: 2, maxDelayMs: 1_500 } });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      delays.push(nameDelay(throttle, "admin"));
      throttle.fail(at("admin", `10.0.1.${i}`));
    }
    expect(delays).toEqual([0, 0, 250, 500, 1_000, 1_500, 1_500]);
  });

  it("never locks a name, however many clients fail on it", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 1_000; i++) throttle.fail(at("admin", `10.${i >> 8}.${i & 255}.1`));
    expect(throttle.check(at("admin", "192.0.2.1"))).toEqual({ allowed: true, delayMs: 2_000 });
  });

  it("lets the slow-down fade as the name's failures leave the window", () => {
    const { time, throttle } = setUp({ windowMs: 60_000 });
    for (let i = 0; i < 8; i++) throttle.fail(at("admin", `10.0.1.${i}`));
    expect(nameDelay(throttle, "admin")).toBe(2_000);
    time.advance(60_001);
    expect(nameDelay(throttle, "admin")).toBe(0);
  });
});

describe("LoginThrottle: one client hammering a name", () => {
  it("lets the right password in from another client on its first try, slowed down by at most the cap", async () => {
    const { time, throttle } = setUp();
    // The login flow with a fake sleep that moves the clock: check, wait out the slow-down, then a wrong password.
    const sleep = async (ms: number) => void time.advance(ms);
    const answers: string[] = [];
    for (let i = 0; i < 100; i++) {
      const verdict = throttle.check(at("admin", "203.0.113.7"));
      if (!verdict.allowed) {
        answers.push("refused");
        continue;
      }
      await sleep(verdict.delayMs);
      throttle.fail(at("admin", "203.0.113.7"));
      answers.push("wrong");
    }
    expect(answers.filter((a) => a === "wrong")).toHaveLength(5);

    const owner = throttle.check(at("admin", "198.51.100.9"));
    expect(owner.allowed).toBe(true);
    expect(owner.allowed && owner.delayMs).toBeLessThanOrEqual(2_000);
    throttle.reset(at("admin", "198.51.100.9"));
    // The right password cleared the name's slow-down, but the hammering pair stays locked.
    expect(nameDelay(throttle, "admin")).toBe(0);
    expect(throttle.check(at("admin", "203.0.113.7")).allowed).toBe(false);
  });

  it("gives the hammering client no way to clear the name's slow-down or its own lock", () => {
    const { time, throttle } = setUp();
    for (let i = 0; i < 8; i++) throttle.fail(at("admin", `10.0.1.${i}`));
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "203.0.113.7"));
    // Refused attempts count as nothing and do not extend the lock; wrong ones elsewhere do not help either.
    for (let i = 0; i < 50; i++) throttle.check(at("admin", "203.0.113.7"));
    throttle.fail(at("someone", "203.0.113.7"));
    expect(nameDelay(throttle, "admin")).toBe(2_000);
    expect(throttle.check(at("admin", "203.0.113.7"))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    time.advance(30_001);
    expect(throttle.check(at("admin", "203.0.113.7"))).toEqual({ allowed: true, delayMs: 2_000 });
  });
});

describe("LoginThrottle: memory", () => {
  it("reset forgets the pair, the client and the name", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "10.0.0.1"));
    throttle.reset(at("Admin", "10.0.0.1"));
    expect(throttle.check(at("admin", "10.0.0.1"))).toEqual({ allowed: true, delayMs: 0 });
    expect(throttle.size).toBe(0);
  });

  it("drops stale keys once many are tracked, and keeps the live ones", () => {
    const { time, throttle } = setUp({ windowMs: 60_000, pruneAbove: 100 });
    const spray = (tag: string) => {
      // Random names from random clients: three keys each (pair, name, client).
      for (let i = 0; i < 40; i++) throttle.fail(at(`${tag}${i}`, `10.${tag.length}.${i}.1`));
    };
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "10.0.0.1"));
    spray("a");
    expect(throttle.size).toBe(3 + 120);
    time.advance(60_001);
    for (let i = 0; i < 5; i++) throttle.fail(at("admin", "10.0.0.3"));
    spray("bb");
    // Only live keys are left: admin's name, the newly locked pair and its client, and the second spray.
    expect(throttle.size).toBe(3 + 120);
    expect(throttle.check(at("admin", "10.0.0.3")).allowed).toBe(false);
    expect(nameDelay(throttle, "admin")).toBe(250);
  });
});
