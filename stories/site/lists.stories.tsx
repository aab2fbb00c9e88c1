import type { Meta, StoryObj } from "@storybook/react-vite";
import { articlesWithArchive } from "./fixtures";
import { MenuRoutePage, at, sitePageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Lists",
  ...sitePageMeta,
  tags: ["!autodocs"],
  render: () => <MenuRoutePage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The content list (menu type 30001, `lsit`): dated rows with excerpts, the section tabs and pagination.
 * 公司要闻 holds the six seeded news articles and an archive of earlier ones, 24 in all on three pages.
 */
export const ContentList: Story = {
  parameters: at("/xwdt/gzyx/lsit"),
  render: () => <MenuRoutePage options={{ from: articlesWithArchive }} />,
};

/** A middle page of the same list (`?page=2`): both previous and next links. */
export const ContentListMiddlePage: Story = {
  parameters: at("/xwdt/gzyx/lsit?page=2"),
  render: () => <MenuRoutePage options={{ from: articlesWithArchive }} />,
};

/** The second list (menu type 30004, `lsit2`): cover cards beside the section's side navigation. */
export const SecondList: Story = {
  parameters: at("/ywbk/kyxm/lsit2"),
};

/** Honours (公司荣誉): certificate cards with dates; the honour without a picture shows the fallback image. */
export const Honours: Story = {
  parameters: at("/gywm/gsry/lsit"),
};
