import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_ROW_LIMIT, assertBoundedIndices, parseFieldName, undeclaredField } from "~/lib/forms/declared-fields";
import {
  FORM_MAX_BYTES,
  MULTIPART_MAX_BYTES,
  bodyLimit,
  formEncodingOf,
  isBodyTooLarge,
  readSmallForm,
  readUrlEncodedForm,
  withBodyLimit,
} from "~/lib/http/request-body.server";
import { ArticleFormSchema, CompanyFormSchema, LinkFormSchema } from "~/lib/admin/schemas";
import { ALLOWED_METHODS, refuseRequestHead } from "~/lib/http/request-guard.server";
import { ChannelFormSchema, GroupFormSchema } from "~/lib/console/forms";

/** A request whose body streams in `chunks` pieces, without a Content-Length. */
function streamed(bytes: number, type = "application/x-www-form-urlencoded", chunks = 64): Request {
  const piece = new Uint8Array(Math.ceil(bytes / chunks)).fill(97);
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= bytes) return controller.close();
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    duplex: "half",
  } as RequestInit);
  return Object.assign(request, { pulled: () => pulls });
}

const post = (body: string, type = "application/x-www-form-urlencoded", headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": type, ...headers }, body });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("form bodies", () => {
  it("accepts only form encodings", async () => {
    expect(formEncodingOf("application/x-www-form-urlencoded; charset=UTF-8")).toBe("urlencoded");
    expect(formEncodingOf("multipart/form-data; boundary=x")).toBe("multipart");
    for (const type of ["text/plain", "application/json", "", "application/x-www-form-urlencodedx"]) {
      expect(formEncodingOf(type)).toBeNull();
      expect(await status(readSmallForm(post("a=1", type)))).toBe(415);
    }
  });

  it("reads a small urlencoded form", async () => {
    const form = await readUrlEncodedForm(post("a=1&b=%E6%96%87&a=2"));
    expect(form.getAll("a")).toEqual(["1", "2"]);
    expect(form.get("b")).toBe("文");
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const request = post("a=1", undefined, { "Content-Length": String(FORM_MAX_BYTES + 1) });
    expect(await status(readUrlEncodedForm(request))).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it("cuts a streamed body off at the limit instead of reading it whole", async () => {
    const request = streamed(50 * FORM_MAX_BYTES, undefined, 500) as Request & { pulled: () => number };
    expect(await status(readUrlEncodedForm(request))).toBe(413);
    // It stopped shortly after the limit: about 1/50 of the 500 pieces.
    expect(request.pulled()).toBeLessThan(30);
  });

  it("errors a limited multipart stream past its limit, recognisably", async () => {
    const limited = withBodyLimit(streamed(4 * 1024 * 1024, "multipart/form-data; boundary=x"), 1024 * 1024);
    const error = await limited.arrayBuffer().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isBodyTooLarge(error)).toBe(true);
  });

  it("lets only a signed-in user send an upload-sized multipart body", () => {
    expect(bodyLimit("multipart", true)).toBe(MULTIPART_MAX_BYTES);
    expect(bodyLimit("multipart", false)).toBe(FORM_MAX_BYTES);
    expect(bodyLimit("urlencoded", true)).toBe(FORM_MAX_BYTES);
    expect(MULTIPART_MAX_BYTES).toBeGreaterThan(100 * 1024 * 1024);
  });
});

describe("refusals from the request head", () => {
  it("answers only GET, HEAD and POST", async () => {
    for (const method of ALLOWED_METHODS) expect(await refuseRequestHead({ method, url: "/" })).toBeNull();
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const refusal = await refuseRequestHead({ method, url: "/" });
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers.Allow).toBe("GET, HEAD, POST");
    }
  });

  it("refuses a request target that is not a path", async () => {
    expect((await refuseRequestHead({ method: "GET", url: "*" }))?.status).toBe(400);
    expect((await refuseRequestHead({ method: "GET", url: "http://evil.example/" }))?.status).toBe(400);
  });

  it("refuses a declared body over the limit; an anonymous multipart post gets the form limit", async () => {
    const big = String(300 * 1024 * 1024);
    expect(
      (await refuseRequestHead({ method: "POST", url: "/x", contentType: "text/plain", contentLength: big }))?.status,
    ).toBe(413);
    const upload = { method: "POST", url: "/x", contentType: "multipart/form-data; boundary=x" };
    expect((await refuseRequestHead({ ...upload, contentLength: String(3 * 1024 * 1024) }))?.status).toBe(413);
    expect(await refuseRequestHead({ ...upload, contentLength: "1000" })).toBeNull();
  });
});

