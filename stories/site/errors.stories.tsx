import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorPage } from "~/components/site/error-page";
import { useT } from "~/components/site/i18n";
import { sitePageMeta } from "./site-frame";

/** The menu route's error boundary (app/routes/_site.$.tsx): the designed page inside the site's frame. */
function SiteError({ status }: { status: 404 | 500 }) {
  const { t } = useT("common");
  return status === 404 ? (
    <ErrorPage
      status={404}
      title={t("error.notFoundTitle")}
      message={t("error.notFound")}
      backLabel={t("error.backHome")}
    />
  ) : (
    <ErrorPage
      status={500}
      title={t("error.serverTitle")}
      message={t("error.server")}
      backLabel={t("error.backHome")}
    />
  );
}

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
  render: () => <SiteError status={404} />,
};

/** A server fault while loading a page: the 500 page, with no error detail. */
export const ServerError: Story = {
  parameters: { site: { path: "/xwdt/gzyx/lsit" } },
  render: () => <SiteError status={500} />,
};
