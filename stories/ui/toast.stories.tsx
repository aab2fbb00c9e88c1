import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "~/components/ui/button";
import { dismissToasts, Toaster, useToast, type ToastContent } from "~/components/ui/toast";
import { dark, english } from "../story-helpers";
import { docsOf } from "./guidance";

const samples: ToastContent[] = [
  { tone: "success", title: "保存成功", description: "文章已发布到“公司新闻”栏目", id: "success" },
  { tone: "error", title: "保存失败", description: "内容已被他人修改，请刷新后重试", id: "error" },
  { tone: "warning", title: "图片较大", description: "建议压缩到 2 MB 以内", id: "warning" },
  { tone: "info", title: "已复制链接", id: "info" },
];

const buttonText = ["成功提示", "错误提示", "警告提示", "普通提示"];

/** Buttons that raise each tone, plus the given toasts raised once when the story mounts (kept on screen). */
function Buttons({ initial, raise }: { initial: ToastContent[]; raise: ToastContent[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const item of initial) toast({ duration: 600_000, ...item });
    return () => dismissToasts();
  }, [initial, toast]);
  return (
    <div className="flex flex-wrap gap-2" data-testid="toast-triggers">
      {raise.map((item, index) => (
        <Button key={item.tone} variant={index === 0 ? "primary" : "secondary"} onClick={() => toast(item)}>
          {buttonText[index]}
        </Button>
      ))}
    </div>
  );
}

/**
 * The toasts stack from the top centre at 72 px, under the console's 60 px navigation bar; the triggers sit at
 * the left above that line, so the stack never covers them (checked by the Tones story's play).
 */
function Demo({ initial = [], raise = samples }: { initial?: ToastContent[]; raise?: ToastContent[] }) {
  return (
    <div className="min-h-[400px] px-4 pt-2">
      <Toaster>
        <Buttons initial={initial} raise={raise} />
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
  args: { raise: samples },
  // Toasts are fixed to the viewport: on the Docs page every story's toasts would pile over the first story's
  // buttons, so there the stories show their buttons only (a click raises a toast); the canvas shows them all.
  render: (args, context) => <Demo {...args} initial={context.viewMode === "docs" ? [] : args.initial} />,
  parameters: { docs: docsOf(about), layout: "fullscreen" },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  args: { initial: samples },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // sonner is fetched on the first toast: on a busy machine (the test command checks four stories at a time)
    // that alone can take seconds.
    await waitFor(() => expect(doc.querySelectorAll("[data-sonner-toast]").length).toBe(samples.length), {
      timeout: 15_000,
    });
    // Let the stack settle where it stays, then no toast may cover a trigger.
    await new Promise((done) => setTimeout(done, 600));
    const triggers = [...canvasElement.querySelectorAll('[data-testid="toast-triggers"] button')];
    const toasts = [...doc.querySelectorAll("[data-sonner-toast]")];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const trigger of triggers)
      for (const toast of toasts)
        await expect(overlaps(trigger.getBoundingClientRect(), toast.getBoundingClientRect())).toBe(false);
  },
};
export const Error: Story = { args: { initial: [samples[1]!] } };
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
export const English: Story = english({
  initial: [{ tone: "success", title: "Saved", description: "The article is published." }],
});
export const Dark: Story = dark({ args: { initial: samples } });
