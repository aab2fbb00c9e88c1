import { Menu } from "./icons";
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { NavLink } from "~/lib/site/view-models";
import { LanguageSwitch } from "./language-switch";
import { CareSwitch } from "./care-switch";
import { SearchForm } from "./search-form";
import { Prerendered } from "./prerendered";
import { SubmenuLinks } from "./site-link";
import { SiteLink } from "./site-link";

// The Radix sheet is fetched on the first tap only: most visitors never open it, and desktops never see it.
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

export const menuButtonClass =
  "inline-flex size-10 items-center justify-center rounded text-white hover:bg-navy-light focus-visible:outline-white";

/**
 * The phone menu, with the search box on top. Server-rendered as a `<details>` disclosure, which opens without
 * JavaScript; once hydrated it is a button that opens a Radix Dialog sheet (focus trap, Escape, scroll lock).
 * Hidden on wide screens.
 */
export function MobileMenu({ nav, locale }: { nav: NavLink[]; locale: string }) {
  const { t } = useTranslation("site");
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpen(false), [pathname]);
  // The same menu in the disclosure and in the sheet.
  const content = (
    <>
      <SearchForm variant="surface" label={t("search.label")} className="mb-2" />
      <MenuTree nav={nav} />
      <LanguageSwitch locale={locale} className="mt-4 border-t border-line pt-4" />
      <CareSwitch className="mt-3 inline-flex text-fg" />
    </>
  );

  if (!hydrated) {
    return (
      <details className="group ml-auto lg:hidden">
        <summary className={`${menuButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t("nav.openMenu")}</span>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto bg-surface px-4 py-4 text-fg shadow-pop">
          {content}
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${menuButtonClass} ml-auto lg:hidden`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            title={t("nav.menu")}
            closeLabel={t("nav.closeMenu")}
            returnFocus={button}
          >
            {content}
          </MobileMenuSheet>
        </Suspense>
      ) : null}
    </>
  );
}

export function MenuTree({ nav }: { nav: NavLink[] }) {
  const { t } = useTranslation("site");
  return (
    <nav aria-label={t("nav.label")}>
      <Prerendered as="ul" className="divide-y divide-line" owner={nav}>
        {() =>
          nav.map((item) => (
            <li key={item.id} className="py-2">
              <SiteLink to={item.href} className="block rounded py-2 text-base font-semibold">
                {item.label}
              </SiteLink>
              <SubmenuLinks
                item={item}
                className="grid grid-cols-2 gap-x-2 pb-1"
                linkClassName="block rounded py-2 text-sm text-fg-muted hover:text-primary-700"
              />
            </li>
          ))
        }
      </Prerendered>
    </nav>
  );
}
