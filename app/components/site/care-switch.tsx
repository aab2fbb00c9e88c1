import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { careSwitchHref } from "~/lib/site/site-modes";

/**
 * The care-mode switch (适老化): a plain link to /care-mode, which sets the visitor's cookie and comes back to
 * this page, so it works without JavaScript; the document reloads so the whole page takes the new look.
 */
export function CareSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("site");
  const { pathname, search } = useLocation();
  const care = useRouteLoaderData<{ care?: boolean }>("root")?.care === true;
  return (
    <a
      data-reload-document
      data-testid="care-switch"
      href={careSwitchHref(!care, `${pathname}${search}`)}
      title={care ? t("care.turnOff") : t("care.turnOn")}
      className={`min-h-9 items-center whitespace-nowrap rounded border border-current/40 px-2.5 text-sm hover:underline ${className}`}
    >
      {care ? t("care.standard") : t("care.on")}
      <span className="sr-only">{care ? ` — ${t("care.active")}` : ""}</span>
    </a>
  );
}
