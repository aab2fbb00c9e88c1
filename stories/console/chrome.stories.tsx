import type { Meta, StoryObj } from "@storybook/react-vite";
import { INITIAL_VIEWPORTS } from "storybook/viewport";
import { ConsoleFrame } from "~/components/console/console-frame";
import { ConsoleMenu } from "~/components/console/console-menu";
import { MessageBoxButton, MessageBoxPanel } from "~/components/console/message-box";
import { ConsoleMobileMenu } from "~/components/console/mobile-menu";
import { NavbarExtras } from "~/components/console/navbar-extras";
import { ConsoleRoleProvider, RoleGate } from "~/components/console/role-gate";
import { SettingsDrawer, SettingsPanel } from "~/components/console/settings-drawer";
import { ConsoleTopMenu } from "~/components/console/top-menu";
import { Button } from "~/components/ui/button";
import { groupMessages } from "~/lib/console/messages";
import type { ConsoleRole } from "~/lib/console/roles";
import { BASE, messageBox, messages, settings } from "./fixtures";

/**
 * The console's frame around every screen: the navbar's tools (messages, language, theme, settings, account), the
 * side menu as each role sees it, the top-menu layout, the phone menu, the settings drawer and the role gate
 * that removes what a role may not do. Each works without JavaScript (links, details, server posts) and is
 * enhanced with it.
 */
