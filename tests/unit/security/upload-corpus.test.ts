/**
 * The upload corpus through the real upload functions (staging handler → byte check → commit), against a temp
 * folder that has `uploads/` and a sibling `outside/`: every case is refused or stored under a random name
 * inside uploads/YYYY/MM with the extension of what its bytes are; nothing lands anywhere else, and staging is
 * left empty. Prints "tried / accepted unsafely".
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitStagedFiles, createStagingUploadHandler, displayName } from "~/lib/media/upload.server";
import { UPLOAD_LIMITS } from "~/lib/media/upload-rules";
import { resolveUploadPath } from "~/lib/media/serve-file.server";
import { LIMITS, UPLOAD_CASES, caseChunks, type UploadCase } from "../../fixtures/security/upload-corpus";

let root: string;
let uploads: string;
const NOW = new Date(Date.UTC(2026, 0, 15));
const ALLOWED_EXT = new Set(["jpg", "png", "webp", "gif", "mp4", "webm", "pdf", "docx", "xlsx", "doc", "xls"]);

interface Outcome {
  c: UploadCase;
  stored: { url: string; name: string } | null;
  problem: string | null;
}
const outcomes: Outcome[] = [];

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "upload-corpus-"));
  uploads = path.join(root, "uploads");
  await mkdir(uploads);
  await mkdir(path.join(root, "outside"));
  // One form post per case, as the admin forms send them (the file input's name is `<target>:<kind>`).
  for (const c of UPLOAD_CASES) {
    const staging = createStagingUploadHandler(uploads);
    const field = `${c.kind === "image" ? "logo" : c.kind === "video" ? "video_src" : "file_url"}:${c.kind}`;
    await staging.handler({ name: field, filename: c.filename, contentType: c.contentType, data: caseChunks(c) });
    const { stored, problems } = await commitStagedFiles(uploads, staging.staged, NOW);
    const problem = staging.problems.get(field.split(":")[0]!) ?? problems.get(field.split(":")[0]!) ?? null;
    outcomes.push({
      c,
      stored: stored[0] ? { url: stored[0].url, name: stored[0].name } : null,
      problem: problem ? problem.code : null,
    });
  }
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("upload corpus through the upload functions", () => {
  it("uses the size limits this corpus was written for", () => {
    expect(UPLOAD_LIMITS).toEqual(LIMITS);
    expect(UPLOAD_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it("refuses or stores each file exactly as its bytes allow, and never unsafely", async () => {
    const unsafe: string[] = [];
    for (const { c, stored } of outcomes) {
      if (!stored) {
        if (c.storeAs !== null) unsafe.push(`${c.id}: a real ${c.storeAs} was refused`);
        continue;
      }
      const m = /^\/uploads\/2026\/01\/([0-9a-f]{24})\.([a-z0-9]+)$/.exec(stored.url);
      if (!m) {
        unsafe.push(`${c.id}: stored at ${stored.url}, not a random name in uploads/YYYY/MM`);
        continue;
      }
      const ext = m[2]!;
      if (c.storeAs === null) unsafe.push(`${c.id}: accepted as .${ext} but must be refused`);
      else if (ext !== c.storeAs) unsafe.push(`${c.id}: stored as .${ext}, expected .${c.storeAs}`);
      if (!ALLOWED_EXT.has(ext)) unsafe.push(`${c.id}: stored with a non-allow-listed extension .${ext}`);
      const onDisk = resolveUploadPath(uploads, stored.url.slice("/uploads/".length));
      if (!onDisk) unsafe.push(`${c.id}: ${stored.url} does not resolve inside uploads/`);
      else {
        const bytes = await readFile(onDisk);
        const detected = await fileTypeFromBuffer(bytes);
        const expectedExt = ext === "xls" || ext === "doc" ? "cfb" : ext;
        if (detected?.ext !== expectedExt)
          unsafe.push(`${c.id}: bytes are ${detected?.ext ?? "unknown"}, stored as .${ext}`);
      }
      // The client's name survives only as a label: no path, no control characters, no markup quotes.
      // eslint-disable-next-line no-control-regex -- control characters are what we look for
      if (/[/\\\u0000-\u001f<>"]/.test(stored.name) || stored.name.length > 120)
        unsafe.push(`${c.id}: display name ${JSON.stringify(stored.name)} is not clean`);
    }
    const accepted = outcomes.filter((o) => o.stored).length;
    console.log(
      `[security-upload] unit: tried ${outcomes.length}, accepted ${accepted} (safely), refused ${outcomes.length - accepted}, accepted unsafely ${unsafe.length}`,
    );
    expect(unsafe).toEqual([]);
  });

  it("reports oversized files as too large and wrong bytes as a bad type", () => {
    const byId = new Map(outcomes.map((o) => [o.c.id, o]));
    for (const id of ["image-over-limit", "video-over-limit", "document-over-limit"])
      expect(byId.get(id)?.problem, id).toBe("tooLarge");
    for (const id of ["html-as-png", "svg-script", "exe-as-pdf", "png-as-video", "cfb-as-exe"])
      expect(byId.get(id)?.problem, id).toBe("badType");
    // An empty file input is what a browser sends when no file was chosen: ignored, nothing stored.
    expect(byId.get("zero-byte-image")?.stored).toBeNull();
  });

  it("leaves nothing outside uploads/YYYY/MM (and its pictures' variants): no staging leftovers, nothing next to uploads/", async () => {
    const files = await filesUnder(root);
    const relative = (f: string) => path.relative(root, f).split(path.sep).join("/");
    // An accepted picture's variants: uploads/variants/<its path>/<width>.<avif|webp> (lib/media/image-variants).
    const variant = /^uploads\/variants\/(2026\/01\/[0-9a-f]{24}\.(?:jpg|png|webp))\/\d+\.(?:avif|webp)$/;
    const all = files.filter((f) => !variant.test(relative(f)));
    for (const f of files) {
      const original = variant.exec(relative(f))?.[1];
      if (original)
        expect(all.map(relative), `variant ${relative(f)} of a stored picture`).toContain(`uploads/${original}`);
    }
    const stray = all.filter((f) => !/^uploads\/2026\/01\/[0-9a-f]{24}\.[a-z0-9]+$/.test(relative(f)));
    expect(stray).toEqual([]);
    expect(all).toHaveLength(outcomes.filter((o) => o.stored).length);
    expect(await readdir(path.join(root, "outside"))).toEqual([]);
    expect(await readdir(path.join(uploads, ".staging"))).toEqual([]);
    for (const f of all) expect((await stat(f)).isFile()).toBe(true);
  });

  it("cleans hostile client names down to a harmless label", () => {
    expect(displayName("../../../../etc/passwd.png")).toBe("passwd.png");
    expect(displayName("..\\..\\windows\\win.ini.png")).toBe("win.ini.png");
    expect(displayName("a.png\u0000.html")).toBe("a.png.html");
    expect(displayName(`${"a".repeat(5000)}.png`)).toHaveLength(120);
    expect(displayName("照片 ü ☃ 🎉.png")).toBe("照片 ü ☃ 🎉.png");
  });
});
