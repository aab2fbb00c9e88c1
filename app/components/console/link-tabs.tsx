/**
 * Tabs that are links: each tab sets one query parameter (the first tab is the bare path), so switching works
 * without JavaScript and the server renders the chosen tab. Three looks from the reference: `line` (underlined,
 * User Setting), `segment` (a grey track, Workplace's popular content) and `pill` (rounded, Card List).
 */
import { cn } from "~/lib/utils/cn";
import { useConsoleRouting } from "./routing";

/** The URL of `tab`: the bare path for the first (default) tab, else `?param=tab`. */
export function tabHref<T extends string>(path: string, param: string, tabs: readonly T[], tab: T): string {
  return tab === tabs[0] ? path : `${path}?${param}=${tab}`;
}

const LOOKS = {
  line: {
    nav: "flex gap-1 border-b border-line px-5",
    tab: "-mb-px border-b-2 border-transparent px-3 py-3 text-fg-muted hover:text-fg",
    current: "border-primary text-primary",
  },
  segment: {
    nav: "flex rounded bg-surface-muted p-0.5",
    tab: "rounded px-3 py-1 text-xs text-fg-muted",
    current: "bg-surface text-primary shadow-card",
  },
  pill: {
    nav: "flex flex-wrap gap-2",
    tab: "rounded-full px-4 py-1 text-fg-muted hover:bg-surface-muted",
    current: "bg-surface font-medium text-primary shadow-card ring-1 ring-line hover:bg-surface",
  },
} as const;

export interface LinkTabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly T[];
  current: T;
  path: string;
  /** The query parameter that carries the tab. */
  param: string;
  text: (tab: T) => string;
  look: keyof typeof LOOKS;
  className?: string;
}

export function LinkTabs<T extends string>({
  label,
  tabs,
  current,
  path,
  param,
  text,
  look,
  className,
}: LinkTabsProps<T>) {
  const { Link } = useConsoleRouting();
  const classes = LOOKS[look];
  return (
    <nav aria-label={label} className={cn(classes.nav, className)}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          href={tabHref(path, param, tabs, tab)}
          aria-current={tab === current ? "page" : undefined}
          className={cn(classes.tab, tab === current && classes.current)}
        >
          {text(tab)}
        </Link>
      ))}
    </nav>
  );
}
