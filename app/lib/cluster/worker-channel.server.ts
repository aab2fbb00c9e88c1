/**
 * A worker's side of the protocol with the primary (protocol.ts): the content coordinator and the shared
 * login throttle, the shelf of drafts, over the IPC channel Node's cluster module opens.
 */
import type { DraftFields } from "~/lib/admin/draft-shelf";
import type { LoginAttempt, ThrottleVerdict } from "~/lib/auth/throttle.server";
import type { ContentCoordinator } from "~/lib/content/coordination.server";
import { isPrimaryMessage, type PrimaryMessage, type WorkerMessage } from "./protocol";

export interface Channel {
  send(message: WorkerMessage): void;
  onMessage(listener: (message: PrimaryMessage) => void): void;
}

let channelToPrimary: Channel | null | undefined;

/** The channel to the cluster primary (one per process), or null when this process is not a cluster worker. */
export function primaryChannel(): Channel | null {
  if (channelToPrimary !== undefined) return channelToPrimary;
  if (!process.send || process.env.WENLV_CLUSTER_WORKER !== "1") return (channelToPrimary = null);
  return (channelToPrimary = {
    send: (message) => process.send?.(message),
    onMessage: (listener) =>
      process.on("message", (message: unknown) => {
        if (isPrimaryMessage(message)) listener(message);
      }),
  });
}

type PeerListener = (files: string[], version: number) => Promise<void>;

/**
 * Request/response over the channel (each request's id comes back on its answer), and the acknowledgement of
 * every change another worker publishes: once the store has taken it in, or at once while this process has
 * no store open yet (it will read the files as they are when it opens one).
 */
class Calls {
  #next = 1;
  readonly #pending = new Map<number, (message: PrimaryMessage) => void>();
  peerListener: PeerListener | null = null;

  constructor(private readonly channel: Channel) {
    channel.onMessage((message) => {
      if (message.wenlv === "peer-change") {
        this.#takeIn(message);
        return;
      }
      if (!("id" in message)) return;
      const resolve = this.#pending.get(message.id);
      if (!resolve) return;
      this.#pending.delete(message.id);
      resolve(message);
    });
    // From now on this worker answers publications, so the primary may count on its acknowledgements.
    channel.send({ wenlv: "ready" });
  }

  call<A extends PrimaryMessage>(make: (id: number) => WorkerMessage): Promise<A> {
    const id = this.#next++;
    return new Promise<A>((resolve) => {
      this.#pending.set(id, resolve as (message: PrimaryMessage) => void);
      this.channel.send(make(id));
    });
  }

  send(message: WorkerMessage): void {
    this.channel.send(message);
  }

  #takeIn(message: Extract<PrimaryMessage, { wenlv: "peer-change" }>): void {
    const ack = () => this.send({ wenlv: "peer-ack", ref: message.ref });
    if (!this.peerListener) return ack();
    // Acknowledged even when taking the files in failed: the file is then listed as a content problem, and
    // the writer must not wait forever.
    this.peerListener(message.files, message.version)
      .catch((error: unknown) => console.error("taking in another worker's change failed", error))
      .finally(ack);
  }
}

const callsByChannel = new WeakMap<Channel, Calls>();
function callsOf(channel: Channel): Calls {
  let calls = callsByChannel.get(channel);
  if (!calls) {
    calls = new Calls(channel);
    callsByChannel.set(channel, calls);
  }
  return calls;
}

/** Joins the cluster at a worker's start-up, before it serves anything: see Calls. */
export function joinCluster(): void {
  const channel = primaryChannel();
  if (channel) callsOf(channel);
}

/** The content coordinator of a cluster worker. */
export function channelCoordinator(channel: Channel): ContentCoordinator {
  const calls = callsOf(channel);
  return {
    async exclusive(work) {
      const granted = await calls.call<Extract<PrimaryMessage, { wenlv: "granted" }>>((id) => ({ wenlv: "lock", id }));
      try {
        const { value, changed } = await work(granted.version);
        if (changed.length === 0) return { value, version: null };
        const published = await calls.call<Extract<PrimaryMessage, { wenlv: "published" }>>((id) => ({
          wenlv: "changed",
          id,
          files: changed,
        }));
        return { value, version: published.version };
      } finally {
        calls.send({ wenlv: "unlock", id: granted.id });
      }
    },
    onPeerChange(listener) {
      calls.peerListener = listener;
    },
  };
}

/** The login throttle kept by the primary, so a lock or a slow-down holds in every worker. */
export function channelThrottle(channel: Channel) {
  const calls = callsOf(channel);
  // Copied field by field: only what the protocol names goes over the channel.
  const wire = ({ username, client }: LoginAttempt): LoginAttempt => ({ username, client });
  return {
    async check(attempt: LoginAttempt): Promise<ThrottleVerdict> {
      const answer = await calls.call<Extract<PrimaryMessage, { wenlv: "throttle-verdict" }>>((id) => ({
        wenlv: "throttle-check",
        id,
        attempt: wire(attempt),
      }));
      return answer.verdict;
    },
    async fail(attempt: LoginAttempt): Promise<void> {
      await calls.call((id) => ({ wenlv: "throttle-fail", id, attempt: wire(attempt) }));
    },
    async reset(attempt: LoginAttempt): Promise<void> {
      await calls.call((id) => ({ wenlv: "throttle-reset", id, attempt: wire(attempt) }));
    },
  };
}

/** The shelf of drafts kept by the primary, so a draft saved through one worker is taken back through any. */
export function channelDrafts(channel: Channel) {
  const calls = callsOf(channel);
  return {
    async put(draftId: string, path: string, fields: DraftFields, now: number): Promise<void> {
      await calls.call((id) => ({ wenlv: "draft-put", id, draftId, path, fields, now }));
    },
    async take(draftId: string, path: string, now: number): Promise<DraftFields | null> {
      const answer = await calls.call<Extract<PrimaryMessage, { wenlv: "draft" }>>((id) => ({
        wenlv: "draft-take",
        id,
        draftId,
        path,
        now,
      }));
      return answer.fields;
    },
  };
}
