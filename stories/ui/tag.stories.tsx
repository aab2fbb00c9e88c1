import type { Meta, StoryObj } from "@storybook/react-vite";
import MapPin from "lucide-react/icons/map-pin";
import { Tag } from "~/components/ui/tag";
import { choice, dark, english, gallery, inBox, radios } from "../story-helpers";
import { docsOf } from "./guidance";

const colors = ["gray", "blue", "green", "red", "orange", "arcoblue"] as const;
const names = {
  gray: "草稿",
  blue: "资讯",
  green: "已发布",
  red: "已下线",
  orange: "待审核",
  arcoblue: "推荐",
} as const;

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A short label for a category or a state, in categorical colours and three sizes; optionally removable with a × button.",
  use: [
    "A record's state or category in a table or card: 已发布, 草稿, 待审核; the company's tags on the enterprise information page; chosen filters that can be removed (`closable`).",
  ],
  avoid: ["A count: use Badge.", "An action: use Button.", "A message: use Alert."],
  do: [
    "Use one colour per meaning across the product (green 已发布, orange 待审核, gray 草稿) and say the state in words: colour alone is not read.",
    "Give `closeLabel` that names what is removed (移除 杭州 / Remove Hangzhou) when the text is not a plain string.",
  ],
  dont: [
    "Make a tag a link or a button by wrapping it; use a Button or a link styled for it.",
    "Put long sentences in a tag.",
  ],
  wording: ["One to four Chinese characters or one or two English words: 已发布 / Published; no punctuation."],
  keyboard: [
    "A tag is text. A closable tag's × is a button: Tab reaches it, Enter or Space removes the tag; when it disappears the focus is lost, so in a filter bar move the focus on (e.g. to the next tag or the input).",
    "The × is named 移除 <text> by default; the icon is hidden.",
  ],
} as const;

const meta = {
  title: "UI/Tag",
  component: Tag,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { children: "已发布", color: "green", size: "medium", closable: false },
  argTypes: { color: choice(colors), size: radios(["small", "medium", "large"]) },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Colors: Story = {
  render: gallery(
    Tag,
    colors.map((color) => ({ color, children: names[color] })),
    "wrap",
  ),
};
export const Closable: Story = { args: { closable: true, color: "arcoblue", children: "杭州" } };
export const WithIcon: Story = { args: { icon: <MapPin />, color: "blue", children: "西湖区" } };
export const Disabled: Story = { args: { color: "gray", children: "已归档", "aria-disabled": true } };
export const LongText: Story = {
  args: { children: "国家 5A 级旅游景区·世界文化遗产·全国文明风景旅游区", closable: true },
  decorators: [inBox("max-w-56")],
};
export const English: Story = english({ children: "Published", closable: true, closeLabel: "Remove Published" });
export const Dark: Story = dark({ render: Colors.render });
