import type { Meta, StoryObj } from "@storybook/react-vite";
import { articlesWithPictures } from "./fixtures";
import { MenuRoutePage, at, sitePageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Articles",
  ...sitePageMeta,
  tags: ["!autodocs"],
  render: () => <MenuRoutePage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news article (`detail/:id`): title, date, body with its picture, and links to the newer and older article. */
export const ContentDetail: Story = {
  parameters: at("/xwdt/gzyx/detail/25"),
};

/** A notice with an attachment to download; it is the newest of its list, so there is no previous article. */
export const ContentDetailWithAttachment: Story = {
  parameters: at("/xxgk/qygg/detail/39"),
};

/** An article with pictures its body does not show: they follow the body as a picture grid. */
export const ContentDetailWithPictures: Story = {
  parameters: at("/xwdt/gzyx/detail/25"),
  render: () => <MenuRoutePage options={{ from: articlesWithPictures }} />,
};

/** The second detail layout (`details/:id` of a 30004 list): the article beside the section's side navigation. */
export const SecondDetail: Story = {
  parameters: at("/ywbk/kyxm/details/34"),
};

/** A plain single page (menu type 30002): the menu's article under the section tabs, without date or neighbours. */
export const SinglePage: Story = {
  parameters: at("/ywbk/wlaq"),
};

/** A single page in the second detail layout (menu type 30003), with the side navigation. */
export const SecondDetailSinglePage: Story = {
  parameters: at("/ywbk/zhpt"),
};
