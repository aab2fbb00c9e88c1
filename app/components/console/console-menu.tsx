/**
 * The template's menu groups (Dashboard, Data Visualization, List, Form, Profile, Result, Exception, User
 * Center) for the admin sider, beside the content menus. Screens the acting role may not open are left out,
 * and so are groups left empty.
 */
import AlertTriangle from "lucide-react/icons/alert-triangle";
import BarChart3 from "lucide-react/icons/bar-chart-3";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import ChevronDown from "lucide-react/icons/chevron-down";
import FileText from "lucide-react/icons/file-text";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import List from "lucide-react/icons/list";
import SquarePen from "lucide-react/icons/square-pen";
import UserRound from "lucide-react/icons/user-round";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Server from "lucide-react/icons/server";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { useIsClient } from "~/components/ui/client-only";
import type { ServerMenuGroup } from "~/lib/console/menu";
import { checkRoles, rolesForScreen } from "~/lib/console/roles";
import { cn } from "~/lib/utils/cn";
import { useConsoleRouting } from "./routing";

export const CONSOLE_MENU = [
  {
    key: "dashboard",
    icon: LayoutDashboard,
    items: [
      ["workplace", "dashboard/workplace"],
      ["monitor", "dashboard/monitor"],
    ],
  },
  {
    key: "visualization",
    icon: BarChart3,
    items: [
      ["dataAnalysis", "visualization/data-analysis"],
      ["multiDimension", "visualization/multi-dimension-data-analysis"],
    ],
  },
  {
    key: "list",
    icon: List,
    items: [
      ["searchTable", "list/search-table"],
      ["cardList", "list/card"],
    ],
  },
  {
    key: "form",
    icon: SquarePen,
    items: [
      ["stepForm", "form/step"],
      ["groupForm", "form/group"],
    ],
  },
  { key: "profile", icon: FileText, items: [["basicProfile", "profile/basic"]] },
  {
    key: "result",
    icon: CheckCircle2,
    items: [
      ["success", "result/success"],
      ["error", "result/error"],
    ],
  },
  {
    key: "exception",
    icon: AlertTriangle,
    items: [
      ["403", "exception/403"],
      ["404", "exception/404"],
      ["500", "exception/500"],
    ],
  },
  {
    key: "user",
    icon: UserRound,
    items: [
      ["userInfo", "user/info"],
      ["userSetting", "user/setting"],
    ],
  },
] as const;

/** The menu groups visible to a role. */
export function consoleMenuFor(role: string) {
  return CONSOLE_MENU.map((group) => ({
    ...group,
    items: group.items.filter(([, path]) => checkRoles(role, rolesForScreen(path))),
  })).filter((group) => group.items.length > 0);
}

export interface ConsoleMenuProps {
  /** The role the console acts as. */
  userRole: string;
  /** The current path relative to the admin base ("list/card"), to mark the active item. */
  current: string;
  collapsed?: boolean;
  /**
   * "Menu From Server" is on: the menu comes from `endpoint` (fetched once per page load and role, with a
   * loading line meanwhile); `initial` is the same menu sent with the page, shown until then and without
   * JavaScript.
   */
  fromServer?: { endpoint: string; initial: ServerMenuGroup[] };
}

type MenuGroup = { key: string; icon: (typeof CONSOLE_MENU)[number]["icon"]; items: (readonly [string, string])[] };

/** The built-in groups of a role, or the server's groups with the built-in icons. */
function menuGroups(role: string, server: ServerMenuGroup[] | null): MenuGroup[] {
  if (!server) return consoleMenuFor(role).map((group) => ({ ...group, items: [...group.items] }));
  return server.map((group) => ({
    key: group.key,
    icon: CONSOLE_MENU.find((g) => g.key === group.key)?.icon ?? List,
    items: group.items.map((item) => [item.label, item.path] as const),
  }));
}

/** Server menus fetched in this page load, by endpoint and role (the sider and the phone menu share one fetch). */
const serverMenus = new Map<string, Promise<ServerMenuGroup[]>>();

/** A loading line stays up at least this long, so it is seen rather than flickering. */
const MIN_LOADING_MS = 300;

function fetchServerMenu(endpoint: string, role: string): Promise<ServerMenuGroup[]> {
  const key = `${endpoint}|${role}`;
  let pending = serverMenus.get(key);
  if (!pending) {
    const wait = new Promise((resolve) => setTimeout(resolve, MIN_LOADING_MS));
    pending = fetch(endpoint, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`menu: HTTP ${response.status}`);
        const body = (await response.json()) as { groups: ServerMenuGroup[] };
        await wait;
        return body.groups;
      })
      .catch((error: unknown) => {
        serverMenus.delete(key);
        throw error;
      });
    serverMenus.set(key, pending);
  }
  return pending;
}

type ServerMenuState = { status: "loading" | "loaded" | "failed"; groups: ServerMenuGroup[] | null };

