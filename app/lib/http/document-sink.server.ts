/**
 * Where React writes a whole document: the chunks are kept in a list and joined once at the end.
 *
 * React's `pipe()` needs only `write()` (its return value says whether to keep writing), `end()` and `on()`
 * for drain, error and close. A Node stream (PassThrough) costs an event, a buffer conversion and a queue
 * entry per chunk, and React writes a document in hundreds of small chunks: ~10 % of a page's render.
 * React hands over a chunk and never writes into it again (it starts a fresh buffer), so keeping the chunks
 * without copying them is safe. The closing tags are then put last (lib/http/document-end.server.ts).
 */
import type { Writable } from "node:stream";
import { withClosingTagsLast } from "./document-end.server";

export interface DocumentSink {
  /** Pass to React's `pipe()`. */
  destination: Writable;
  /** Resolves with the document once React has ended it. */
  done: Promise<Buffer>;
}

export function documentSink(): DocumentSink {
  const chunks: Uint8Array[] = [];
  let finish: (html: Buffer) => void = () => {};
  const done = new Promise<Buffer>((resolve) => {
    finish = resolve;
  });
  const destination = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    end(chunk?: Uint8Array | string) {
      if (chunk !== undefined) destination.write(chunk);
      finish(withClosingTagsLast(Buffer.concat(chunks)));
      return destination;
    },
    // React listens for drain, error and close; none of them can happen here.
    on() {
      return destination;
    },
  };
  return { destination: destination as unknown as Writable, done };
}
