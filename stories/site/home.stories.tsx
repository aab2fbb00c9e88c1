import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { INITIAL_VIEWPORTS } from "storybook/viewport";
import { HomeBanner, HomeNews, HomeSection, PictureLinks } from "~/components/site/home-sections";
import { useT } from "~/components/site/i18n";
import { LanguageSwitch } from "~/components/site/language-switch";
import { MenuTree } from "~/components/site/mobile-menu";
import MobileMenuSheet from "~/components/site/mobile-menu-sheet";
import { VideoGallery } from "~/components/site/video-gallery";
import { homeView, siteChrome } from "./fixtures";
import { sitePageMeta } from "./site-frame";

/** The home page, composed as app/routes/_site._index.tsx composes it. */
function HomePage() {
  const { t, locale } = useT("site");
  const home = homeView(locale);
  return (
    <>
      <HomeBanner banner={home.banner} companyName={home.companyName} />
      <HomeSection id="home-news" title={t("home.news")} moreHref={home.newsHref}>
        <HomeNews pictures={home.newsPictures} news={home.news} />
      </HomeSection>
      {home.videos.length > 0 ? (
        <HomeSection id="home-videos" title={t("home.videos")} moreHref={home.videosHref} muted>
          <VideoGallery videos={home.videos} headingLevel={3} />
        </HomeSection>
      ) : null}
      {home.party.length > 0 ? (
        <HomeSection id="home-party" title={t("home.party")}>
          <PictureLinks items={home.party} columns={3} width={960} height={420} />
        </HomeSection>
      ) : null}
      {home.network.length > 0 ? (
        <HomeSection id="home-network" title={t("home.network")} muted>
          <PictureLinks items={home.network} columns={4} width={600} height={240} />
        </HomeSection>
      ) : null}
    </>
  );
}

/** The phone menu opened: the sheet MobileMenu opens on a tap, with the same menu tree and language links. */
function OpenPhoneMenu() {
  const { t, locale } = useT("site");
  const [open, setOpen] = useState(true);
  const { nav } = siteChrome(locale);
  return (
    <MobileMenuSheet open={open} onOpenChange={setOpen} title={t("nav.menu")} closeLabel={t("nav.closeMenu")}>
      <MenuTree nav={nav} />
      <LanguageSwitch locale={locale} className="mt-4 border-t border-line pt-4" />
    </MobileMenuSheet>
  );
}

const meta = {
  title: "Site/Pages/Home",
  ...sitePageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: "iphonex", isRotated: false } },
};

/** Banner, company news, the video gallery, party building and the online platforms, with header and footer. */
export const Desktop: Story = { render: () => <HomePage /> };

/** The same page on a 375 px phone: compact header with the menu button, stacked sections. */
export const Phone: Story = { ...phone, render: () => <HomePage /> };

/** The phone menu sheet opened over the home page: the menu tree with its sub-items, and the language links. */
export const PhoneMenuOpen: Story = {
  ...phone,
  render: () => (
    <>
      <HomePage />
      <OpenPhoneMenu />
    </>
  ),
};
