import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteImage } from "~/components/site/site-image";
import { variantWidths } from "~/lib/media/responsive-image";
import { SiteRouter } from "./site-frame";

/**
 * How the public site shows an upload (components/site/site-image.tsx): a `<picture>` with AVIF and WebP
 * variants at the widths the pipeline made (320, 640, 960, 1280, 1920 px, never wider than the original), the
 * original as the `<img>` fallback, and the original's width and height so nothing moves while it loads. The
 * page's loader measures its pictures; a story passes the measurement as `image`. The variants are served once
 * made (`npm run media:variants`).
 */
const meta = {
  title: "Site/Components/Site image",
  component: SiteImage,
  decorators: [
    (Story) => (
      <SiteRouter path="/">
        <div className="max-w-3xl">
          <Story />
        </div>
      </SiteRouter>
    ),
  ],
  argTypes: {
    src: { description: "The original's address (`/uploads/...`): the `<img>` fallback and the key of its variants." },
    sizes: { description: "How wide the picture is drawn, as the `sizes` attribute says it." },
    width: { description: "The original's width when the page has not measured it (a measurement wins)." },
    height: { description: "The original's height when the page has not measured it." },
    placeholder: {
      description: "A `<source>` before the variants, e.g. a transparent pixel while scripting holds a slide back.",
    },
    image: { description: "The measured original (address, size, variant widths); else looked up in the page's data." },
  },
  args: {
    src: "/uploads/seed/news-1.jpg",
    sizes: "(min-width: 768px) 768px, 100vw",
    width: 960,
    height: 420,
    alt: "文旅一码通平台全面升级",
    className: "block h-auto w-full rounded-lg",
  },
} satisfies Meta<typeof SiteImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A measured upload: AVIF and WebP at 320, 640 and 960 px (the original is 960 px wide), the JPEG as fallback. */
export const WithVariants: Story = {
  args: { image: { src: "/uploads/seed/news-1.jpg", width: 960, height: 420, widths: variantWidths(960) } },
};

/** A picture the page did not measure (an address outside the uploads, a GIF): a plain, sized `<img>`. */
export const PlainImage: Story = { args: { image: null } };
