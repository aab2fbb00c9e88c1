/**
 * The store's one write queue: writes run one after another, so each sees the result of the previous one, and
 * (in a cluster) each runs while no other process writes and is answered only once the others have taken the
 * change in (see coordination.server.ts).
 */
import type { ContentCoordinator } from "./coordination.server";

/** What the queue needs from its store around each write. */
export interface WriteQueueHooks {
  /** A write starts; `sharedVersion` is the cluster's content version (-1 when alone). */
  begin(sharedVersion: number): void;
  /** The files the write changed (relative to the content folder), for the other processes. */
  changedFiles(): string[];
  /** The cluster's version after the write (null when alone); the write is answered once this settles. */
  end(version: number | null): void | Promise<void>;
}

export class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly coordinator: ContentCoordinator,
    private readonly hooks: WriteQueueHooks,
  ) {}

  /** Runs `task` after every write queued before it, exclusively among the processes. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(() => this.#exclusive(task));
    this.#tail = run.then(noop, noop);
    return run;
  }

  /** Resolves once every write queued so far has finished (successfully or not). */
  async idle(): Promise<void> {
    await this.#tail.then(noop, noop);
  }

  async #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const { value, version } = await this.coordinator.exclusive(async (shared) => {
      this.hooks.begin(shared);
      const result = await task();
      return { value: result, changed: this.hooks.changedFiles() };
    });
    await this.hooks.end(version);
    return value;
  }
}

function noop(): void {}
