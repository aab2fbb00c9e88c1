import { useLocation } from "@remix-run/react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { NavLink } from "~/lib/site/view-models";
import { LanguageSwitch, LanguageSwitchNotice } from "./language-switch";
import { SubmenuLinks } from "./site-link";
import { MobileMenu } from "./mobile-menu";
import { SiteLink } from "./site-link";

export interface SiteHeaderProps {
  companyName: string;
  logo: string;
  nav: NavLink[];
  locale: string;
  /** The current top-level section's landing path, to mark it active. */
  activeHref?: string;
}

/** The navy header band: logo, the menu tree with dropdowns on wide screens, language switch, phone menu. */
export function SiteHeader({ companyName, logo, nav, locale }: SiteHeaderProps) {
  const { t } = useTranslation("site");
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 bg-navy text-navy-foreground shadow-pop">
      <div className="mx-auto flex h-16 max-w-site items-center gap-6 px-4 lg:h-20 lg:px-6">
        <SiteLink to="/" className="flex min-w-0 shrink items-center gap-3 rounded">
          {logo ? (
            <img
              src={logo}
              alt=""
              width={120}
              height={30}
              className="h-7 w-auto shrink-0 rounded-sm bg-white/95 px-1 py-0.5 lg:h-8"
            />
          ) : null}
          <span className="truncate text-base font-semibold tracking-wide text-white lg:hidden xl:block xl:max-w-64 xl:text-lg">
            {companyName}
          </span>
        </SiteLink>
        <nav aria-label={t("nav.label")} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.id} className="group relative">
                <SiteLink
                  to={item.href}
                  prefetch="intent"
                  aria-current={isWithin(pathname, item.path) ? "page" : undefined}
                  className="flex h-20 items-center gap-1 whitespace-nowrap border-b-2 border-transparent px-2.5 text-[15px] text-navy-foreground transition-[color,border-color] hover:text-white aria-[current=page]:border-primary-400 aria-[current=page]:text-white"
                >
                  {item.label}
                  {item.children.length > 0 ? <ChevronDown aria-hidden="true" className="size-3.5 opacity-70" /> : null}
                </SiteLink>
                <SubmenuLinks
                  item={item}
                  prefetch="intent"
                  isCurrent={(child) => isWithin(pathname, child.href)}
                  className="invisible absolute left-1/2 top-full z-50 min-w-40 -translate-x-1/2 translate-y-1 rounded-b-md border-t-2 border-primary bg-surface py-2 text-fg opacity-0 shadow-pop transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
                  linkClassName="block whitespace-nowrap px-5 py-2 text-sm hover:bg-primary-100 hover:text-primary-700 aria-[current=page]:font-semibold aria-[current=page]:text-primary-700"
                />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} className="ml-auto hidden text-navy-foreground lg:ml-2 lg:flex" />
        <MobileMenu nav={nav} locale={locale} />
      </div>
      <LanguageSwitchNotice />
    </header>
  );
}

/** True when `pathname` is `path` or below it (home only matches itself). */
export function isWithin(pathname: string, path: string) {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}