/** The server menu once fetched (null while "Menu From Server" is off, or before the page runs). */
function useServerMenu(fromServer: ConsoleMenuProps["fromServer"], role: string): ServerMenuState | null {
  const isClient = useIsClient();
  const endpoint = fromServer?.endpoint;
  const [state, setState] = useState<ServerMenuState | null>(null);
  useEffect(() => {
    if (!isClient || !endpoint) {
      setState(null);
      return;
    }
    let live = true;
    setState({ status: "loading", groups: null });
    fetchServerMenu(endpoint, role).then(
      (groups) => live && setState({ status: "loaded", groups }),
      () => live && setState({ status: "failed", groups: null }),
    );
    return () => {
      live = false;
    };
  }, [isClient, endpoint, role]);
  return state;
}

/** Collapsible groups (`<details>`, so they open without JavaScript); the current group starts open. */
export function ConsoleMenu({ userRole, current, collapsed = false, fromServer }: ConsoleMenuProps) {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  const fetched = useServerMenu(fromServer, userRole);
  const loading = fetched?.status === "loading";
  const server = fromServer ? (fetched?.groups ?? fromServer.initial) : null;
  const source = !fromServer ? "builtin" : loading ? "loading" : fetched?.status === "failed" ? "fallback" : "server";
  return (
    <div data-menu-source={source} aria-busy={loading || undefined}>
      {fromServer && !collapsed ? (
        <p
          className="flex items-center gap-2 px-5 pt-2 text-xs text-fg-subtle"
          role="status"
          data-testid="server-menu-status"
        >
          {loading ? (
            <LoaderCircle className="size-3.5 animate-spin text-primary" aria-hidden="true" />
          ) : (
            <Server className="size-3.5" aria-hidden="true" />
          )}
          {t(loading ? "menu.serverLoading" : fetched?.status === "failed" ? "menu.serverFailed" : "menu.fromServer")}
        </p>
      ) : null}
      <ConsoleMenuGroups
        groups={menuGroups(userRole, fetched?.status === "failed" ? null : server)}
        current={current}
        collapsed={collapsed}
        base={base}
        dimmed={loading}
      />
    </div>
  );
}

function ConsoleMenuGroups({
  groups,
  current,
  collapsed,
  base,
  dimmed,
}: {
  groups: MenuGroup[];
  current: string;
  collapsed: boolean;
  base: string;
  dimmed: boolean;
}) {
  const { t } = useTranslation("console");
  return (
    <ul className={cn("space-y-1 p-2 transition-opacity", dimmed && "opacity-60")} aria-label={t("menu.console")}>
      {groups.map(({ key, icon: Icon, items }) => {
        const open = items.some(([, path]) => path === current);
        return (
          <li key={key}>
            <details open={open} className="group">
              <summary
                className="flex h-10 cursor-pointer list-none items-center gap-3 rounded px-3 text-sm text-fg-muted hover:bg-surface-muted hover:text-fg [&::-webkit-details-marker]:hidden"
                title={collapsed ? t(`menu.${key}`) : undefined}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={cn("flex-1", collapsed && "sr-only")}>{t(`menu.${key}`)}</span>
                {collapsed ? null : (
                  <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
                )}
              </summary>
              <MenuItemList
                look="sider"
                className={cn("mt-1 space-y-1", !collapsed && "pl-7")}
                items={items.map(([label, path]) => ({
                  label: t(`menu.${label}`),
                  href: `${base}/${path}`,
                  current: path === current,
                }))}
              />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** Each look's classes for every entry, and for an entry that is not the current page. */
const MENU_ITEM_LOOKS = {
  sider: { item: "", idle: "text-fg-muted hover:bg-surface-muted hover:text-fg" },
  dropdown: { item: "whitespace-nowrap", idle: "text-fg hover:bg-surface-muted" },
} as const;

/**
 * A group's screens in a console menu, the current page highlighted: `sider` in the side menu and the phone
 * drawer, `dropdown` in the top menu's drop-downs.
 */
export function MenuItemList({
  items,
  look,
  className,
}: {
  items: readonly { label: string; href: string; current: boolean }[];
  look: keyof typeof MENU_ITEM_LOOKS;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <MenuItemLink look={look} href={item.href} current={item.current}>
            {item.label}
          </MenuItemLink>
        </li>
      ))}
    </ul>
  );
}

function MenuItemLink({
  href,
  current,
  look,
  children,
}: {
  href: string;
  current: boolean;
  look: keyof typeof MENU_ITEM_LOOKS;
  children: ReactNode;
}) {
  const { Link } = useConsoleRouting();
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex h-9 items-center rounded px-3 text-sm",
        MENU_ITEM_LOOKS[look].item,
        current ? "bg-primary-100 font-medium text-primary" : MENU_ITEM_LOOKS[look].idle,
      )}
    >
      {children}
    </Link>
  );
}
