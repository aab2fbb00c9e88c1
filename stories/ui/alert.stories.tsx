import type { Meta, StoryObj } from "@storybook/react-vite";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dark, english, gallery, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "An inline message in the page's flow: a title, an optional body and actions, in four types. Errors and warnings are announced as soon as they appear; info and success are a polite status.",
  use: [
    "A message about the whole page or a section that stays until it is dealt with: a maintenance notice on the admin's dashboard, a failed save above the article form, an expiring licence in the console.",
  ],
  avoid: [
    'A short confirmation of something just done ("已保存"): use a toast (useToast).',
    "An error on one field: use FormField's `error`.",
    "The outcome of a whole task or an error page: use Result.",
    "A decision the user must take before going on: use Dialog.",
  ],
  do: [
    'Put an `error` alert above the admin\'s article form saying why the save failed and what to do ("内容已被他人修改，请刷新页面后再保存").',
    "Give it an action when there is one next step (续期 / Renew).",
  ],
  dont: [
    "Stack several alerts of the same type; merge them into one message.",
    "Use `error` or `warning` for news that is not urgent: they interrupt screen readers.",
  ],
  wording: [
    "The title says what happened in a few words (保存失败 / Save failed); the body says why and what to do, in full sentences with a full stop.",
    "Put an error code in brackets at the end of the body: 用户名或密码错误（20001）.",
  ],
  keyboard: [
    "The close button is a normal button: Tab reaches it, Enter or Space closes the alert.",
    '`error` and `warning` have role="alert" (read at once when inserted); `info` and `success` role="status" (read when the reader is idle).',
    "The icon is hidden from screen readers; the title and body are read.",
  ],
} as const;

const meta = {
  title: "UI/Alert",
  component: Alert,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { type: "info", title: "系统将于今晚 22:00 至 23:00 进行维护", closable: false, showIcon: true },
  argTypes: { type: radios(["info", "success", "warning", "error"]) },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Types: Story = {
  render: gallery(Alert, [
    { type: "info", title: "提示", children: "维护期间后台暂停使用。" },
    { type: "success", title: "保存成功", children: "文章已发布。" },
    { type: "warning", title: "注意", children: "该栏目下还有 3 篇草稿。" },
    { type: "error", title: "保存失败", children: "内容已被他人修改，请刷新页面后再保存。" },
  ]),
};
export const Closable: Story = { args: { closable: true, type: "success", title: "导入完成，共 128 条记录" } };
export const Error: Story = { args: { type: "error", title: "登录失败", children: "用户名或密码错误（20001）" } };
export const WithAction: Story = {
  args: { type: "warning", title: "许可证将在 7 天后到期", action: <Button size="mini">续期</Button> },
};
export const LongText: Story = {
  args: {
    type: "warning",
    closable: true,
    title: "根据《网络安全法》和《数据安全法》相关要求，请各单位于本月底前完成系统等级保护测评备案",
    children:
      "未按期完成的系统将暂停对外服务。如需延期，请由单位负责人签字后提交书面说明，并附整改计划与时间表。咨询电话：0571-00000000（工作日 9:00–17:00）。",
  },
};
export const English: Story = english({
  title: "Maintenance tonight 22:00–23:00",
  closeLabel: "Close",
  closable: true,
});
export const Dark: Story = dark({ render: Types.render });
