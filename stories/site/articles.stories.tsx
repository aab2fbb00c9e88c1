import type { Meta, StoryObj } from "@storybook/react-vite";
import { articlesWithPictures } from "./fixtures";
import { menuPageAt, menuPageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Articles",
  ...menuPageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news article (`detail/:id`): title, date, body with its picture, and links to the newer and older article. */
export const ContentDetail: Story = menuPageAt("/xwdt/gzyx/detail/25");

/** A notice with an attachment to download; it is the newest of its list, so there is no previous article. */
export const ContentDetailWithAttachment: Story = menuPageAt("/xxgk/qygg/detail/39");

/** An article with pictures its body does not show: they follow the body as a picture grid. */
export const ContentDetailWithPictures: Story = menuPageAt("/xwdt/gzyx/detail/25", { from: articlesWithPictures });

/** The second detail layout (`details/:id` of a 30004 list): the article beside the section's side navigation. */
export const SecondDetail: Story = menuPageAt("/ywbk/kyxm/details/34");

/** A plain single page (menu type 30002): the menu's article under the section tabs, without date or neighbours. */
export const SinglePage: Story = menuPageAt("/ywbk/wlaq");

/** A single page in the second detail layout (menu type 30003), with the side navigation. */
export const SecondDetailSinglePage: Story = menuPageAt("/ywbk/zhpt");
