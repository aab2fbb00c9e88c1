/**
 * The admin layout (Arco Design Pro's look): a 60 px navbar, a 220 px sider with the docs/product.md §2 admin menu,
 * breadcrumbs and a grey page with white cards. Below 1024 px the sider becomes a menu that opens from the
 * navbar (a `<details>` element, so it works without script).
 */
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import Building2 from "lucide-react/icons/building-2";
import ChevronRight from "lucide-react/icons/chevron-right";
import CircleUserRound from "lucide-react/icons/circle-user-round";
import Clapperboard from "lucide-react/icons/clapperboard";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Images from "lucide-react/icons/images";
import Languages from "lucide-react/icons/languages";
import Link2 from "lucide-react/icons/link-2";
import ListTree from "lucide-react/icons/list-tree";
import ScrollText from "lucide-react/icons/scroll-text";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import KeyRound from "lucide-react/icons/key-round";
import UsersRound from "lucide-react/icons/users-round";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Settings from "lucide-react/icons/settings";
import { can, type Capability } from "~/lib/auth/capabilities";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { LOCALE_NAMES, localeSwitchHref, otherLocale } from "~/lib/i18n/locale-switch";
import { cn } from "~/lib/utils/cn";
import type { ToastNotice } from "~/lib/admin/toast";
import { NoticeToast } from "./toast";

export const ADMIN_NAV = [
  { to: "company_info", label: "nav.company", icon: Building2, capability: "content.read" },
  { to: "menuList", label: "nav.menus", icon: ListTree, capability: "content.read" },
  { to: "articleList", label: "nav.articles", icon: FileText, capability: "content.read" },
  { to: "review", label: "nav.review", icon: ClipboardCheck, capability: "content.read" },
  { to: "linksList", label: "nav.links", icon: Link2, capability: "content.read" },
  { to: "videosList", label: "nav.videos", icon: Clapperboard, capability: "content.read" },
  { to: "media", label: "nav.media", icon: Images, capability: "content.read" },
  { to: "users", label: "nav.users", icon: UsersRound, capability: "users.manage" },
  { to: "audit", label: "nav.audit", icon: ScrollText, capability: "audit.read" },
  { to: "settings", label: "nav.settings", icon: Settings, capability: "settings.manage" },
] as const satisfies readonly { to: string; label: string; capability: Capability; icon: unknown }[];

/** The admin menu a role sees: only the screens its capabilities open (the server refuses the others anyway). */
export function adminNavFor(role: string) {
  return ADMIN_NAV.filter((item) => can(role, item.capability));
}

export interface Crumb {
  label: string;
  to?: string;
}

