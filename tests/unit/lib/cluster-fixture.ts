/** Cluster workers in one test process: channels joined to one ContentBroker, as the primary joins the workers. */
import { ContentBroker } from "~/lib/cluster/broker";
import type { PrimaryMessage, WorkerMessage } from "~/lib/cluster/protocol";
import type { Channel } from "~/lib/cluster/worker-channel.server";

/** Returns `join`, which gives each call a new worker's channel; messages arrive asynchronously, as over IPC. */
export function inMemoryCluster(): () => Channel {
  const broker = new ContentBroker({ windowMs: 60_000, lockMs: 60_000 });
  let nextWorker = 1;
  return () => {
    const worker = nextWorker++;
    const listeners: ((message: PrimaryMessage) => void)[] = [];
    broker.attach(worker, (message) => setImmediate(() => listeners.forEach((listener) => listener(message))));
    return {
      send: (message: WorkerMessage) => setImmediate(() => broker.receive(worker, message)),
      onMessage: (listener) => listeners.push(listener),
    };
  };
}
