/**
 * The phone menu (below the lg breakpoint, where the sider is hidden): a navbar button that opens the whole menu.
 * Server-rendered as a `<details>` disclosure whose panel lists every entry, so it works without JavaScript;
 * once hydrated it is a button opening a Radix Dialog drawer from the left (focus trap, Escape, scroll lock),
 * closed again by any navigation.
 */
import Menu from "lucide-react/icons/menu";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { useIsClient } from "~/components/ui/client-only";
import { LazyDrawer as Drawer } from "~/components/ui/lazy-drawer";

export interface ConsoleMobileMenuProps {
  /** The menu entries (content links and console groups). */
  children: ReactNode;
  /** Changes on every navigation; the drawer closes when it does. */
  locationKey: string;
}

const buttonClass =
  "flex size-9 cursor-pointer list-none items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary lg:hidden [&::-webkit-details-marker]:hidden";

export function ConsoleMobileMenu({ children, locationKey }: ConsoleMobileMenuProps) {
  const { t } = useTranslation("console");
  const isClient = useIsClient();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [locationKey]);
  const icon = <Menu className="size-5" aria-hidden="true" />;

  if (!isClient) {
    return (
      <details className="lg:hidden" data-testid="mobile-menu">
        <summary className={buttonClass} aria-label={t("menu.open")} data-testid="mobile-menu-toggle">
          {icon}
        </summary>
        <nav
          aria-label={t("menu.title")}
          className="fixed inset-x-0 bottom-0 top-navbar z-50 overflow-y-auto border-t border-line bg-surface shadow-pop"
        >
          {children}
        </nav>
      </details>
    );
  }

  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      side="left"
      width={280}
      title={t("menu.title")}
      description={t("menu.description")}
      closeLabel={t("menu.close")}
      className="lg:hidden"
      trigger={
        <button
          type="button"
          className={buttonClass}
          aria-label={t("menu.open")}
          aria-haspopup="dialog"
          data-testid="mobile-menu-toggle"
        >
          {icon}
        </button>
      }
    >
      <nav aria-label={t("menu.title")} data-testid="mobile-menu">
        {children}
      </nav>
    </Drawer>
  );
}
