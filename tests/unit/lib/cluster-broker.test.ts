import { describe, expect, it, vi } from "vitest";
import { ContentBroker } from "~/lib/cluster/broker";
import type { PrimaryMessage } from "~/lib/cluster/protocol";
import { clusterSize, workerEnvironment, workerExecArgv } from "~/lib/cluster/primary.server";

function setUp(workers: number[]) {
  const broker = new ContentBroker({ windowMs: 60_000, lockMs: 30_000 });
  const inbox = new Map<number, PrimaryMessage[]>();
  for (const worker of workers) {
    inbox.set(worker, []);
    broker.attach(worker, (message) => inbox.get(worker)!.push(message));
    broker.receive(worker, { wenlv: "ready" });
  }
  const take = (worker: number) => inbox.get(worker)!.splice(0);
  return { broker, take };
}

/** Worker 1 locks and writes `file` with no other worker to wait for: the lock, then the change published. */
function expectAnsweredAtOnce({ broker, take }: ReturnType<typeof setUp>, file: string) {
  broker.receive(1, { wenlv: "lock", id: 1 });
  broker.receive(1, { wenlv: "changed", id: 2, files: [file] });
  expect(take(1)).toEqual([
    { wenlv: "granted", id: 1, version: 0 },
    { wenlv: "published", id: 2, version: 1 },
  ]);
}

describe("ContentBroker", () => {
  it("grants the write lock to one worker at a time, in order of asking", () => {
    const { broker, take } = setUp([1, 2, 3]);
    broker.receive(1, { wenlv: "lock", id: 10 });
    broker.receive(2, { wenlv: "lock", id: 20 });
    broker.receive(3, { wenlv: "lock", id: 30 });
    expect(take(1)).toEqual([{ wenlv: "granted", id: 10, version: 0 }]);
    expect(take(2)).toEqual([]);
    broker.receive(1, { wenlv: "unlock", id: 10 });
    expect(take(2)).toEqual([{ wenlv: "granted", id: 20, version: 0 }]);
    expect(take(3)).toEqual([]);
    // An unlock from a worker that does not hold the lock changes nothing.
    broker.receive(3, { wenlv: "unlock", id: 30 });
    expect(take(3)).toEqual([]);
  });

  it("publishes a change to every other worker and answers the writer once all have taken it in", () => {
    const { broker, take } = setUp([1, 2, 3]);
    broker.receive(1, { wenlv: "lock", id: 1 });
    take(1);
    broker.receive(1, { wenlv: "changed", id: 2, files: ["links.json"] });
    const toTwo = take(2);
    const toThree = take(3);
    expect(toTwo).toEqual([{ wenlv: "peer-change", ref: expect.any(Number), files: ["links.json"], version: 1 }]);
    expect(toThree).toHaveLength(1);
    expect(take(1)).toEqual([]);
    const ref = (toTwo[0] as Extract<PrimaryMessage, { wenlv: "peer-change" }>).ref;
    broker.receive(2, { wenlv: "peer-ack", ref });
    expect(take(1)).toEqual([]);
    broker.receive(3, { wenlv: "peer-ack", ref });
    expect(take(1)).toEqual([{ wenlv: "published", id: 2, version: 1 }]);
    expect(broker.version).toBe(1);
    broker.receive(1, { wenlv: "unlock", id: 1 });
    broker.receive(2, { wenlv: "lock", id: 5 });
    expect(take(2)).toEqual([{ wenlv: "granted", id: 5, version: 1 }]);
  });

  it("does not wait for a worker that is still starting (it reads the files when it opens its store)", () => {
    const cluster = setUp([1]);
    cluster.broker.attach(2, () => {
      throw new Error("a starting worker is not sent changes");
    });
    expectAnsweredAtOnce(cluster, "links.json");
  });

  it("answers a lone worker's change at once", () => {
    expectAnsweredAtOnce(setUp([1]), "company.json");
  });

  it("releases a dead worker's lock and stops waiting for its acknowledgement", () => {
    const { broker, take } = setUp([1, 2, 3]);
    broker.receive(1, { wenlv: "lock", id: 1 });
    broker.receive(2, { wenlv: "lock", id: 2 });
    broker.receive(1, { wenlv: "changed", id: 3, files: ["menus.json"] });
    take(1);
    take(2);
    const [change] = take(3) as Extract<PrimaryMessage, { wenlv: "peer-change" }>[];
    broker.receive(3, { wenlv: "peer-ack", ref: change!.ref });
    // Worker 2 dies before acknowledging: the writer is answered anyway.
    broker.detach(2);
    expect(take(1)).toEqual([{ wenlv: "published", id: 3, version: 1 }]);
    // Worker 1 dies holding the lock: the next in line (worker 3) gets it.
    broker.receive(3, { wenlv: "lock", id: 9 });
    broker.detach(1);
    expect(take(3)).toEqual([{ wenlv: "granted", id: 9, version: 1 }]);
  });

  it("keeps one login throttle for every worker: pair locks and the name's slow-down", () => {
    const broker = new ContentBroker({
      windowMs: 60_000,
      lockMs: 30_000,
      limits: { pairMaxFailures: 2, nameFreeFailures: 2 },
    });
    const inbox: PrimaryMessage[][] = [[], [], []];
    for (const worker of [1, 2]) broker.attach(worker, (message) => inbox[worker]!.push(message));
    const take = (worker: number) => inbox[worker]!.splice(0);
    const attacker = { username: "admin", client: "203.0.113.7" };
    const owner = { username: "admin", client: "198.51.100.9" };
    broker.receive(1, { wenlv: "throttle-fail", id: 1, attempt: attacker });
    broker.receive(2, { wenlv: "throttle-fail", id: 1, attempt: attacker });
    expect(take(1)).toEqual([{ wenlv: "done", id: 1 }]);
    broker.receive(2, { wenlv: "throttle-check", id: 2, attempt: attacker });
    broker.receive(2, { wenlv: "throttle-check", id: 3, attempt: owner });
    expect(take(2)).toEqual([
      { wenlv: "done", id: 1 },
      { wenlv: "throttle-verdict", id: 2, verdict: { allowed: false, retryAfterSeconds: 30 } },
      { wenlv: "throttle-verdict", id: 3, verdict: { allowed: true, delayMs: 250 } },
    ]);
    broker.receive(1, { wenlv: "throttle-reset", id: 4, attempt: owner });
    broker.receive(1, { wenlv: "throttle-check", id: 5, attempt: owner });
    expect(take(1)).toEqual([
      { wenlv: "done", id: 4 },
      { wenlv: "throttle-verdict", id: 5, verdict: { allowed: true, delayMs: 0 } },
    ]);
  });
});

