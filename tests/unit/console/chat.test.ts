import { describe, expect, it } from "vitest";
import { chatCsv, ChatPostSchema, chatQueryString, filterChat, parseChatQuery } from "~/lib/console/chat";
import { seedChatMessages } from "~/lib/console/seed";

const HEADERS = { id: "ID", time: "Time", user: "User", content: "Content", collected: "Collected" };

describe("the monitor's chat", () => {
  const rows = seedChatMessages();

  it("reads its filter from the URL, unknown values meaning all", () => {
    expect(parseChatQuery(new URLSearchParams("show=collected&q=%20票%20"))).toEqual({ show: "collected", q: "票" });
    expect(parseChatQuery(new URLSearchParams("show=nonsense"))).toEqual({ show: "all", q: "" });
    expect(chatQueryString({ show: "all", q: "" })).toBe("");
    expect(chatQueryString({ show: "collected", q: "a b" })).toBe("?show=collected&q=a+b");
  });

  it("shows collected lines only, or the lines with the searched text, oldest first", () => {
    expect(filterChat(rows, { show: "collected", q: "" }).map((r) => r.content)).toEqual([
      "马上就开始了，好激动！",
      "画面很清晰！",
    ]);
    expect(filterChat(rows, { show: "all", q: "一码游" }).map((r) => r.id)).toEqual([2]);
    const shuffled = [rows[3]!, rows[0]!, rows[5]!];
    expect(filterChat(shuffled, { show: "all", q: "" }).map((r) => r.id)).toEqual([1, 4, 6]);
    expect(filterChat(rows, { show: "all", q: "" }, 2).map((r) => r.id)).toEqual([5, 6]);
  });

  it("downloads the shown lines as CSV with a byte-order mark and quoted fields", () => {
    const csv = chatCsv(
      [
        { id: 1, username: "张三", content: 'He said "hi", then left', time: 0, isCollect: true },
        { id: 2, username: "x", content: "=HYPERLINK(1)", time: 60, isCollect: false },
      ],
      HEADERS,
      (s) => `t${s}`,
    );
    expect(csv.startsWith("\uFEFFID,Time,User,Content,Collected\r\n")).toBe(true);
    expect(csv).toContain('1,t0,张三,"He said ""hi"", then left",1\r\n');
    // A formula is defused so a spreadsheet shows it as text.
    expect(csv).toContain("2,t60,x,'=HYPERLINK(1),0\r\n");
  });

  it("accepts a line of 1 to 200 characters after trimming", () => {
    expect(ChatPostSchema.safeParse({ content: "  你好  " }).data).toEqual({ content: "你好" });
    expect(ChatPostSchema.safeParse({ content: "   " }).error?.issues[0]?.message).toBe("validation.required");
    expect(ChatPostSchema.safeParse({ content: "x".repeat(201) }).error?.issues[0]?.message).toBe("validation.max200");
    expect(ChatPostSchema.safeParse({}).success).toBe(false);
  });
});
