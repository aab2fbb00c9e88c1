import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { INITIAL_VIEWPORTS } from "storybook/viewport";
import { HomePage } from "~/components/site/home-page";
import { useTranslation } from "~/lib/i18n/use-translation";
import { LanguageSwitch } from "~/components/site/language-switch";
import { MenuTree } from "~/components/site/mobile-menu";
import MobileMenuSheet from "~/components/site/mobile-menu-sheet";
import { homeView, siteChrome } from "./fixtures";
import { sitePageMeta } from "./site-frame";

/** The home page in the toolbar's locale (the `_site._index` route's component, with its loader's data). */
function SeededHomePage() {
  const { language: locale } = useTranslation("site").i18n;
  return <HomePage home={homeView(locale)} />;
}

/** The phone menu opened: the sheet MobileMenu opens on a tap, with the same menu tree and language links. */
function OpenPhoneMenu() {
  const {
    t,
    i18n: { language: locale },
  } = useTranslation("site");
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
export const Desktop: Story = { render: () => <SeededHomePage /> };

/** The same page on a 375 px phone: compact header with the menu button, stacked sections. */
export const Phone: Story = { ...phone, render: () => <SeededHomePage /> };

/** The phone menu sheet opened over the home page: the menu tree with its sub-items, and the language links. */
export const PhoneMenuOpen: Story = {
  ...phone,
  render: () => (
    <>
      <SeededHomePage />
      <OpenPhoneMenu />
    </>
  ),
};