function SiderNav({ base, role, onNavigate }: { base: string; role: string; onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="space-y-1 p-2">
      {adminNavFor(role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={`${base}/${to}`}
            prefetch="intent"
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex h-10 items-center gap-3 rounded px-3 text-sm transition-colors",
                isActive
                  ? "bg-primary-100 font-medium text-primary"
                  : "text-fg-muted hover:bg-surface-muted hover:text-fg",
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** What the console adds to the shell: its own pieces, rendered in the shell's slots. */
export interface ShellConsoleChrome {
  navbar: boolean;
  menu: boolean;
  footer: ReactNode | null;
  menuWidth: number;
  siderExtra: ReactNode;
  navbarExtra: ReactNode;
  /** Shown when the navbar is hidden (the settings drawer's fixed button). */
  floating: ReactNode;
  tabBar: ReactNode | null;
  /** Top-menu mode: a horizontal menu for the navbar centre; when given, the sider is not rendered. */
  topNav?: ReactNode;
  /** The phone menu (replaces the built-in disclosure); it receives the admin links to show with its own. */
  mobileNav?: (adminNav: ReactNode) => ReactNode;
}

export function AdminShell({
  base,
  user,
  locale,
  crumbs,
  toast,
  children,
  console: consoleChrome,
}: {
  base: string;
  user: { username: string; name: string; role: string };
  locale: string;
  crumbs: Crumb[];
  /** The page's flash toast, if any. */
  toast: ToastNotice | null;
  children: ReactNode;
  /** Console additions (settings-driven layout, template menu, navbar extras, footer); see components/console. */
  console?: ShellConsoleChrome;
}) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const userMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
    if (userMenu.current) userMenu.current.open = false;
  }, [location.pathname]);
  const otherLng = otherLocale(locale);
  return (
    <div className="min-h-screen bg-surface-muted text-sm">
      {consoleChrome && !consoleChrome.navbar ? consoleChrome.floating : null}
      <header
        hidden={consoleChrome ? !consoleChrome.navbar : undefined}
        className="fixed inset-x-0 top-0 z-40 flex h-navbar items-center justify-between border-b border-line bg-surface px-3 sm:px-5"
      >
        <div className="flex min-w-0 items-center gap-2">
          {consoleChrome?.mobileNav ? (
            consoleChrome.mobileNav(<SiderNav base={base} role={user.role} />)
          ) : (
            <details ref={mobileMenu} className="group relative lg:hidden">
              <summary
                className="flex size-9 cursor-pointer list-none items-center justify-center rounded text-fg-muted hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
                aria-label={t("nav.openMenu")}
              >
                <Menu className="size-5" aria-hidden="true" />
              </summary>
              <nav
                aria-label={t("nav.home")}
                className="absolute left-0 top-11 w-64 rounded-md border border-line bg-surface shadow-pop"
              >
                <SiderNav base={base} role={user.role} />
                {consoleChrome?.siderExtra}
              </nav>
            </details>
          )}
          <Link to={`${base}/company_info`} className="flex min-w-0 items-center gap-2">
            <span className="flex size-8 shrink-0 items-center justify-center rounded bg-primary text-base font-bold text-white">
              文
            </span>
            <span className="truncate text-base font-semibold text-fg">{t("brand")}</span>
          </Link>
        </div>
        {consoleChrome?.topNav}
        <div className="flex items-center gap-1 sm:gap-2">
          {consoleChrome?.navbarExtra}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="hidden h-8 items-center gap-1.5 rounded px-2 text-fg-muted hover:bg-surface-muted hover:text-fg sm:inline-flex"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("nav.viewSite")}
          </a>
          {consoleChrome ? null : (
            <>
              <a
                href={localeSwitchHref(`${location.pathname}${location.search}`, otherLng)}
                hrefLang={otherLng}
                className="inline-flex h-8 items-center gap-1.5 rounded px-2 text-fg-muted hover:bg-surface-muted hover:text-fg"
                aria-label={t("nav.switchTo", { language: LOCALE_NAMES[otherLng] })}
              >
                <Languages className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{LOCALE_NAMES[otherLng]}</span>
              </a>
              <details ref={userMenu} className="relative">
                <summary
                  className="flex h-9 cursor-pointer list-none items-center gap-2 rounded px-2 text-fg hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
                  aria-label={t("nav.userMenu")}
                >
                  <CircleUserRound className="size-6 text-primary" aria-hidden="true" />
                  <span className="hidden max-w-32 truncate sm:inline">{user.name}</span>
                </summary>
                <div className="absolute right-0 top-11 w-48 rounded-md border border-line bg-surface p-1 shadow-pop">
                  <p className="truncate px-3 py-2 text-xs text-fg-subtle">
                    {user.username} · {t(`roles.${user.role}`)}
                  </p>
                  <Link
                    to={`${base}/user/setting?tab=security`}
                    className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-fg hover:bg-surface-muted"
                  >
                    <KeyRound className="size-4" aria-hidden="true" />
                    {t("nav.accountSecurity")}
                  </Link>
                  <Form method="post" action={`${base}/logout`}>
                    <button
                      type="submit"
                      className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-fg hover:bg-surface-muted"
                    >
                      <LogOut className="size-4" aria-hidden="true" />
                      {t("nav.logout")}
                    </button>
                  </Form>
                </div>
              </details>
            </>
          )}
        </div>
      </header>
      {consoleChrome && (!consoleChrome.menu || consoleChrome.topNav) ? null : (
        <aside
          data-testid="sider"
          className="fixed bottom-0 left-0 top-navbar z-30 hidden w-sider overflow-y-auto border-r border-line bg-surface lg:block"
          style={
            consoleChrome ? { width: consoleChrome.menuWidth, top: consoleChrome.navbar ? undefined : 0 } : undefined
          }
        >
          <nav aria-label={t("nav.home")}>
            <SiderNav base={base} role={user.role} />
            {consoleChrome?.siderExtra}
          </nav>
        </aside>
      )}
      <NoticeToast notice={toast} />
      <div
        className={cn(
          consoleChrome && !consoleChrome.navbar ? undefined : "pt-navbar",
          // The theme's sider spacing is compiled to a constant: the console's width comes through a variable.
          consoleChrome ? "lg:pl-[var(--console-sider)]" : "lg:pl-sider",
        )}
        style={
          consoleChrome
            ? ({
                "--console-sider": consoleChrome.menu && !consoleChrome.topNav ? `${consoleChrome.menuWidth}px` : "0px",
              } as React.CSSProperties)
            : undefined
        }
      >
        {consoleChrome?.tabBar}
        <nav aria-label={t("nav.breadcrumb")} className="px-4 pt-4 sm:px-6">
          <ol className="flex flex-wrap items-center gap-1 text-fg-muted">
            <li>
              <Link to={`${base}/company_info`} className="hover:text-primary">
                {t("nav.home")}
              </Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={index} className="flex items-center gap-1">
                <ChevronRight className="size-3.5" aria-hidden="true" />
                {crumb.to && index < crumbs.length - 1 ? (
                  <Link to={crumb.to} className="hover:text-primary">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    className={index === crumbs.length - 1 ? "text-fg" : undefined}
                    aria-current={index === crumbs.length - 1 ? "page" : undefined}
                  >
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <main id="main" className="px-4 pb-8 pt-4 sm:px-6">
          {children}
        </main>
        {consoleChrome?.footer}
      </div>
    </div>
  );
}

/** Page title row with optional actions. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
