/**
 * Navbar additions for the console: docs link, language switch (a link; the next page confirms the switch,
 * see ConsoleFrame), light/dark toggle (a form post), full-screen toggle (JavaScript only), the message
 * box, the settings trigger, and the user menu with Switch Roles, User Center, User Settings and Logout.
 */
import BookOpen from "lucide-react/icons/book-open";
import Languages from "lucide-react/icons/languages";
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import Maximize from "lucide-react/icons/maximize";
import Minimize from "lucide-react/icons/minimize";
import Moon from "lucide-react/icons/moon";
import Repeat from "lucide-react/icons/repeat";
import Settings from "lucide-react/icons/settings";
import Sun from "lucide-react/icons/sun";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { LOCALE_NAMES, localeSwitchHref, otherLocale } from "~/lib/i18n/locale-switch";
import { Avatar } from "~/components/ui/avatar";
import { useIsClient } from "~/components/ui/client-only";
import type { ConsoleSettings } from "~/lib/console/settings";
import { cn } from "~/lib/utils/cn";
import { MessageBoxButton, type MessageBoxProps } from "./message-box";
import { useConsoleRouting } from "./routing";

export interface NavbarExtrasProps {
  settings: ConsoleSettings;
  role: string;
  storedRole: string;
  user: { name: string; username: string; avatar?: string };
  locale: string;
  /** The current URL (path + search), to come back to after posts and language switches. */
  here: string;
  /** The console action URL (settings, messages, roles). */
  action: string;
  /** The logout action URL. */
  logoutAction: string;
  /** The console's help page. */
  docsHref: string;
  messages: Omit<MessageBoxProps, "action" | "redirectTo">;
  /** The settings drawer trigger, rendered in place. */
  settingsTrigger?: ReactNode;
}

const iconButton =
  "flex size-8 items-center justify-center rounded-full border border-line text-fg-muted hover:bg-surface-muted hover:text-fg";
/** Docs and full screen make little sense on a phone and crowd the navbar there. */
const wideOnly = "hidden sm:flex";

export function NavbarExtras(props: NavbarExtrasProps) {
  const { t } = useTranslation("console");
  const { Form, Link, base } = useConsoleRouting();
  const { settings, locale, here, action } = props;
  const other = otherLocale(locale);
  const dark = settings.theme === "dark";
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <Link
        href={props.docsHref}
        className={cn(iconButton, wideOnly)}
        data-testid="navbar-docs"
        aria-label={t("navbar.docs")}
        title={t("navbar.docs")}
      >
        <BookOpen className="size-4" aria-hidden="true" />
      </Link>
      <a
        href={localeSwitchHref(here, other)}
        hrefLang={other}
        className={iconButton}
        aria-label={t("navbar.switchTo", { language: LOCALE_NAMES[other] })}
        title={t("navbar.language")}
        data-testid="language-switch"
      >
        <Languages className="size-4" aria-hidden="true" />
      </a>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="theme" />
        <input type="hidden" name="theme" value={dark ? "light" : "dark"} />
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          className={iconButton}
          aria-label={t(dark ? "navbar.toLight" : "navbar.toDark")}
          title={t(dark ? "navbar.toLight" : "navbar.toDark")}
          data-testid="theme-toggle"
        >
          {dark ? <Sun className="size-4" aria-hidden="true" /> : <Moon className="size-4" aria-hidden="true" />}
        </button>
      </Form>
      <FullscreenToggle />
      <MessageBoxButton {...props.messages} action={action} redirectTo={here} />
      {props.settingsTrigger}
      <details className="relative" data-testid="user-menu">
        <summary
          className="flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden"
          aria-label={t("navbar.userMenu")}
        >
          <Avatar name={props.user.name} src={props.user.avatar || undefined} size="medium" />
        </summary>
        <div className="absolute right-0 top-10 z-50 w-52 rounded-md border border-line bg-surface-raised p-1 text-sm shadow-pop">
          <p className="truncate px-3 py-2 text-xs text-fg-muted">
            {/* The account's own role; an admin previewing as a user sees the role it acts as. */}
            {props.user.username} · {t(`roles.${props.storedRole === "admin" ? props.role : props.storedRole}`)}
          </p>
          {props.storedRole === "admin" ? (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="switchRole" />
              <input type="hidden" name="redirectTo" value={here} />
              <MenuButton icon={<Repeat className="size-4" aria-hidden="true" />} testId="switch-role">
                {t("navbar.switchRoles")}
              </MenuButton>
            </Form>
          ) : null}
          <MenuLink href={`${base}/user/info`} icon={<UserRound className="size-4" aria-hidden="true" />}>
            {t("navbar.userCenter")}
          </MenuLink>
          <MenuLink href={`${base}/user/setting`} icon={<Settings className="size-4" aria-hidden="true" />}>
            {t("navbar.userSettings")}
          </MenuLink>
          <MenuLink
            href={`${base}/user/setting?tab=security`}
            icon={<KeyRound className="size-4" aria-hidden="true" />}
          >
            {t("navbar.accountSecurity")}
          </MenuLink>
          <Form method="post" action={props.logoutAction}>
            <MenuButton icon={<LogOut className="size-4" aria-hidden="true" />}>{t("navbar.logout")}</MenuButton>
          </Form>
        </div>
      </details>
    </div>
  );
}

function MenuButton({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <button
      type="submit"
      className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-fg hover:bg-surface-muted"
      data-testid={testId}
    >
      {icon}
      {children}
    </button>
  );
}

function MenuLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const { Link } = useConsoleRouting();
  return (
    <Link href={href} className="flex items-center gap-2 rounded px-3 py-2 text-fg hover:bg-surface-muted">
      {icon}
      {children}
    </Link>
  );
}

/** Full screen needs the browser API, so the button only appears once hydrated. */
function FullscreenToggle() {
  const { t } = useTranslation("console");
  const isClient = useIsClient();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  if (!isClient || !document.fullscreenEnabled) return null;
  const label = t(active ? "navbar.exitFullscreen" : "navbar.fullscreen");
  return (
    <button
      type="button"
      className={cn(iconButton, wideOnly)}
      aria-label={label}
      title={label}
      onClick={() => void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen())}
    >
      {active ? <Minimize className="size-4" aria-hidden="true" /> : <Maximize className="size-4" aria-hidden="true" />}
    </button>
  );
}
