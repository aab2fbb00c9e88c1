/** Display names keep the uploader's file name but nothing that could mislead or break a page or a header. */
import { describe, expect, it } from "vitest";
import { DISPLAY_NAME_MAX, attachmentDisposition, downloadName, sanitizeDisplayName } from "~/lib/media/display-name";

describe("sanitizeDisplayName", () => {
  it("keeps a Chinese name with its extension", () => {
    expect(sanitizeDisplayName("2024年 文旅 报告.pdf")).toBe("2024年 文旅 报告.pdf");
  });
  it("drops folder parts from both kinds of separator", () => {
    expect(sanitizeDisplayName("C:\\Users\\me\\Desktop\\plan.docx")).toBe("plan.docx");
    expect(sanitizeDisplayName("../../etc/passwd.pdf")).toBe("passwd.pdf");
  });
  it("removes control characters, bidi overrides, quotes and angle brackets", () => {
    expect(sanitizeDisplayName("in\u0000voice\u202Efdp.exe\u0007.pdf")).toBe("invoicefdp.exe.pdf");
    expect(sanitizeDisplayName('<img src=x>"a".png')).toBe("img src=xa.png");
  });
  it("collapses whitespace and refuses names that are only dots or blanks", () => {
    expect(sanitizeDisplayName("  a \t\n b.png ")).toBe("a b.png");
    expect(sanitizeDisplayName("...")).toBe("");
    expect(sanitizeDisplayName(" \u0001 ")).toBe("");
  });
  it("caps the length and keeps the extension", () => {
    const name = sanitizeDisplayName(`${"长".repeat(300)}.xlsx`);
    expect(Array.from(name)).toHaveLength(DISPLAY_NAME_MAX);
    expect(name.endsWith(".xlsx")).toBe(true);
  });
});

describe("downloads", () => {
  it("adds the stored extension when a renamed display name lost it", () => {
    expect(downloadName("年度报告", "/uploads/2026/11/abc.pdf")).toBe("年度报告.pdf");
    expect(downloadName("年度报告.PDF", "/uploads/2026/11/abc.pdf")).toBe("年度报告.PDF");
  });
  it("sends an ASCII fallback and the UTF-8 name (RFC 5987)", () => {
    const header = attachmentDisposition("通知 (2026).pdf");
    expect(header).toBe(`attachment; filename="__ (2026).pdf"; filename*=UTF-8''%E9%80%9A%E7%9F%A5%20%282026%29.pdf`);
    expect(decodeURIComponent(header.split("''")[1]!)).toBe("通知 (2026).pdf");
  });
  it("never lets a quote or semicolon break out of the fallback", () => {
    expect(attachmentDisposition('a";b.pdf')).toMatch(/^attachment; filename="a__b\.pdf"; filename\*=/);
  });
});
