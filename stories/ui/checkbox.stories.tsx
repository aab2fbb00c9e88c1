import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { label: "我已阅读并同意《用户服务协议》", name: "agree", disabled: false, indeterminate: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { indeterminate: true, label: "全选" } };
export const Disabled: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Checkbox label="不可选" disabled />
      <Checkbox label="已选且不可改" disabled defaultChecked />
    </div>
  ),
};
export const Group: Story = {
  render: () => (
    <FormField label="感兴趣的主题" group help="可多选">
      <div className="flex flex-wrap gap-4">
        <Checkbox name="topics" value="museum" label="博物馆" defaultChecked />
        <Checkbox name="topics" value="heritage" label="非物质文化遗产" />
        <Checkbox name="topics" value="village" label="乡村旅游" />
      </div>
    </FormField>
  ),
};
export const Error: Story = {
  render: () => (
    <FormField label="服务协议" group error="请先同意服务协议" required>
      <div>
        <Checkbox name="agree" label="我已阅读并同意《用户服务协议》" aria-invalid />
      </div>
    </FormField>
  ),
};
export const LongText: Story = {
  args: {
    label:
      "我同意将所填信息用于本次文旅惠民活动的资格审核、抽奖及奖品寄送，并知悉主办方将在活动结束后三十日内删除相关个人信息",
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
export const English: Story = { args: { label: "I agree to the terms of service" }, globals: { locale: "en-US" } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: "dark" } };
