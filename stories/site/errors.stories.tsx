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
  render: () => <SiteErrorPage status={404} />,
};

/** A server fault while loading a page: the 500 page, with no error detail. */
export const ServerError: Story = {
  parameters: { site: { path: "/xwdt/gzyx/lsit" } },
  render: () => <SiteErrorPage status={500} />,
};

/** A post to a page that takes none: the 405 page, with its own title. */
export const MethodNotAllowed: Story = {
  parameters: { site: { path: "/gywm/qyjs" } },
  render: () => <SiteErrorPage status={405} />,
};

/** An address that is not valid percent-encoding: the 400 page. */
export const BadRequest: Story = {
  parameters: { site: { path: "/gywm/qyjs" } },
  render: () => <SiteErrorPage status={400} />,
};
