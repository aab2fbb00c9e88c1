import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar, AvatarGroup } from "~/components/ui/avatar";

/** A small inline picture so the story needs no network. */
const photo =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#94BFFF"/><circle cx="32" cy="26" r="12" fill="#E8F3FF"/><rect x="12" y="42" width="40" height="26" rx="13" fill="#E8F3FF"/></svg>',
  );

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  args: { name: "王小明", size: "large", shape: "circle" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "medium", "large", "xlarge"] },
    shape: { control: "inline-radio", options: ["circle", "square"] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithImage: Story = { args: { src: photo } };
export const BrokenImage: Story = { name: "Error (image fails, initials shown)", args: { src: "/does-not-exist.png" } };
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="李华" size="small" />
      <Avatar name="李华" size="medium" />
      <Avatar name="李华" size="large" src={photo} />
      <Avatar name="李华" size="xlarge" shape="square" />
    </div>
  ),
};
export const Group: Story = {
  render: () => (
    <AvatarGroup max={4}>
      <Avatar name="王小明" src={photo} />
      <Avatar name="李华" />
      <Avatar name="张伟" />
      <Avatar name="Lucy Chen" />
      <Avatar name="欧阳娜娜" />
      <Avatar name="赵云" />
    </AvatarGroup>
  ),
};
export const LongText: Story = { args: { name: "浙江省文化和旅游发展研究院" } };
export const English: Story = { args: { name: "Lucy Chen" }, globals: { locale: "en-US" } };
export const Dark: Story = { render: Group.render, globals: { theme: "dark" } };
