/**
 * The clustered production server's primary process: forks the workers that serve requests, relays their
 * content coordination through a ContentBroker, replaces a worker that dies, and stops them all on SIGINT
 * or SIGTERM. It serves no requests itself.
 */
import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { loginThrottleOptions } from "~/lib/auth/login.server";
import { ContentBroker } from "./broker";
import { isWorkerMessage } from "./protocol";

/** Workers to run: WEB_CONCURRENCY, else one per CPU up to 4 (each holds its own copy of the content). */
export function clusterSize(setting: string | undefined, cpus = os.availableParallelism()): number {
  if (setting !== undefined && setting.trim() !== "") {
    const wanted = Number(setting);
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > 64) {
      throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${setting}")`);
    }
    return wanted;
  }
  return Math.max(1, Math.min(cpus, 4));
}

/**
 * What the workers get on top of the primary's environment: the worker flag, one version token for the run
 * (every worker's ETags and cache keys name the same versions) and, when SESSION_SECRET is unset, one random
 * secret for all of them, since a session signed by one worker must be valid in the others.
 */
export function workerEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const extra: Record<string, string> = {
    WENLV_CLUSTER_WORKER: "1",
    WENLV_CLUSTER_TOKEN: `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`,
  };
  if (!env.SESSION_SECRET?.trim()) {
    console.warn("SESSION_SECRET is not set: using a random secret; admin sessions end when the server restarts.");
    extra.SESSION_SECRET = randomBytes(32).toString("hex");
  }
  return extra;
}

/**
 * Node flags for the workers: the primary's, plus a 32 MB young-generation semi-space unless one is set.
 * Rendering allocates many short-lived objects; with the default 16 MB the collector runs twice as often,
 * and the larger space bought about 10 % more pages per second for about 40 MB more memory per worker.
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => flag.startsWith("--max-semi-space-size"));
  return chosen ? [...execArgv] : [...execArgv, "--max-semi-space-size=32"];
}

/** A worker that dies sooner than this after starting is restarted only after a pause (no crash loop). */
const QUICK_DEATH_MS = 5_000;

export function runClusterPrimary(workers: number): void {
  const broker = new ContentBroker(loginThrottleOptions());
  const env = workerEnvironment(process.env);
  const started = new Map<number, number>();
  let stopping = false;
  let announced = false;

  const fork = () => {
    const worker: Worker = cluster.fork(env);
    started.set(worker.id, Date.now());
    broker.attach(worker.id, (message) => {
      if (worker.isConnected()) worker.send(message);
    });
    worker.on("message", (message: unknown) => {
      if (isWorkerMessage(message)) broker.receive(worker.id, message);
    });
  };

  cluster.on("listening", (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(`Wenlv Portal: ${workers} workers on ${address.address ?? "*"}:${address.port}`);
  });
  cluster.on("exit", (worker, code, signal) => {
    broker.detach(worker.id);
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1_000 : 0);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {});
      if (alive.length === 0) process.exit(0);
      for (const worker of alive) worker?.process.kill(signal);
    });
  }
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  for (let i = 0; i < workers; i += 1) fork();
}
