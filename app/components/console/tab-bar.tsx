/**
 * The tab bar of opened pages (when enabled in the settings). The list lives in the browser's session
 * storage; without JavaScript only the current page's tab shows. The first tab (Workplace) cannot be closed.
 */
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CONSOLE_MENU_PATHS } from "~/lib/console/menu";
import { cn } from "~/lib/utils/cn";
import { useConsoleRouting } from "./routing";

const STORAGE_KEY = "console-tabs";

function labelOf(path: string, base: string): string | null {
  const relative = path.split("?")[0]?.replace(`${base}/`, "") ?? "";
  const entry = CONSOLE_MENU_PATHS.find((item) => item.path === relative);
  return entry ? `menu.${entry.label}` : null;
}

export function TabBar({ current, base }: { current: string; base: string }) {
  const { t } = useTranslation("console");
  const { Link } = useConsoleRouting();
  const home = `${base}/dashboard/workplace`;
  const currentPath = current.split("?")[0] ?? current;
  const [tabs, setTabs] = useState<string[]>(() => [...new Set([home, currentPath])]);
  useEffect(() => {
    let stored: string[] = [];
    try {
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as string[];
    } catch {
      stored = [];
    }
    const next = [...new Set([home, ...stored.filter((p) => labelOf(p, base)), currentPath])].filter((p) =>
      labelOf(p, base),
    );
    setTabs(next);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  }, [base, currentPath, home]);
  const close = (path: string) => {
    const next = tabs.filter((p) => p !== path);
    setTabs(next);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  return (
    <nav aria-label={t("tabBar.label")} className="sticky top-navbar z-20 border-b border-line bg-surface px-4">
      <ul className="flex gap-1 overflow-x-auto py-1.5">
        {tabs.map((path) => {
          const label = labelOf(path, base);
          if (!label) return null;
          const active = path === currentPath;
          return (
            <li
              key={path}
              className={cn(
                "flex items-center rounded border border-line text-xs",
                active && "border-primary bg-primary-100",
              )}
            >
              <Link
                href={path}
                aria-current={active ? "page" : undefined}
                className={cn("px-2 py-1", active ? "text-primary" : "text-fg-muted")}
              >
                {t(label)}
              </Link>
              {path === home ? null : (
                <button
                  type="button"
                  onClick={() => close(path)}
                  className="px-1 text-fg-subtle hover:text-fg"
                  aria-label={t("tabBar.close", { name: t(label) })}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