describe("declared field names", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };

  it("parses names into keys and indices, and refuses malformed ones", () => {
    expect(parseFieldName("img[2].url")).toEqual([{ key: "img" }, { index: 2 }, { key: "url" }]);
    for (const bad of ["", "a..b", "a[", "a[x]", "[1]", "a.", "a[1]b", "a[-1]", `a${"b".repeat(300)}`]) {
      expect(parseFieldName(bad), bad).toBeNull();
    }
  });

  it("accepts what each admin form declares, with the control fields and upload inputs", () => {
    expect(
      undeclaredField(
        form([
          ["title", "x"],
          ["img[0].url", "/uploads/a.png"],
          ["img[0].url:image", ""],
          ["intent", "save"],
          ["js", "1"],
        ]),
        ArticleFormSchema,
      ),
    ).toBeNull();
    expect(undeclaredField(form([["banner_img[29].url", "/x.png"]]), CompanyFormSchema)).toBeNull();
    expect(
      undeclaredField(
        form([
          ["name", "x"],
          ["url", "https://a.b"],
          ["type", "1"],
        ]),
        LinkFormSchema,
      ),
    ).toBeNull();
  });

  it.each([
    ["img[1000000].url", ArticleFormSchema],
    ["img[30].url", ArticleFormSchema],
    ["banner_img[30].url", CompanyFormSchema],
    ["is_admin", LinkFormSchema],
    ["title.x", ArticleFormSchema],
    ["img[0].evil", ArticleFormSchema],
    ["__proto__", LinkFormSchema],
    ["constructor", LinkFormSchema],
    ["evil:image", LinkFormSchema],
  ] as const)("refuses %s", (name, schema) => {
    expect(undeclaredField(form([[name, "x"]]), schema)).toBe(name);
  });

  it("reads the console's forms through intersections and nested groups", () => {
    const step = form([
      ["activityName", "x"],
      ["advertisingSource", "y"],
      ["keyword", "a"],
      ["keyword", "b"],
      ["pushNotifyShown", "1"],
    ]);
    expect(undeclaredField(step, ChannelFormSchema, { extra: ["pushNotifyShown"] })).toBeNull();
    expect(undeclaredField(form([["role", "admin"]]), ChannelFormSchema)).toBe("role");
    expect(
      undeclaredField(
        form([
          ["video.mode", "auto"],
          ["audio.encodingRate", "200"],
        ]),
        GroupFormSchema,
      ),
    ).toBeNull();
    expect(undeclaredField(form([["video.evil", "1"]]), GroupFormSchema)).toBe("video.evil");
  });

  it("uses a list's own row limit, else the default", () => {
    const schema = z.object({ rows: z.array(z.object({ a: z.string() })).max(3), free: z.array(z.string()) });
    expect(undeclaredField(form([["rows[2].a", "x"]]), schema)).toBeNull();
    expect(undeclaredField(form([["rows[3].a", "x"]]), schema)).toBe("rows[3].a");
    expect(undeclaredField(form([[`free[${DEFAULT_ROW_LIMIT - 1}]`, "x"]]), schema)).toBeNull();
    expect(undeclaredField(form([[`free[${DEFAULT_ROW_LIMIT}]`, "x"]]), schema)).toBe(`free[${DEFAULT_ROW_LIMIT}]`);
  });

  it("refuses a huge index in any form before parsing, fast", () => {
    const started = performance.now();
    expect(() => assertBoundedIndices(form([["keyword[5000000]", "x"]]))).toThrow(Response);
    expect(() => assertBoundedIndices(form([["a[99999999999999999999]", "x"]]))).toThrow(Response);
    expect(() => assertBoundedIndices(form([["a[99]", "x"]]))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
