import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteErrorPage } from "~/components/site/site-error-page";
import { sitePageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Errors",
  ...sitePageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown or hidden path: the designed 404 page, header and footer kept. */
export const NotFound: Story = {
  parameters: { site: { path: "/no-such-page" } },
  render: () => <SiteErrorPage notFound />,
};

/** A server fault while loading a page: the 500 page, with no error detail. */
export const ServerError: Story = {
  parameters: { site: { path: "/xwdt/gzyx/lsit" } },
  render: () => <SiteErrorPage notFound={false} />,
};
