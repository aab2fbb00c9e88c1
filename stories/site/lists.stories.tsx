import type { Meta, StoryObj } from "@storybook/react-vite";
import { articlesWithArchive } from "./fixtures";
import { menuPageAt, menuPageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Lists",
  ...menuPageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The content list (menu type 30001, `lsit`): dated rows with excerpts, the section tabs and pagination.
 * 公司要闻 holds the six seeded news articles and an archive of earlier ones, 24 in all on three pages.
 */
export const ContentList: Story = menuPageAt("/xwdt/gzyx/lsit", { from: articlesWithArchive });

/** A middle page of the same list (`?page=2`): both previous and next links. */
export const ContentListMiddlePage: Story = menuPageAt("/xwdt/gzyx/lsit?page=2", { from: articlesWithArchive });

/** The second list (menu type 30004, `lsit2`): cover cards beside the section's side navigation. */
export const SecondList: Story = menuPageAt("/ywbk/kyxm/lsit2");

/** Honours (公司荣誉): certificate cards with dates; the honour without a picture shows the fallback image. */
export const Honours: Story = menuPageAt("/gywm/gsry/lsit");
