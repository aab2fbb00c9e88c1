import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar, AvatarGroup } from "~/components/ui/avatar";
import { dark, english, gallery, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** A small inline picture so the story needs no network. */
const photo =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#94BFFF"/><circle cx="32" cy="26" r="12" fill="#E8F3FF"/><rect x="12" y="42" width="40" height="26" rx="13" fill="#E8F3FF"/></svg>',
  );

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A picture of a person or an organisation, with initials behind it that show when there is no picture or it fails to load.",
  use: [
    "Beside a name in the console's user centre, a comment list or a team card.",
    'AvatarGroup: the members of a team or the participants of an event, with "+N" for the rest.',
  ],
  avoid: [
    "A logo or product picture that is content: use a plain `<img>` with its own alt text.",
    "A decorative icon: use the icon alone, hidden from screen readers.",
  ],
  do: [
    "Pass the person's full name as `name`: it is the alt text and the source of the initials.",
    "Use `square` for organisations (a scenic area, a museum) and `circle` for people.",
  ],
  dont: [
    "Repeat the name as visible text and as an avatar right beside it without need; if you do, the name is read twice.",
    "Mix sizes within one AvatarGroup.",
  ],
  wording: [
    '`name` is the person\'s name as written (王小明, Lucy Chen), not a role or "avatar".',
    "AvatarGroup's `moreLabel` reads as a sentence: 还有 3 人 / 3 more people.",
  ],
  keyboard: [
    "Not focusable and has no keys; wrap it in a link or button if it should act.",
    'With a picture, the `<img>` carries alt=name; without one, the initials carry role="img" and aria-label=name. Either way the name is read once.',
    'AvatarGroup\'s "+N" is read as `moreLabel` (e.g. 还有 2 人).',
  ],
} as const;

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { name: "王小明", size: "large", shape: "circle" },
  argTypes: { size: radios(["small", "medium", "large", "xlarge"]), shape: radios(["circle", "square"]) },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithImage: Story = { args: { src: photo } };
export const BrokenImage: Story = { name: "Error (image fails, initials shown)", args: { src: "/does-not-exist.png" } };
export const Sizes: Story = {
  render: gallery(
    Avatar,
    meta.argTypes.size.options.map((size) => ({ size })),
    "row",
  ),
};
export const Group: Story = {
  render: ({ size, shape }) => (
    <AvatarGroup max={4} size={size}>
      <Avatar name="王小明" src={photo} size={size} shape={shape} />
      <Avatar name="李华" size={size} shape={shape} />
      <Avatar name="张伟" size={size} shape={shape} />
      <Avatar name="Lucy Chen" size={size} shape={shape} />
      <Avatar name="欧阳娜娜" size={size} shape={shape} />
      <Avatar name="赵云" size={size} shape={shape} />
    </AvatarGroup>
  ),
};
export const LongText: Story = { args: { name: "浙江省文化和旅游发展研究院" } };
export const English: Story = english({ name: "Lucy Chen" });
export const Dark: Story = dark({ render: Group.render });
