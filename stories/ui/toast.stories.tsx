import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { dismissToasts, Toaster, useToast, type ToastContent } from "~/components/ui/toast";
import { docsOf } from "./guidance";

/** Buttons that raise each tone, plus the given toasts raised once when the story mounts (kept on screen). */
function Buttons({ initial, english }: { initial: ToastContent[]; english: boolean }) {
  const toast = useToast();
  useEffect(() => {
    for (const item of initial) toast({ duration: 600_000, ...item });
    return () => dismissToasts();
  }, [initial, toast]);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="primary" onClick={() => toast({ tone: "success", title: english ? "Saved" : "保存成功" })}>
        {english ? "Success" : "成功提示"}
      </Button>
      <Button
        onClick={() =>
          toast({
            tone: "error",
            title: english ? "Save failed" : "保存失败",
            description: english ? "Please retry." : "网络异常，请稍后重试",
          })
        }
      >
        {english ? "Error" : "错误提示"}
      </Button>
      <Button onClick={() => toast({ tone: "warning", title: english ? "Session expiring" : "登录即将过期" })}>
        {english ? "Warning" : "警告提示"}
      </Button>
      <Button onClick={() => toast({ tone: "info", title: english ? "New version" : "有新版本可用" })}>
        {english ? "Info" : "普通提示"}
      </Button>
    </div>
  );
}

function Demo({ initial = [], english = false }: { initial?: ToastContent[]; english?: boolean }) {
  return (
    <div className="min-h-[360px] p-4">
      <Toaster label={english ? "Notifications" : "通知"} closeLabel={english ? "Close" : "关闭"}>
        <Buttons initial={initial} english={english} />
      </Toaster>
    </div>
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Short messages that appear at the top of the screen for 5 seconds (docs/product.md §8). `<Toaster>` hosts them once per page, `useToast()` raises one from an event, and `<PageToast>` shows one the server sent with the page (it shows without JavaScript too).",
  use: [
    "A brief confirmation or notice after an action: 保存成功 / Saved after the admin saves an article, 已复制链接 / Link copied, a refused save that came back from the server.",
  ],
  avoid: [
    "Errors people must act on, or anything they must read: use Alert in the page (a toast goes away).",
    "Field errors: use FormField's `error`.",
    "Decisions: use Dialog.",
  ],
  do: [
    "Keep to a title and at most one sentence of description; use the same `id` for a message that can be raised repeatedly so it shows once.",
    "Use `error` toasts only for failures that need no further step, with a pointer to what to do (请刷新后重试).",
  ],
  dont: [
    "Put links or buttons in toasts that are the only way to do something: they vanish after 5 s.",
    "Raise several toasts for one action.",
  ],
  wording: ["Titles are short outcomes: 保存成功 / Saved, 保存失败 / Save failed; descriptions are a sentence."],
  keyboard: [
    "Alt+T moves the focus to the toasts; Tab then reaches each toast's close button (named by `closeLabel`); hovering over the toasts pauses their timers.",
    'The toasts\' region is named by `label` and is a polite live region, so a new toast is read when the reader is idle. A server-sent PageToast is role="alert" for errors and role="status" otherwise.',
  ],
} as const;

const meta = {
  title: "UI/Toast",
  component: Demo,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about), layout: "fullscreen" },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const all: ToastContent[] = [
  { tone: "success", title: "保存成功", description: "文章已发布到“公司新闻”栏目", id: "success" },
  { tone: "error", title: "保存失败", description: "内容已被他人修改，请刷新后重试", id: "error" },
  { tone: "warning", title: "图片较大", description: "建议压缩到 2 MB 以内", id: "warning" },
  { tone: "info", title: "已复制链接", id: "info" },
];

export const Default: Story = {};
export const Tones: Story = { args: { initial: all } };
export const Error: Story = { args: { initial: [all[1]!] } };
export const LongText: Story = {
  args: {
    initial: [
      {
        tone: "warning",
        title: "上传的文件中有 3 个未通过校验",
        description:
          "“2025年国庆黄金周全省重点景区客流统计表（最终版）.xlsx” 等文件的类型不在允许范围内，请转换为 PDF 或图片后重新上传。",
      },
    ],
  },
};
export const English: Story = {
  args: { english: true, initial: [{ tone: "success", title: "Saved", description: "The article is published." }] },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { initial: all }, globals: { theme: "dark" } };
