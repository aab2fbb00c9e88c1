import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NavLink } from "~/lib/site/view-models";
import { LanguageSwitch } from "./language-switch";

/**
 * The phone menu. Server-rendered as a <details> disclosure, which opens without JavaScript; once hydrated it
 * becomes a Radix Dialog sheet (focus trap, Escape, scroll lock). Hidden on wide screens.
 */
export function MobileMenu({ nav, locale }: { nav: NavLink[]; locale: string }) {
  const { t } = useTranslation("site");
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpen(false), [pathname]);

  const buttonClass =
    "inline-flex size-10 items-center justify-center rounded text-white hover:bg-navy-light focus-visible:outline-white";

  if (!hydrated) {
    return (
      <details className="group ml-auto lg:hidden">
        <summary className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t("nav.openMenu")}</span>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto bg-surface px-4 py-4 text-fg shadow-pop">
          <MenuTree nav={nav} />
          <LanguageSwitch locale={locale} className="mt-4 border-t border-line pt-4" />
        </div>
      </details>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${buttonClass} ml-auto lg:hidden`}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[86vw] max-w-sm flex-col bg-surface text-fg shadow-pop focus:outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-base font-semibold">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded hover:bg-surface-muted">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <MenuTree nav={nav} />
          </div>
          <LanguageSwitch locale={locale} className="border-t border-line px-4 py-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuTree({ nav }: { nav: NavLink[] }) {
  const { t } = useTranslation("site");
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="divide-y divide-line">
        {nav.map((item) => (
          <li key={item.id} className="py-2">
            <Link to={item.href} className="block rounded py-2 text-base font-semibold">
              {item.label}
            </Link>
            {item.children.length > 0 ? (
              <ul className="grid grid-cols-2 gap-x-2 pb-1">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.href} className="block rounded py-2 text-sm text-fg-muted hover:text-primary-700">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
