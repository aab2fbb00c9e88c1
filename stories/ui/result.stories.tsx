import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "~/components/ui/button";
import { Result, type ResultStatus } from "~/components/ui/result";
import { ERROR_STATUSES } from "~/lib/http/error-status";

const STATUSES: ResultStatus[] = ["success", "error", "info", "warning", ...ERROR_STATUSES.map((s) => `${s}` as const)];

const meta = {
  title: "UI/Result",
  component: Result,
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
  argTypes: { status: { control: "select", options: STATUSES } },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const Forbidden: Story = {
  args: {
    status: "403",
    title: "403",
    subtitle: "抱歉，您无权访问此页面。",
    extra: <Button variant="primary">返回首页</Button>,
  },
};
export const NotFound: Story = {
  args: {
    status: "404",
    title: "404",
    subtitle: "抱歉，您访问的页面不存在。",
    extra: <Button variant="primary">返回首页</Button>,
  },
};
export const ServerError: Story = {
  args: {
    status: "500",
    title: "500",
    subtitle: "抱歉，服务器出错了。",
    extra: <Button variant="primary">返回首页</Button>,
  },
};
export const AllStatuses: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATUSES.map((status) => (
        <Result key={status} status={status} title={status} titleAs="h3" className="py-4" />
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
export const English: Story = {
  args: {
    title: "Submitted",
    subtitle: "We will reply within 5 working days.",
    extra: <Button variant="primary">Back home</Button>,
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = {
  args: { status: "404", title: "404", subtitle: "抱歉，您访问的页面不存在。" },
  globals: { theme: "dark" },
};
