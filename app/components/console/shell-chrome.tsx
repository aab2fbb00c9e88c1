/**
 * The console's contribution to the admin shell, built from the layout loader's console data: the settings
 * frame, the template menu groups for the sider, the navbar extras, the settings drawer (or its fixed button
 * when the navbar is hidden), the footer and the tab bar.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { LOCALE_NAMES, localeSwitchHref } from "~/lib/i18n/locale-switch";
import { useLocaleSwitched } from "~/lib/i18n/use-locale-switch";
import type { ServerMenuGroup } from "~/lib/console/menu";
import type { MessageBox } from "~/lib/console/messages";
import type { ConsoleSettings } from "~/lib/console/settings";
import type { ConsoleMessage } from "~/lib/content/console-schema";
import { ConsoleFrame } from "./console-frame";
import { adminNavFor } from "~/components/admin/shell";
import { ConsoleMenu } from "./console-menu";
import { ConsoleMobileMenu } from "./mobile-menu";
import { NavbarExtras } from "./navbar-extras";
import { RemixConsoleRouting } from "./remix-routing";
import { ConsoleRoleProvider } from "./role-gate";
import { SettingsDrawer } from "./settings-drawer";
import { TabBar } from "./tab-bar";
import { ConsoleTopMenu } from "./top-menu";

export interface ConsoleChromeData {
  settings: ConsoleSettings;
  role: string;
  storedRole: string;
  messages: MessageBox<ConsoleMessage>;
  settingsOpen: boolean;
  /** The signed-in user's avatar URL ("" when none was uploaded). */
  avatar?: string;
  /** The server's menu when "Menu From Server" is on, else null. */
  serverMenu?: ServerMenuGroup[] | null;
}

export interface ConsoleShellChromeProps {
  data: ConsoleChromeData;
  base: string;
  locale: string;
  user: { name: string; username: string };
  /** pathname + search of the current page. */
  here: string;
  /** The current console path relative to the base ("list/card"), or "" elsewhere. */
  consolePath: string;
  /** Renders the admin shell with the console pieces in its slots. */
  children: (chrome: {
    navbar: boolean;
    menu: boolean;
    menuWidth: number;
    footer: ReactNode | null;
    siderExtra: ReactNode;
    navbarExtra: ReactNode;
    floating: ReactNode;
    tabBar: ReactNode | null;
    topNav?: ReactNode;
    mobileNav: (adminNav: ReactNode) => ReactNode;
  }) => ReactNode;
}

function withParam(here: string, key: string, value: string | null): string {
  const url = new URL(here, "http://x");
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export function ConsoleShellChrome({ data, base, locale, user, here, consolePath, children }: ConsoleShellChromeProps) {
  const { t } = useTranslation(["console", "admin"]);
  const { settings } = data;
  const pathname = new URL(here, "http://x").pathname;
  const siderMenu = (
    <ConsoleMenu
      userRole={data.role}
      current={consolePath}
      fromServer={data.serverMenu ? { endpoint: `${base}/console/menu`, initial: data.serverMenu } : undefined}
    />
  );
  const action = `${base}/console`;
  const closeHref = withParam(here, "settings", null);
  const openHref = withParam(here, "settings", "open");
  const drawerProps = {
    settings,
    action,
    redirectTo: data.settingsOpen ? openHref : closeHref,
    initiallyOpen: data.settingsOpen,
    closeHref,
    openHref,
    languages: SUPPORTED_LOCALES.map((lng) => ({
      locale: lng,
      label: LOCALE_NAMES[lng],
      href: localeSwitchHref(closeHref, lng),
      current: locale === lng,
    })),
  };
  // Only the page a language link led to confirms the switch (not a reload, nor the next switch's page).
  const languageChanged = useLocaleSwitched();
  return (
    <RemixConsoleRouting base={base}>
      <ConsoleRoleProvider value={data.role}>
        <ConsoleFrame settings={settings} languageChanged={languageChanged} className="min-h-screen">
          {children({
            navbar: settings.navbar,
            menu: settings.menu,
            menuWidth: settings.menuWidth,
            siderExtra: siderMenu,
            topNav: settings.topMenu ? (
              <ConsoleTopMenu
                userRole={data.role}
                current={consolePath}
                pathname={pathname}
                adminItems={adminNavFor(data.role).map(({ to, label }) => ({ href: `${base}/${to}`, label: t(`admin:${label}`) }))}
              />
            ) : undefined,
            mobileNav: (adminNav) => (
              <ConsoleMobileMenu locationKey={pathname}>
                {adminNav}
                {siderMenu}
              </ConsoleMobileMenu>
            ),
            navbarExtra: (
              <NavbarExtras
                settings={settings}
                role={data.role}
                storedRole={data.storedRole}
                user={{ ...user, avatar: data.avatar }}
                locale={locale}
                here={closeHref}
                action={action}
                logoutAction={`${base}/logout`}
                docsHref={`${base}/help`}
                messages={{ box: data.messages, moreHref: `${base}/messages` }}
                settingsTrigger={settings.navbar ? <SettingsDrawer {...drawerProps} /> : null}
              />
            ),
            floating: settings.navbar ? null : <SettingsDrawer {...drawerProps} fixedTrigger />,
            footer: settings.footer ? (
              <footer className="flex h-10 items-center justify-center text-fg-muted">{t("console:footer")}</footer>
            ) : null,
            tabBar: settings.tabBar ? <TabBar current={closeHref} base={base} /> : null,
          })}
        </ConsoleFrame>
      </ConsoleRoleProvider>
    </RemixConsoleRouting>
  );
}
