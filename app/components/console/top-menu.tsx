/**
 * The settings drawer's "top menu" layout (docs/product.md §4): the menu as a horizontal bar in the navbar centre,
 * one drop-down per group. Each drop-down is a `<details>` element sharing one `name`, so opening one closes the
 * others and the whole menu works without JavaScript; with it, a click outside or a navigation closes them.
 */
import type { LucideIcon } from "lucide-react";
import ChevronDown from "lucide-react/icons/chevron-down";
import FolderCog from "lucide-react/icons/folder-cog";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { cn } from "~/lib/utils/cn";
import { MenuItemList, consoleMenuFor } from "./console-menu";
import { useConsoleRouting } from "./routing";

export interface TopMenuGroup {
  key: string;
  label: string;
  icon: LucideIcon;
  items: { label: string; href: string; current: boolean }[];
}

export interface ConsoleTopMenuProps {
  /** The role the console acts as (screens it may not open are left out). */
  userRole: string;
  /** The current console path ("list/card"), or "" elsewhere. */
  current: string;
  /** The current pathname, to mark the active content-management link. */
  pathname: string;
  /** The content-management links (label already translated, href absolute). */
  adminItems: { label: string; href: string }[];
}

/** The groups of the top menu: content management first, then the console groups the role may open. */
export function topMenuGroups(
  t: (key: string) => string,
  { userRole, current, pathname, adminItems, base }: ConsoleTopMenuProps & { base: string },
): TopMenuGroup[] {
  return [
    {
      key: "content",
      label: t("menu.content"),
      icon: FolderCog,
      items: adminItems.map((item) => ({ ...item, current: pathname.startsWith(item.href) })),
    },
    ...consoleMenuFor(userRole).map(({ key, icon, items }) => ({
      key,
      label: t(`menu.${key}`),
      icon,
      items: items.map(([label, path]) => ({
        label: t(`menu.${label}`),
        href: `${base}/${path}`,
        current: path === current,
      })),
    })),
  ];
}

function closeDropdowns(root: HTMLElement | null) {
  root?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
}

export function ConsoleTopMenu(props: ConsoleTopMenuProps) {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = props;
  useEffect(() => closeDropdowns(ref.current), [pathname]);
  useEffect(() => {
    const closeAll = () => closeDropdowns(ref.current);
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAll();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const groups = topMenuGroups(t, { ...props, base });
  return (
    <nav
      ref={ref}
      aria-label={t("menu.top")}
      className="mx-3 hidden min-w-0 flex-1 justify-center lg:flex"
      data-testid="top-menu"
    >
      <ul className="flex items-center gap-0.5">
        {groups.map(({ key, label, icon: Icon, items }) => {
          const active = items.some((item) => item.current);
          return (
            <li key={key}>
              <details name="console-top-menu" className="group relative">
                <summary
                  title={label}
                  className={cn(
                    "flex h-9 cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded px-2 text-sm hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary xl:px-3 [&::-webkit-details-marker]:hidden",
                    active ? "font-medium text-primary" : "text-fg-muted",
                  )}
                >
                  {/* Narrow desktops get icons, wider ones labels, the widest both with a chevron. */}
                  <Icon className="size-4 shrink-0 xl:hidden 2xl:block" aria-hidden="true" />
                  <span className="sr-only xl:not-sr-only">{label}</span>
                  <ChevronDown
                    className="hidden size-3.5 transition-transform group-open:rotate-180 2xl:block"
                    aria-hidden="true"
                  />
                </summary>
                <MenuItemList
                  look="dropdown"
                  className="absolute left-0 top-11 z-50 min-w-44 space-y-0.5 rounded-md border border-line bg-surface-raised p-1 shadow-pop"
                  items={items}
                />
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
