import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { plainRefusal } from "~/lib/http/plain-refusal.server";

const post = new Request("http://localhost/x", { method: "POST" });

describe("plain refusals", () => {
  it("answers a post refused before its form was read with the message as text", async () => {
    const answer = plainRefusal(post, 413, { "admin/x": new ErrorResponse(413, "", "提交的内容过大 too large") });
    expect(answer?.status).toBe(413);
    expect(answer?.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(answer?.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await answer?.text()).toBe("提交的内容过大 too large");
  });

  it("leaves pages, other statuses and errors without a text message to the error page", () => {
    const error = { r: new ErrorResponse(400, "", "bad") };
    expect(plainRefusal(new Request("http://localhost/x"), 400, error)).toBeNull();
    expect(plainRefusal(post, 404, { r: new ErrorResponse(404, "", "x") })).toBeNull();
    expect(plainRefusal(post, 400, { r: new Error("boom") })).toBeNull();
    expect(plainRefusal(post, 400, null)).toBeNull();
  });
});