describe("workerEnvironment", () => {
  it("gives every worker the same run token, and one session secret when none is configured", () => {
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
    const generated = workerEnvironment({});
    expect(generated.WENLV_CLUSTER_WORKER).toBe("1");
    expect(generated.WENLV_CLUSTER_TOKEN).toMatch(/^[a-z0-9]{8,}$/);
    expect(generated.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(quiet).toHaveBeenCalledOnce();
    // A configured secret is left alone (and never copied into the extra variables).
    expect(workerEnvironment({ SESSION_SECRET: "x".repeat(40) }).SESSION_SECRET).toBeUndefined();
    quiet.mockRestore();
  });
});

describe("clusterSize", () => {
  it("takes WEB_CONCURRENCY, else one worker per CPU up to four", () => {
    expect(clusterSize("3", 8)).toBe(3);
    expect(clusterSize("1", 8)).toBe(1);
    expect(clusterSize(undefined, 2)).toBe(2);
    expect(clusterSize("", 16)).toBe(4);
    expect(clusterSize(undefined, 1)).toBe(1);
  });

  it("refuses a setting that is not a whole number from 1 to 64", () => {
    for (const bad of ["0", "-2", "1.5", "many", "65"]) expect(() => clusterSize(bad, 2)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("workerExecArgv", () => {
  it("gives the workers a larger young generation unless one is chosen", () => {
    expect(workerExecArgv([])).toEqual(["--max-semi-space-size=32"]);
    expect(workerExecArgv(["--enable-source-maps"])).toEqual(["--enable-source-maps", "--max-semi-space-size=32"]);
    expect(workerExecArgv(["--max-semi-space-size=8"])).toEqual(["--max-semi-space-size=8"]);
    expect(workerExecArgv([], "--max-old-space-size=256 --max-semi-space-size=64")).toEqual([]);
  });
});
