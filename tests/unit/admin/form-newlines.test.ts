import { describe, expect, it } from "vitest";
import { readAdminForm } from "~/lib/admin/form-data.server";

describe("admin form newlines", () => {
  it("turns the CRLF browsers send for textareas into LF, in urlencoded and multipart posts", async () => {
    const body = new URLSearchParams({ organization: "第一段\r\n\r\n第二段\r第三段", phone: "0531" });
    const plain = await readAdminForm(
      new Request("http://x/", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      "/tmp/unused-uploads",
    );
    expect(plain.formData.get("organization")).toBe("第一段\n\n第二段\n第三段");
    expect(plain.formData.get("phone")).toBe("0531");

    const multipart = new FormData();
    multipart.append("organization", "甲\r\n乙");
    multipart.append("tags", "高新技术企业\r\n重点实验室");
    const parsed = await readAdminForm(
      new Request("http://x/", { method: "POST", body: multipart }),
      "/tmp/unused-uploads",
    );
    expect(parsed.formData.get("organization")).toBe("甲\n乙");
    expect(parsed.formData.get("tags")).toBe("高新技术企业\n重点实验室");
  });
});
