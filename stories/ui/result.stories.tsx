import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "~/components/ui/button";
import { Result, type ResultStatus } from "~/components/ui/result";
import { ERROR_STATUSES } from "~/lib/http/error-status";
import { choice, dark, english } from "../story-helpers";
import { docsOf } from "./guidance";

const STATUSES: ResultStatus[] = ["success", "error", "info", "warning", ...ERROR_STATUSES.map((s) => `${s}` as const)];

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "The outcome of a task, or an error page: an illustration for the status, a title, a subtitle, actions and optional details.",
  use: [
    "The end of a form flow (the console's step form: 提交成功 / Submitted), a failed submission with its reasons, and the error pages (403, 404, 500).",
  ],
  avoid: [
    "A message inside a page that stays usable: use Alert.",
    "A passing confirmation: use a toast.",
    "An empty list: use Empty.",
  ],
  do: [
    "Give the next step as actions: 返回首页 / Back home, 查看详情 / View details; the main one `primary`.",
    'On a dedicated error page use `titleAs="h1"`; inside a page keep h2.',
    "List what failed in `children`.",
  ],
  dont: [
    "Use a bare status code as the only text; say what happened in the subtitle (抱歉，您访问的页面不存在。).",
    "Show technical details (stack traces) to visitors.",
  ],
  wording: [
    "The title states the outcome: 提交成功 / Submitted, 提交失败 / Submission failed; the subtitle is one or two full sentences with a full stop.",
  ],
  keyboard: [
    "No keys of its own; its actions are reached with Tab.",
    "The illustration is hidden from screen readers; the title is a heading, so it is found by heading navigation. A result that replaces a form is not announced by itself: move the focus to its heading or use a page of its own.",
  ],
} as const;

const meta = {
  title: "UI/Result",
  component: Result,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: {
    status: "success",
    title: "提交成功",
    subtitle: "您的申报材料已提交，审核结果将在 5 个工作日内以短信通知。",
    extra: (
      <>
        <ButtonLink href="#detail">查看详情</ButtonLink>
        <Button variant="primary">返回首页</Button>
      </>
    ),
  },
  argTypes: { status: choice(STATUSES) },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error page's result: the status code as its title, and the way back home. */
function errorPage(status: ResultStatus, subtitle: string): Story {
  return { args: { status, title: status, subtitle, extra: <Button variant="primary">返回首页</Button> } };
}

export const Default: Story = {};
export const Error: Story = {
  args: {
    status: "error",
    title: "提交失败",
    subtitle: "请检查以下信息后重新提交。",
    children: "· 营业执照扫描件不清晰",
  },
};
export const Info: Story = { args: { status: "info", title: "审核中", subtitle: "材料正在审核，请耐心等待。" } };
export const Warning: Story = { args: { status: "warning", title: "信息待完善", subtitle: "部分必填项尚未填写。" } };
export const Forbidden: Story = errorPage("403", "抱歉，您无权访问此页面。");
export const NotFound: Story = errorPage("404", "抱歉，您访问的页面不存在。");
export const ServerError: Story = errorPage("500", "抱歉，服务器出错了。");
export const AllStatuses: Story = {
  args: { subtitle: undefined, extra: undefined, titleAs: "h3" },
  render: (args) => (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATUSES.map((status) => (
        <Result key={status} {...args} status={status} title={status} className="py-4" />
      ))}
    </div>
  ),
};
export const LongText: Story = {
  args: {
    title: "您的“2025 年度省级智慧旅游示范项目”申报材料已全部提交成功，感谢您对全省文旅数字化工作的支持",
    subtitle:
      "我们将在 5 个工作日内完成形式审查，并于 15 个工作日内组织专家评审。评审结果将通过短信、站内信及官网公示三种方式同时发布，请保持联系电话畅通。",
  },
};
export const English: Story = english({
  title: "Submitted",
  subtitle: "We will reply within 5 working days.",
  extra: <Button variant="primary">Back home</Button>,
});
export const Dark: Story = dark({ args: { status: "404", title: "404", subtitle: "抱歉，您访问的页面不存在。" } });
