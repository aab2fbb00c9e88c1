import type { Meta, StoryObj } from "@storybook/react-vite";
import MapPin from "lucide-react/icons/map-pin";
import { Tag } from "~/components/ui/tag";

const colors = ["gray", "blue", "green", "red", "orange", "arcoblue"] as const;
const names = {
  gray: "草稿",
  blue: "资讯",
  green: "已发布",
  red: "已下线",
  orange: "待审核",
  arcoblue: "推荐",
} as const;

const meta = {
  title: "UI/Tag",
  component: Tag,
  args: { children: "已发布", color: "green", size: "medium", closable: false },
  argTypes: {
    color: { control: "select", options: colors },
    size: { control: "inline-radio", options: ["small", "medium", "large"] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Colors: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {colors.map((color) => (
        <Tag key={color} color={color}>
          {names[color]}
        </Tag>
      ))}
    </div>
  ),
};
export const Closable: Story = { args: { closable: true, color: "arcoblue", children: "杭州" } };
export const WithIcon: Story = { args: { icon: <MapPin />, color: "blue", children: "西湖区" } };
export const Disabled: Story = { args: { color: "gray", children: "已归档", "aria-disabled": true } };
export const LongText: Story = {
  args: { children: "国家 5A 级旅游景区·世界文化遗产·全国文明风景旅游区", closable: true },
  decorators: [(Story) => <div className="max-w-56">{Story()}</div>],
};
export const English: Story = {
  args: { children: "Published", closable: true, closeLabel: "Remove Published" },
  globals: { locale: "en-US" },
};
export const Dark: Story = { render: Colors.render, globals: { theme: "dark" } };
