import { Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withClosingTagsLast } from "~/lib/http/document-end.server";
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

/** Suspends once, like the scripts that hand the loaders' data over. */
function LateScript() {
  if (!ready.done) throw ready.promise;
  return <script>{"window.late = true;"}</script>;
}
const ready = { done: false, promise: Promise.resolve() };
ready.promise = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
  ready.done = true;
});

describe("the end of a document", () => {
  it("keeps </body></html> last, though React 18 writes what follows the document element after them", async () => {
    // As RemixServer renders it: the data scripts are a sibling after the whole document.
    const sink = documentSink();
    const stream = renderToPipeableStream(
      <>
        <html lang="zh-CN">
          <head>
            <title>页面</title>
          </head>
          <body>
            <main>正文</main>
          </body>
        </html>
        <Suspense fallback={null}>
          <LateScript />
        </Suspense>
      </>,
      { onAllReady: () => stream.pipe(sink.destination) },
    );
    const html = (await sink.done).toString("utf8");
    expect(html).toContain("<main>正文</main>");
    expect(html).toContain("window.late = true;");
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("moves only what follows the closing tags", () => {
    const moved = withClosingTagsLast(Buffer.from("<p>a</p></body></html><script>b</script>")).toString();
    expect(moved).toBe("<p>a</p><script>b</script></body></html>");
    const ended = Buffer.from("<p>a</p></body></html>");
    expect(withClosingTagsLast(ended)).toBe(ended);
    const fragment = Buffer.from("<p>a</p>");
    expect(withClosingTagsLast(fragment)).toBe(fragment);
  });
});
