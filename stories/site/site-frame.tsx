/**
 * The public site's frame for page stories: a memory router at the page's path (the header, the language links
 * and the progress bar read the location and navigation state) and the site's layout (components/site/site-layout)
 * around the page. Route modules cannot be imported here (their loaders are server code).
 */
import type { Decorator, Meta } from "@storybook/react-vite";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { ServerRenderedComponents } from "~/components/site/deferred-components";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SiteLayout } from "~/components/site/site-layout";
import { CompanyIntro, EnterpriseInfoView, LeaderList } from "~/components/site/special-pages";
import { VideoGallery } from "~/components/site/video-gallery";
import { PreviewBanner } from "~/components/site/preview-banner";
import { MenuPage } from "~/components/site/menu-page";
import { HONOUR_FALLBACK, menuPage, siteChrome, type MenuPageOptions } from "./fixtures";

const PageContent = createContext<ReactNode>(null);

function RoutedPage() {
  return <>{useContext(PageContent)}</>;
}

/** A memory router whose single route renders `children` at `path` (kept across re-renders, e.g. a locale switch). */
export function SiteRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: "*", element: <RoutedPage /> }], {
      initialEntries: [path],
      future: { v7_relativeSplatPath: true },
    }),
  );
  return (
    <PageContent.Provider value={children}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </PageContent.Provider>
  );
}

/**
 * Keeps a story on its page: the fixtures' links point at site paths Storybook does not serve. (The site's
 * `<ClientNavigation>`, which turns link clicks into router navigations, is left out: its prefetching needs the
 * Remix runtime.)
 */
function StayOnStory() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (anchor && !anchor.getAttribute("href")?.startsWith("#")) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}

/** The `_site` layout, with the fixtures' chrome in the toolbar's locale. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { language: locale } = useTranslation("common").i18n;
  // -m-4 undoes the padding of the global story wrapper: the page runs edge to edge, as on the site.
  return (
    <SiteLayout chrome={siteChrome(locale)} className="-m-4">
      {children}
    </SiteLayout>
  );
}

/** The menu-driven page (the `_site.$` route's component) at the router's location, in the toolbar's locale. */
export function MenuRoutePage({ options }: { options?: MenuPageOptions }) {
  const { language: locale } = useTranslation("site").i18n;
  const { pathname, search } = useLocation();
  const view = menuPage(pathname, locale, { page: new URLSearchParams(search).get("page"), ...options });
  return <MenuPage view={view} honourFallback={HONOUR_FALLBACK} />;
}

/** The server entry renders deferred components in full; stories do the same, so pages show complete at once. */
const serverRendered = { VideoGallery, CompanyIntro, LeaderList, EnterpriseInfoView, PreviewBanner };

export interface SiteParameters {
  /** The page's URL path (and query), where the router starts. */
  path?: string;
}

/** A story's parameters placing it at a site path. */
export const at = (path: string): { site: SiteParameters } => ({ site: { path } });

/** Renders the story as a page of the site, inside its layout, at `parameters.site.path` (default "/"). */
export const withSitePage: Decorator = (Story, context) => {
  const site = (context.parameters.site ?? {}) as SiteParameters;
  return (
    <ServerRenderedComponents.Provider value={serverRendered}>
      <StayOnStory />
      <SiteRouter path={site.path ?? "/"}>
        <SiteFrame>
          <Story />
        </SiteFrame>
      </SiteRouter>
    </ServerRenderedComponents.Provider>
  );
};

/**
 * What every page story's meta shares: the page frame, edge to edge, in the light theme (the public site has no
 * dark theme; only the console has one). Each meta also sets `tags: ["!autodocs"]` itself (Storybook reads tags
 * statically): full pages, and an open dialog, do not stack on one docs page.
 */
export const sitePageMeta = {
  decorators: [withSitePage],
  parameters: { layout: "fullscreen" },
  globals: { theme: "light" },
} satisfies Partial<Meta>;

/** The meta of a file whose stories are the menu-driven page (the `_site.$` route) at different paths. */
export const menuPageMeta = {
  ...sitePageMeta,
  render: () => <MenuRoutePage />,
} satisfies Partial<Meta>;

/** A story of the menu-driven page at `path`, on the fixtures' content or on `options`' articles. */
export function menuPageAt(path: string, options?: MenuPageOptions) {
  return {
    parameters: at(path),
    ...(options ? { render: () => <MenuRoutePage options={options} /> } : {}),
  };
}
