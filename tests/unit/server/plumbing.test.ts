import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMissingHeaders, connectRefusal, encodeForClient, lingerThenClose } from "../../../server/plumbing";

describe("encodeForClient", () => {
  const page = Buffer.from("<p>文旅</p>".repeat(200), "utf8");
  it("sends br when the client takes it, gzip when only that, and the bytes as they are otherwise", async () => {
    const br = await encodeForClient(page, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gz = await encodeForClient(page, "gzip, br;q=0");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(page)).toBe(true);
    const plain = await encodeForClient(page, undefined);
    expect(plain).toEqual({ body: page, encoding: null });
  });
});

describe("the server's Node plumbing, on a real socket", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      addMissingHeaders(res, { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" });
      if (req.url === "/own-policy") res.setHeader("Content-Security-Policy", "default-src 'self'");
      if (req.url === "/refuse") {
        res.writeHead(413, { "Content-Type": "text/plain" });
        res.end("too large");
        lingerThenClose(req, { ms: 200, maxBytes: 1024 });
        return;
      }
      res.writeHead(200, req.url === "/head-args" ? { "X-Frame-Options": "SAMEORIGIN" } : {});
      res.end("ok");
    });
    server.on("connect", (_req, socket) => socket.end(connectRefusal({ "X-Frame-Options": "DENY" })));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds the base headers only where the response has none of its own", async () => {
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("content-security-policy")).toBe("default-src 'none'");
    const own = await fetch(`${base}/own-policy`);
    expect(own.headers.get("content-security-policy")).toBe("default-src 'self'");
    const args = await fetch(`${base}/head-args`);
    expect(args.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("answers CONNECT with 405, Allow and the base headers", async () => {
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port: new URL(base).port,
        method: "CONNECT",
        path: "example.com:443",
      });
      req.on("connect", (res, socket) => {
        socket.destroy();
        resolve(res);
      });
      req.on("error", reject);
      req.end();
    });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe("GET, HEAD, POST");
    expect(head.headers["x-frame-options"]).toBe("DENY");
  });

  it("lets the client read a refusal, then closes a connection that keeps sending", async () => {
    const outcome = await new Promise<{ status: number | undefined; closed: boolean }>((resolve) => {
      const req = http.request(`${base}/refuse`, { method: "POST", headers: { "Content-Type": "text/plain" } });
      let status: number | undefined;
      req.on("response", (res) => {
        status = res.statusCode;
        res.resume();
      });
      req.on("error", () => resolve({ status, closed: true }));
      req.on("close", () => resolve({ status, closed: true }));
      const chunk = Buffer.alloc(512, 97);
      const timer = setInterval(() => req.write(chunk), 10);
      setTimeout(() => {
        clearInterval(timer);
        resolve({ status, closed: false });
      }, 3_000);
    });
    expect(outcome.status).toBe(413);
    expect(outcome.closed).toBe(true);
  });
});
