import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentSink } from "~/lib/http/document-sink.server";

function Page({ rows }: { rows: number }) {
  return (
    <ul>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          第 {i} 行 · row {i} — <a href={`/item/${i}`}>链接</a>
        </li>
      ))}
    </ul>
  );
}

describe("document sink", () => {
  it("collects everything React writes, across many buffers, byte for byte", async () => {
    // Large enough for React to hand over dozens of 2 KB buffers and some strings of its own.
    const element = <Page rows={3000} />;
    const sink = documentSink();
    const stream = renderToPipeableStream(element, {
      // As entry.server does: the whole document at once.
      onAllReady: () => stream.pipe(sink.destination),
    });
    const html = (await sink.done).toString("utf8");
    expect(html).toBe(renderToString(element));
    expect(html.length).toBeGreaterThan(100_000);
  });
});
