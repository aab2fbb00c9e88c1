import { describe, expect, it } from "vitest";
import { LoginThrottle } from "~/lib/auth/throttle.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("LoginThrottle", () => {
  const rule = { maxFailures: 5 };

  it("locks a key after the allowed failures and says how long to wait", () => {
    const time = clock();
    const throttle = new LoginThrottle({ windowMs: 900_000, lockMs: 30_000, now: time.now });
    for (let i = 0; i < 4; i++) throttle.fail([{ key: "user:a", rule }]);
    expect(throttle.check(["user:a"])).toEqual({ allowed: true });
    throttle.fail([{ key: "user:a", rule }]);
    expect(throttle.check(["user:a"])).toEqual({ allowed: false, retryAfterSeconds: 30 });
    time.advance(10_500);
    expect(throttle.check(["user:a"])).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it("allows the key again after the lock", () => {
    const time = clock();
    const throttle = new LoginThrottle({ windowMs: 900_000, lockMs: 30_000, now: time.now });
    for (let i = 0; i < 5; i++) throttle.fail([{ key: "user:a", rule }]);
    time.advance(30_001);
    expect(throttle.check(["user:a"])).toEqual({ allowed: true });
  });

  it("forgets failures older than the window", () => {
    const time = clock();
    const throttle = new LoginThrottle({ windowMs: 60_000, lockMs: 30_000, now: time.now });
    for (let i = 0; i < 4; i++) throttle.fail([{ key: "user:a", rule }]);
    time.advance(61_000);
    throttle.fail([{ key: "user:a", rule }]);
    expect(throttle.check(["user:a"]).allowed).toBe(true);
  });

  it("keeps keys apart and applies each key's own limit", () => {
    const time = clock();
    const throttle = new LoginThrottle({ windowMs: 900_000, lockMs: 30_000, now: time.now });
    for (let i = 0; i < 5; i++)
      throttle.fail([
        { key: `user:u${i}`, rule },
        { key: "client:1.2.3.4", rule: { maxFailures: 20 } },
      ]);
    expect(throttle.check(["user:other"]).allowed).toBe(true);
    expect(throttle.check(["user:u0", "client:1.2.3.4"]).allowed).toBe(true);
  });

  it("reset clears a key (a successful login)", () => {
    const throttle = new LoginThrottle({ windowMs: 900_000, lockMs: 30_000 });
    for (let i = 0; i < 5; i++) throttle.fail([{ key: "user:a", rule }]);
    throttle.reset(["user:a"]);
    expect(throttle.check(["user:a"]).allowed).toBe(true);
    expect(throttle.size).toBe(0);
  });
});