const meta = {
  title: "Console/Chrome",
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const boxProps = {
  action: `${BASE}/console-action`,
  redirectTo: `${BASE}/dashboard/workplace`,
  moreHref: `${BASE}/messages`,
};
const settingsProps = {
  settings,
  action: `${BASE}/console-action`,
  redirectTo: `${BASE}/dashboard/workplace?settings=open`,
  closeHref: `${BASE}/dashboard/workplace`,
  openHref: `${BASE}/dashboard/workplace?settings=open`,
  languages: [
    { locale: "zh-CN", label: "中文", href: "?lng=zh-CN", current: true },
    { locale: "en-US", label: "English", href: "?lng=en-US", current: false },
  ],
};

export const MessageBox: Story = { render: () => <MessageBoxPanel box={messageBox} {...boxProps} /> };
export const MessageBoxAllRead: Story = {
  render: () => (
    <MessageBoxPanel box={groupMessages(messages.map((m) => ({ ...m, status: 1 as const })))} {...boxProps} />
  ),
};
export const MessageBoxEmpty: Story = { render: () => <MessageBoxPanel box={groupMessages([])} {...boxProps} /> };
export const MessageBell: Story = {
  render: () => (
    <div className="flex h-[480px] justify-end">
      <MessageBoxButton box={messageBox} {...boxProps} />
    </div>
  ),
};
export const SettingsContent: Story = {
  render: () => (
    <div className="w-[300px] border border-line p-4">
      <SettingsPanel {...settingsProps} />
    </div>
  ),
};
export const SettingsChanged: Story = {
  render: () => (
    <div className="w-[300px] border border-line p-4">
      <SettingsPanel
        {...settingsProps}
        settings={{ ...settings, navbar: false, tabBar: true, colorWeak: true, themeColor: "#00B42A", menuWidth: 260 }}
      />
    </div>
  ),
};
export const SettingsDrawerTrigger: Story = { render: () => <SettingsDrawer {...settingsProps} /> };
export const SettingsFixedButton: Story = { render: () => <SettingsDrawer {...settingsProps} fixedTrigger /> };
/** An admin-only button as the given role sees it. */
const roleGate = (role: ConsoleRole, outcome: string): Story => ({
  render: () => (
    <ConsoleRoleProvider value={role}>
      <RoleGate roles={["admin"]}>
        <Button variant="primary">Admin only</Button>
      </RoleGate>
      <p className="mt-2 text-fg-muted">
        role = {role}: {outcome}
      </p>
    </ConsoleRoleProvider>
  ),
});
export const RoleGateAdmin = roleGate("admin", "the button shows");
export const RoleGateUser = roleGate("user", "the button is removed");

const navbarProps = {
  settings,
  role: "admin",
  storedRole: "admin",
  user: { name: "王立群", username: "admin" },
  locale: "zh-CN",
  here: `${BASE}/dashboard/workplace`,
  action: `${BASE}/console-action`,
  logoutAction: `${BASE}/logout`,
  docsHref: `${BASE}/help`,
  messages: { box: messageBox, moreHref: `${BASE}/messages` },
};

/** The navbar as the console shows it: the product name on the left, its tools on the right. */
export const Navbar: Story = {
  name: "Navbar with its tools",
  render: () => (
    <div className="h-[520px] bg-surface-muted">
      <header className="flex h-navbar items-center justify-between border-b border-line bg-surface px-4">
        <span className="font-semibold text-fg">文旅云管理后台</span>
        <NavbarExtras {...navbarProps} settingsTrigger={<SettingsDrawer {...settingsProps} />} />
      </header>
    </div>
  ),
};
export const NavbarDark: Story = {
  name: "Navbar with its tools, dark theme",
  globals: { theme: "dark" },
  render: () => (
    <ConsoleFrame settings={{ ...settings, theme: "dark" }} documentTheme={false}>
      <header className="flex h-navbar items-center justify-between border-b border-line bg-surface px-4">
        <span className="font-semibold text-fg">文旅云管理后台</span>
        <NavbarExtras {...navbarProps} settings={{ ...settings, theme: "dark" }} />
      </header>
    </ConsoleFrame>
  ),
};
export const MenuAsAdmin: Story = {
  render: () => (
    <div className="w-[220px] border border-line">
      <ConsoleMenu userRole="admin" current="list/search-table" />
    </div>
  ),
};
export const MenuAsUser: Story = {
  render: () => (
    <div className="w-[220px] border border-line">
      <ConsoleMenu userRole="user" current="dashboard/workplace" />
    </div>
  ),
};
/**
 * Two console settings applied by the frame: "colour weak" mode (a filter for colour-blind users) and a theme
 * colour other than the brand blue (here green, #00B42A), which every primary control takes.
 */
export const ColourWeakModeAndGreenTheme: Story = {
  name: "Frame settings: colour-weak mode and a green theme colour",
  // The frame's theme follows the toolbar, as the console's own setting and its page always agree.
  render: (_args, { globals }) => (
    <ConsoleFrame
      documentTheme={false}
      settings={{
        ...settings,
        theme: globals.theme === "dark" ? "dark" : "light",
        colorWeak: true,
        themeColor: "#00B42A",
      }}
    >
      <div className="space-x-2 p-4">
        <Button variant="primary">Primary</Button>
        <Button variant="outline">Outline</Button>
      </div>
    </ConsoleFrame>
  ),
};

const contentLinks = [
  { label: "公司信息", href: `${BASE}/company_info` },
  { label: "文章管理", href: `${BASE}/articleList` },
];

/** Top-menu layout: the menu as drop-downs in the navbar (shown from the lg breakpoint). */
export const TopMenu: Story = {
  parameters: { viewport: { defaultViewport: "responsive" } },
  render: () => (
    <div className="flex h-[420px] items-start border-b border-line bg-surface">
      <div className="flex h-14 w-full items-center">
        <ConsoleTopMenu
          userRole="admin"
          current="list/search-table"
          pathname={`${BASE}/list/search-table`}
          adminItems={contentLinks}
        />
      </div>
    </div>
  ),
};

/** Phone menu: the navbar button that opens every menu entry (a drawer once hydrated). */
export const PhoneMenu: Story = {
  name: "Phone menu (375 px)",
  globals: { viewport: { value: "iphonex", isRotated: false } },
  render: () => (
    <div className="h-[520px]">
      <ConsoleMobileMenu locationKey="workplace">
        <ConsoleMenu userRole="admin" current="dashboard/workplace" />
      </ConsoleMobileMenu>
    </div>
  ),
};
