import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { dismissToast, toast, Toaster, type ToastOptions } from "~/components/ui/toast";

/** Raises the given toasts once when the story mounts (and clears them when it unmounts). */
function Demo({ initial = [], english = false }: { initial?: ToastOptions[]; english?: boolean }) {
  useEffect(() => {
    for (const item of initial) toast({ duration: 600_000, ...item });
    return () => dismissToast();
  }, [initial]);
  return (
    <div className="min-h-[360px]">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => toast({ variant: "success", title: english ? "Saved" : "保存成功" })}>
          {english ? "Success" : "成功提示"}
        </Button>
        <Button
          onClick={() =>
            toast({ variant: "error", title: english ? "Save failed" : "保存失败", description: english ? "Please retry." : "网络异常，请稍后重试（10001）" })
          }
        >
          {english ? "Error" : "错误提示"}
        </Button>
        <Button onClick={() => toast({ variant: "warning", title: english ? "Session expiring" : "登录即将过期" })}>
          {english ? "Warning" : "警告提示"}
        </Button>
        <Button onClick={() => toast({ variant: "info", title: english ? "New version" : "有新版本可用" })}>
          {english ? "Info" : "普通提示"}
        </Button>
      </div>
      <Toaster label={english ? "Notifications ({hotkey})" : undefined} closeLabel={english ? "Close" : undefined} />
    </div>
  );
}

const meta = {
  title: "UI/Toast",
  component: Toaster,
  args: { position: "top" },
  argTypes: { position: { control: "inline-radio", options: ["top", "top-right", "bottom-right"] } },
  render: () => <Demo />,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const all: ToastOptions[] = [
  { variant: "success", title: "保存成功", description: "文章已发布到“公司新闻”栏目" },
  { variant: "error", title: "保存失败", description: "内容已被他人修改，请刷新后重试（30002）" },
  { variant: "warning", title: "图片较大", description: "建议压缩到 2 MB 以内" },
  { variant: "info", title: "已复制链接" },
];

export const Default: Story = {};
export const Variants: Story = { render: () => <Demo initial={all} /> };
export const Error: Story = { render: () => <Demo initial={[all[1]!]} /> };
export const WithAction: Story = {
  render: () => (
    <Demo
      initial={[{ variant: "info", title: "已删除 1 篇文章", action: { label: "撤销", altText: "到回收站恢复文章", onClick: () => undefined } }]}
    />
  ),
};
export const LongText: Story = {
  render: () => (
    <Demo
      initial={[
        {
          variant: "warning",
          title: "上传的文件中有 3 个未通过校验",
          description: "“2025年国庆黄金周全省重点景区客流统计表（最终版）.xlsx” 等文件的类型不在允许范围内，请转换为 PDF 或图片后重新上传。",
        },
      ]}
    />
  ),
};
export const English: Story = {
  render: () => <Demo english initial={[{ variant: "success", title: "Saved", description: "The article is published." }]} />,
  globals: { locale: "en-US" },
};
export const Dark: Story = { render: () => <Demo initial={all} />, globals: { theme: "dark" } };
