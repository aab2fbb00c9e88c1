import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { at, menuPageAt, menuPageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Special Pages",
  ...menuPageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company profile (公司简介): vision, mission and culture cards, the introduction, the article, leadership remarks. */
export const About: Story = menuPageAt("/gywm/qyjs");

/** Management team (管理团队, second detail layout): the team article and each leader with photo and remarks. */
export const ManagementTeam: Story = menuPageAt("/gywm/gltd");

/**
 * Enterprise information (企业信息): company facts, the QR image, the five qualification tags and the registration
 * text. The map's tiles point at a path Storybook does not serve (never at the internet), so the map frame keeps
 * the address card the page shows before or without its map, with the "map cannot be loaded" notice.
 */
export const EnterpriseInformation: Story = menuPageAt("/xxgk/qyxx");

/** Video zone (视频专区): the two-column gallery with posters; the last video has a ticket purchase link. */
export const VideoZone: Story = menuPageAt("/xxgk/spzq");

/** The purchase link focused: its QR panel shows (it also shows on hover). */
export const VideoZonePurchaseQr: Story = {
  name: "Video zone, purchase QR shown",
  parameters: at("/xxgk/spzq"),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByTestId("buy-link");
    link.focus();
  },
};
