/**
 * Applies the console settings to what it wraps: dark theme, colour-weak filter (80 % invert), theme colour
 * (the --primary-1…10 variables) and menu width (--console-menu-width). All of it is decided on the server
 * from the settings cookie, so the first paint is already right; portals are kept in step by mirroring the
 * theme on `<html>` after hydration.
 */
import { useEffect, useMemo, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { PageToast, type ToastContent } from "~/components/ui/toast";
import type { ConsoleSettings } from "~/lib/console/settings";
import { themePalette } from "~/lib/console/settings-view";
import { cn } from "~/lib/utils/cn";

export interface ConsoleFrameProps {
  settings: ConsoleSettings;
  /**
   * The page was reached through a language link (the server says so: lib/i18n/locale-switch.server.ts):
   * confirm it, with a toast once the page runs and as a notice in the HTML without JavaScript.
   */
  languageChanged?: boolean;
  /** Whether the theme is also put on `<html>` (for portals); off where the frame is one of several on a page. */
  documentTheme?: boolean;
  className?: string;
  children: ReactNode;
}

/** The CSS variables a settings object implies. */
export function frameStyle(settings: ConsoleSettings): CSSProperties {
  const palette = themePalette(settings.themeColor);
  // Dark mode reverses the scale, except shade 6, the filled buttons' colour: it stays the theme colour, which
  // the palette keeps readable under white text (a lighter shade there fell to 2.7:1 for a green theme).
  const shades =
    settings.theme === "dark" ? [...palette].reverse().map((color, i) => (i === 5 ? palette[5]! : color)) : palette;
  const vars: Record<string, string> = { "--console-menu-width": `${settings.menuWidth}px` };
  if (settings.themeColor.toUpperCase() !== "#165DFF") {
    shades.forEach((color, i) => (vars[`--primary-${i + 1}`] = color));
  }
  return vars as CSSProperties;
}

export function ConsoleFrame({
  settings,
  languageChanged = false,
  documentTheme = true,
  className,
  children,
}: ConsoleFrameProps) {
  const { t } = useTranslation(["console", "admin"]);
  const dark = settings.theme === "dark";
  useEffect(() => {
    if (!documentTheme) return;
    const html = document.documentElement;
    const before = html.classList.contains("dark");
    html.classList.toggle("dark", dark);
    return () => {
      html.classList.toggle("dark", before);
    };
  }, [dark, documentTheme]);
  const languageToast = useMemo<ToastContent | null>(
    () => (languageChanged ? { tone: "success", title: t("navbar.languageChanged"), id: "language-changed" } : null),
    [languageChanged, t],
  );
  return (
    <div
      className={cn(
        dark && "dark",
        "bg-surface-muted text-fg",
        settings.colorWeak && "[filter:invert(80%)]",
        className,
      )}
      style={frameStyle(settings)}
      data-theme={settings.theme}
      data-color-weak={settings.colorWeak ? "true" : undefined}
      data-testid="console-frame"
    >
      <PageToast toast={languageToast} label={t("admin:toast.region")} />
      {children}
    </div>
  );
}
