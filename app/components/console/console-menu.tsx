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
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
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

/** Breadcrumb labels (translation keys) of a console path such as "list/search-table". */
export function consoleCrumbs(path: string): { group: string; page: string } | null {
  for (const group of CONSOLE_MENU) {
    const item = group.items.find(([, p]) => p === path);
    if (item) return { group: `menu.${group.key}`, page: `menu.${item[0]}` };
  }
  return null;
}

export interface ConsoleMenuProps {
  /** The role the console acts as. */
  userRole: string;
  /** The current path relative to the admin base ("list/card"), to mark the active item. */
  current: string;
  collapsed?: boolean;
}

/** Collapsible groups (<details>, so they open without JavaScript); the current group starts open. */
export function ConsoleMenu({ userRole, current, collapsed = false }: ConsoleMenuProps) {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  return (
    <ul className="space-y-1 p-2" aria-label={t("menu.console")}>
      {consoleMenuFor(userRole).map(({ key, icon: Icon, items }) => {
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
