import { ChevronDown } from "./icons";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { NavLink } from "~/lib/site/view-models";
import { LanguageSwitch, LanguageSwitchNotice } from "./language-switch";
import { SubmenuLinks } from "./site-link";
import { MobileMenu } from "./mobile-menu";
import { CareSwitch } from "./care-switch";
import { SearchForm } from "./search-form";
import { Prerendered } from "./prerendered";
import { SiteLink } from "./site-link";

export interface SiteHeaderProps {
  companyName: string;
  logo: string;
  nav: NavLink[];
  locale: string;
  /** The current top-level section's landing path, to mark it active. */
  activeHref?: string;
}

/**
 * The navy header band. On wide screens (lg and up) it has two rows: the brand (logo and the whole company name)
 * with the search box and the language switch, then the menu tree with its dropdowns across the full width, so neither the long
 * English name nor the long English menu labels squeeze the other; once the page scrolls, only the menu row
 * stays in view (the header sticks 4rem above the top). Below lg: one row with the brand, its name wrapping
 * onto up to three lines, and the phone menu.
 */
export function SiteHeader({ companyName, logo, nav, locale }: SiteHeaderProps) {
  const { t } = useTranslation("site");
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 bg-navy text-navy-foreground shadow-pop lg:-top-16 print:hidden">
      <div className="mx-auto flex min-h-16 max-w-site items-center gap-3 px-4 py-2 lg:h-16 lg:gap-6 lg:px-6 lg:py-0">
        <SiteLink to="/" className="flex min-w-0 items-center gap-3 rounded" data-testid="site-brand">
          {logo ? (
            <img
              src={logo}
              alt=""
              width={120}
              height={30}
              className="h-6 w-auto shrink-0 rounded-sm bg-white/95 px-1 py-0.5 sm:h-7 lg:h-9"
            />
          ) : null}
          <span className="line-clamp-3 min-w-0 text-balance text-[13px] font-semibold leading-snug text-white [overflow-wrap:anywhere] sm:text-base lg:line-clamp-2 lg:text-lg xl:text-xl">
            {companyName}
          </span>
        </SiteLink>
        <SearchForm variant="header" label={t("search.label")} className="ml-auto hidden shrink-0 lg:flex" />
        <LanguageSwitch locale={locale} className="hidden shrink-0 text-navy-foreground lg:flex" />
        <CareSwitch className="hidden shrink-0 text-navy-foreground lg:inline-flex" />
        <MobileMenu nav={nav} locale={locale} />
      </div>
      <div className="hidden border-t border-white/10 bg-navy-light/40 lg:block">
        {/* One listener for every dropdown's keys (they come from its button and links, which are interactive). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          aria-label={t("nav.label")}
          className="mx-auto max-w-site px-6"
          onKeyDown={onMenuKey}
          onBlur={(e) => {
            const li = (e.target as Element).closest("[data-open]");
            if (!li?.contains(e.relatedTarget as Node | null)) setMenuOpen(li, false);
          }}
        >
          <Prerendered
            as="ul"
            className="-mx-2.5 flex flex-wrap items-center gap-x-1"
            owner={nav}
            cacheKey={import.meta.env.SSR ? currentItems(nav, pathname) : ""}
          >
            {() =>
              nav.map((item) => (
                <li key={item.id} className="nav-item group relative flex items-center" data-menu="">
                  <SiteLink
                    to={item.href}
                    prefetch="intent"
                    aria-current={isWithin(pathname, item.path) ? "page" : undefined}
                    className="flex h-12 items-center whitespace-nowrap border-b-2 border-transparent px-2.5 text-[15px] text-navy-foreground transition-[color,border-color] hover:text-white aria-[current=page]:border-primary-400 aria-[current=page]:text-white"
                  >
                    {item.label}
                  </SiteLink>
                  {item.children.length > 0 ? (
                    <button
                      type="button"
                      aria-expanded="false"
                      aria-label={`${item.label}: ${t("nav.submenu")}`}
                      className="-ml-2.5 mr-1 flex h-8 items-center rounded px-1 text-navy-foreground hover:text-white"
                      onClick={(e) => {
                        const li = e.currentTarget.parentElement;
                        setMenuOpen(li, !li?.hasAttribute("data-open"));
                      }}
                    >
                      <ChevronDown aria-hidden="true" className="size-3.5 opacity-70" />
                    </button>
                  ) : null}
                  <SubmenuLinks
                    item={item}
                    prefetch="intent"
                    isCurrent={(child) => isWithin(pathname, child.href)}
                    className="invisible absolute left-1/2 top-full z-50 min-w-40 -translate-x-1/2 translate-y-1 rounded-b-md border-t-2 border-primary bg-surface py-2 text-fg opacity-0 shadow-pop transition group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
                    linkClassName="block whitespace-nowrap px-5 py-2 text-sm hover:bg-primary-100 hover:text-primary-700 aria-[current=page]:font-semibold aria-[current=page]:text-primary-700"
                  />
                </li>
              ))
            }
          </Prerendered>
        </nav>
      </div>
      <LanguageSwitchNotice />
    </header>
  );
}

/**
 * Opens or closes a header dropdown (its `<li>`): once the page runs, only an open one shows its links, so they
 * are the only ones in the Tab order (without JavaScript, site.css opens it on focus and hover instead).
 */
function setMenuOpen(li: Element | null | undefined, open: boolean) {
  if (!li) return;
  li.toggleAttribute("data-open", open);
  li.querySelector("button")?.setAttribute("aria-expanded", String(open));
}

/** The dropdowns' keys: arrows open one and move through its links (wrapping); Escape closes it onto its button. */
function onMenuKey(e: React.KeyboardEvent) {
  const target = e.target as HTMLElement;
  const li = target.closest("[data-menu]");
  const items = li ? [...li.querySelectorAll<HTMLElement>(":scope > ul a")] : [];
  if (!li || !items.length) return;
  const at = items.indexOf(target);
  if (e.key === "Escape") {
    setMenuOpen(li, false);
    li.querySelector("button")?.focus();
  } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    setMenuOpen(li, true);
    items.at((at + (e.key === "ArrowDown" ? 1 : at < 0 ? 0 : -1)) % items.length)?.focus();
  } else return;
  e.preventDefault();
}

/** The ids of the menu items (and their children) `pathname` is within: all the menu's markup depends on. */
function currentItems(nav: NavLink[], pathname: string): string {
  const ids: string[] = [];
  for (const item of nav) {
    if (isWithin(pathname, item.path)) ids.push(`i${item.id}`);
    for (const child of item.children) if (isWithin(pathname, child.href)) ids.push(`c${child.id}`);
  }
  return ids.join(",");
}

/** True when `pathname` is `path` or below it (home only matches itself). */
export function isWithin(pathname: string, path: string) {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}
