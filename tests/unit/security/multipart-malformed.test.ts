/**
 * A multipart body the parser cannot read is the client's fault: the admin forms answer 400, not 500, and leave
 * nothing in staging. Found by security-uploads.spec.ts: a file named `"><img src=x onerror=alert(1)>.png` (any
 * name with "=" or ";", as a browser sends it) made the parser throw and the form answer 500.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAdminForm } from "~/lib/admin/form-data.server";
import { tempDirPerTest } from "../temp-dir";

const dir = tempDirPerTest("multipart-");

function multipart(body: string, boundary = "XyZ") {
  return new Request("http://localhost/eKwU1RHjdG/videosList/new", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: body.replace(/\n/g, "\r\n"),
  });
}

async function status(request: Request): Promise<number> {
  try {
    await readAdminForm(request, dir());
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("malformed multipart bodies", () => {
  it.each([
    ["a file name with =", 'Content-Disposition: form-data; name="poster:image"; filename="a=b.png"'],
    [
      "a file name with markup",
      'Content-Disposition: form-data; name="poster:image"; filename="%22><img src=x onerror=alert(1)>.png"',
    ],
    ["a part without form-data", 'Content-Disposition: attachment; name="x"'],
    ["a part without a name", 'Content-Disposition: form-data; filename="a.png"'],
    ["a header without a colon", "Content-Disposition form-data"],
  ])("answers 400 for %s", async (_, header) => {
    const body = `--XyZ\n${header}\nContent-Type: image/png\n\nPNGDATA\n--XyZ--\n`;
    expect(await status(multipart(body))).toBe(400);
    const staging = await readdir(path.join(dir(), ".staging")).catch(() => []);
    expect(staging).toEqual([]);
  });

  it("answers 400 for a truncated body", async () => {
    const body = `--XyZ\nContent-Disposition: form-data; name="video_name"\n\nabc`;
    expect(await status(multipart(body))).toBe(400);
  });

  it("still reads a well-formed form", async () => {
    const body = `--XyZ\nContent-Disposition: form-data; name="video_name"\n\n视频\n--XyZ--\n`;
    expect(await status(multipart(body))).toBe(200);
  });
});
