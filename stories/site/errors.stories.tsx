import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { SiteErrorPage } from "~/components/site/site-error-page";
import { at, sitePageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Errors",
  ...sitePageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error page for `status`, as a visitor of `path` sees it. */
function errorPageAt(status: ComponentProps<typeof SiteErrorPage>["status"], path: string): Story {
  return { parameters: at(path), render: () => <SiteErrorPage status={status} /> };
}

/** An unknown or hidden path: the designed 404 page, header and footer kept. */
export const NotFound: Story = errorPageAt(404, "/no-such-page");

/** A server fault while loading a page: the 500 page, with no error detail. */
export const ServerError: Story = errorPageAt(500, "/xwdt/gzyx/lsit");

/** A post to a page that takes none: the 405 page, with its own title. */
export const MethodNotAllowed: Story = errorPageAt(405, "/gywm/qyjs");

/** An address that is not valid percent-encoding: the 400 page. */
export const BadRequest: Story = errorPageAt(400, "/gywm/qyjs");
