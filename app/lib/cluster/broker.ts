/**
 * The primary's side of the worker protocol (see protocol.ts): a FIFO write lock, the publication of each
 * change to every other worker with acknowledgements, the shared content version, the login throttle and the
 * shelf of drafts.
 * Pure bookkeeping over a `send` function per worker, so it is tested without processes.
 */
import { DraftShelf } from "~/lib/admin/draft-shelf";
import { LoginThrottle, type ThrottleOptions } from "~/lib/auth/throttle.server";
import type { PrimaryMessage, WorkerMessage } from "./protocol";

type Send = (message: PrimaryMessage) => void;

interface Publication {
  writer: number;
  id: number;
  version: number;
  waiting: Set<number>;
}

export class ContentBroker {
  readonly #workers = new Map<number, Send>();
  /** Workers that acknowledge publications (they said "ready"); others have no content to update yet. */
  readonly #ready = new Set<number>();
  /** Lock requests in arrival order; the head holds the lock once granted. */
  readonly #queue: { worker: number; id: number }[] = [];
  #holder: { worker: number; id: number } | null = null;
  #version = 0;
  #nextRef = 1;
  readonly #publications = new Map<number, Publication>();
  readonly #throttle: LoginThrottle;
  readonly #drafts = new DraftShelf();

  constructor(throttle: ThrottleOptions) {
    this.#throttle = new LoginThrottle(throttle);
  }

  /** The content version every worker holds (after the last publication). */
  get version(): number {
    return this.#version;
  }

  attach(worker: number, send: Send): void {
    this.#workers.set(worker, send);
  }

  /** A worker exited: its lock is released and nobody waits for its acknowledgements any more. */
  detach(worker: number): void {
    this.#workers.delete(worker);
    this.#ready.delete(worker);
    for (let i = this.#queue.length - 1; i >= 0; i -= 1) {
      if (this.#queue[i]!.worker === worker) this.#queue.splice(i, 1);
    }
    if (this.#holder?.worker === worker) {
      this.#holder = null;
      this.#grantNext();
    }
    for (const [ref, publication] of this.#publications) {
      if (publication.writer === worker) this.#publications.delete(ref);
      else if (publication.waiting.delete(worker)) this.#finishIfAcknowledged(ref, publication);
    }
  }

  receive(worker: number, message: WorkerMessage): void {
    const send = this.#workers.get(worker);
    if (!send) return;
    switch (message.wenlv) {
      case "ready":
        this.#ready.add(worker);
        return;
      case "lock":
        this.#queue.push({ worker, id: message.id });
        this.#grantNext();
        return;
      case "unlock":
        if (this.#holder?.worker === worker) {
          this.#holder = null;
          this.#grantNext();
        }
        return;
      case "changed":
        this.#publish(worker, message.id, message.files);
        return;
      case "peer-ack": {
        const publication = this.#publications.get(message.ref);
        if (publication?.waiting.delete(worker)) this.#finishIfAcknowledged(message.ref, publication);
        return;
      }
      case "throttle-check":
        send({ wenlv: "throttle-verdict", id: message.id, verdict: this.#throttle.check(message.attempt) });
        return;
      case "throttle-fail":
        this.#throttle.fail(message.attempt);
        send({ wenlv: "done", id: message.id });
        return;
      case "throttle-reset":
        this.#throttle.reset(message.attempt);
        send({ wenlv: "done", id: message.id });
        return;
      case "draft-put":
        this.#drafts.put(message.draftId, message.path, message.fields, message.now);
        send({ wenlv: "done", id: message.id });
        return;
      case "draft-take":
        send({ wenlv: "draft", id: message.id, fields: this.#drafts.take(message.draftId, message.path, message.now) });
        return;
    }
  }

  #grantNext(): void {
    if (this.#holder) return;
    const next = this.#queue.shift();
    if (!next) return;
    this.#holder = next;
    this.#workers.get(next.worker)?.({ wenlv: "granted", id: next.id, version: this.#version });
  }

  #publish(writer: number, id: number, files: string[]): void {
    this.#version += 1;
    const ref = this.#nextRef++;
    const waiting = new Set([...this.#ready].filter((worker) => worker !== writer));
    const publication: Publication = { writer, id, version: this.#version, waiting };
    this.#publications.set(ref, publication);
    for (const worker of waiting) {
      this.#workers.get(worker)?.({ wenlv: "peer-change", ref, files, version: this.#version });
    }
    this.#finishIfAcknowledged(ref, publication);
  }

  #finishIfAcknowledged(ref: number, publication: Publication): void {
    if (publication.waiting.size > 0) return;
    this.#publications.delete(ref);
    this.#workers.get(publication.writer)?.({ wenlv: "published", id: publication.id, version: publication.version });
  }
}
