/**
 * The settings drawer (300 px): every switch posts one change to the server, which stores it in the settings
 * cookie and renders the new layout, so it works with JavaScript off and never flashes. With JavaScript it
 * opens as a Radix drawer; without, the trigger is a link to `?settings=open` and the server renders it open.
 */
import Check from "lucide-react/icons/check";
import Settings from "lucide-react/icons/settings";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { useIsClient } from "~/components/ui/client-only";
import { LazyDrawer as Drawer } from "~/components/ui/lazy-drawer";
import { NumberInput } from "~/components/ui/number-input";
import { useToast, type ToastContent } from "~/components/ui/toast";
import {
  MENU_WIDTH_MAX,
  MENU_WIDTH_MIN,
  THEME_COLORS,
  settingsJson,
  type SettingSwitch,
} from "~/lib/console/settings-view";
import type { ConsoleSettings } from "~/lib/console/settings";
import { cn } from "~/lib/utils/cn";
import { useConsoleRouting } from "./routing";

export interface SettingsDrawerProps {
  settings: ConsoleSettings;
  /** Where the settings forms post. */
  action: string;
  /** The page to come back to (with `settings=open` so the drawer stays open without JavaScript). */
  redirectTo: string;
  /** Open on first render (the server saw `?settings=open`). */
  initiallyOpen?: boolean;
  /** The page without `settings=open`, for the no-JavaScript close link. */
  closeHref: string;
  /** The page with `settings=open`, for the no-JavaScript trigger. */
  openHref: string;
  /** Language links (current locale first is fine); `href` switches with `?lng=`. */
  languages: { locale: string; label: string; href: string; current: boolean }[];
  /** Render the trigger as the fixed corner button (used when the navbar is hidden). */
  fixedTrigger?: boolean;
}

const CONTENT_SWITCHES: SettingSwitch[] = ["navbar", "menu", "topMenu", "footer", "tabBar", "menuFromServer"];

export function SettingsDrawer(props: SettingsDrawerProps) {
  const { t } = useTranslation("console");
  const toast = useToast();
  const isClient = useIsClient();
  const [open, setOpen] = useState(Boolean(props.initiallyOpen));
  // The trigger is a link to the open drawer's URL before hydration, a button after: the same look and name.
  const trigger = {
    className: props.fixedTrigger
      ? "fixed right-0 top-1/3 z-40 flex size-10 items-center justify-center rounded-l-md bg-primary text-primary-foreground shadow-pop"
      : "flex size-8 items-center justify-center rounded-full border border-line text-fg-muted hover:bg-surface-muted hover:text-fg",
    "aria-label": t("settings.open"),
    title: t("settings.open"),
    "data-testid": "settings-trigger",
  };
  const icon = <Settings className={props.fixedTrigger ? "size-5" : "size-4"} aria-hidden="true" />;

  if (!isClient) {
    return (
      <>
        <a href={props.openHref} {...trigger}>
          {icon}
        </a>
        {props.initiallyOpen ? (
          <aside
            aria-labelledby="console-settings-title"
            className="fixed inset-y-0 right-0 z-50 flex w-[300px] max-w-full flex-col border-l border-line bg-surface-raised text-sm text-fg shadow-pop"
            data-testid="settings-drawer"
          >
            <h2 id="console-settings-title" className="border-b border-line px-5 py-4 text-base font-medium">
              {t("settings.title")}
            </h2>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <SettingsPanel {...props} />
            </div>
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-3">
              <SettingsJsonBox settings={props.settings} />
              <ButtonLink href={props.closeHref} variant="secondary">
                {t("settings.close")}
              </ButtonLink>
            </div>
          </aside>
        ) : null}
      </>
    );
  }

  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={t("settings.title")}
      description={t("settings.alert")}
      width={300}
      closeLabel={t("settings.close")}
      trigger={
        <button type="button" {...trigger}>
          {icon}
        </button>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("settings.close")}
          </Button>
          <Button variant="primary" onClick={() => void copySettings(props.settings, t, toast)}>
            {t("settings.copy")}
          </Button>
        </>
      }
    >
      <div data-testid="settings-drawer">
        <SettingsPanel {...props} />
      </div>
    </Drawer>
  );
}

/**
 * Without JavaScript nothing can reach the clipboard: Copy Settings opens the JSON in a read-only box to select
 * and copy by hand.
 */
function SettingsJsonBox({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation("console");
  return (
    <details className="group w-full" data-testid="settings-json">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center rounded bg-primary px-4 text-sm text-primary-foreground hover:bg-primary-500 dark:bg-primary-400 [&::-webkit-details-marker]:hidden">
        {t("settings.copy")}
      </summary>
      <label className="mt-3 block text-xs text-fg-muted" htmlFor="console-settings-json">
        {t("settings.jsonHint")}
      </label>
      <textarea
        id="console-settings-json"
        readOnly
        rows={10}
        className="mt-1 w-full resize-y rounded border border-line bg-surface-muted p-2 font-mono text-xs text-fg"
        defaultValue={settingsJson(settings)}
      />
    </details>
  );
}

/** Puts `text` on the clipboard: the Clipboard API, or a selected text area and the copy command where it is missing. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not a secure page): try the copy command below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("copy refused");
  } finally {
    area.remove();
  }
}

async function copySettings(
  settings: ConsoleSettings,
  t: (key: string) => string,
  toast: (content: ToastContent) => void,
) {
  try {
    await writeClipboard(settingsJson(settings));
    toast({ tone: "success", title: t("settings.copied"), id: "settings-copied" });
  } catch {
    toast({ tone: "error", title: t("settings.copyFailed"), id: "settings-copied" });
  }
}

/** The drawer's content: switches, menu width, theme colour, language and the notice. */
export function SettingsPanel({ settings, action, redirectTo, languages }: SettingsDrawerProps) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const hidden = <input type="hidden" name="redirectTo" value={redirectTo} />;
  const toggle = (key: SettingSwitch | "theme") => {
    const on = key === "theme" ? settings.theme === "dark" : settings[key];
    return (
      <Form method="post" action={action} className="flex items-center justify-between py-2" key={key}>
        {hidden}
        {key === "theme" ? (
          <input type="hidden" name="theme" value={on ? "light" : "dark"} />
        ) : (
          <input type="hidden" name="key" value={key} />
        )}
        <span id={`setting-${key}`}>{t(`settings.${key}`)}</span>
        <button
          type="submit"
          name="intent"
          value={key === "theme" ? "theme" : "toggle"}
          role="switch"
          aria-checked={on}
          aria-labelledby={`setting-${key}`}
          data-setting={key}
          className={cn(
            "relative h-6 w-10 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
            on ? "bg-primary" : "bg-line-strong",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              on && "translate-x-4",
            )}
          />
        </button>
      </Form>
    );
  };
  return (
    <div className="space-y-5 text-sm">
      <Section title={t("settings.content")}>
        {CONTENT_SWITCHES.map((key) => toggle(key))}
        <Form method="post" action={action} className="flex items-center justify-between gap-3 py-2">
          {hidden}
          <label htmlFor="setting-menuWidth">{t("settings.menuWidth")}</label>
          <div className="flex items-center gap-2">
            <NumberInput
              id="setting-menuWidth"
              name="menuWidth"
              min={MENU_WIDTH_MIN}
              max={MENU_WIDTH_MAX}
              step={10}
              defaultValue={settings.menuWidth}
              size="small"
              wrapperClassName="w-28"
            />
            <Button type="submit" name="intent" value="menuWidth" size="small" variant="outline">
              {t("settings.apply")}
            </Button>
          </div>
        </Form>
      </Section>
      <Section title={t("settings.other")}>
        {toggle("colorWeak")}
        {toggle("theme")}
        <Form method="post" action={action} className="py-2">
          {hidden}
          <input type="hidden" name="intent" value="themeColor" />
          <fieldset>
            <legend className="mb-2">{t("settings.themeColor")}</legend>
            <div className="flex flex-wrap gap-2">
              {THEME_COLORS.map((color) => (
                <button
                  key={color}
                  type="submit"
                  name="themeColor"
                  value={color}
                  aria-pressed={settings.themeColor.toUpperCase() === color}
                  aria-label={color}
                  title={color}
                  className="flex size-7 items-center justify-center rounded border border-line text-white"
                  // The swatch shows the colour itself: it is data, not a style choice.
                  style={{ background: color }}
                >
                  {settings.themeColor.toUpperCase() === color ? <Check className="size-4" aria-hidden="true" /> : null}
                </button>
              ))}
            </div>
          </fieldset>
        </Form>
        <div className="flex items-center justify-between py-2">
          <span id="setting-language">{t("settings.language")}</span>
          <ul aria-labelledby="setting-language" className="flex gap-1">
            {languages.map((language) => (
              <li key={language.locale}>
                <a
                  href={language.href}
                  hrefLang={language.locale}
                  aria-current={language.current ? "true" : undefined}
                  className={cn(
                    "rounded px-2 py-1 hover:bg-surface-muted",
                    language.current && "bg-primary-100 text-primary",
                  )}
                >
                  {language.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Alert type="info">{t("settings.alert")}</Alert>
      <Form method="post" action={action}>
        {hidden}
        <Button type="submit" name="intent" value="reset" variant="text" size="small">
          {t("settings.reset")}
        </Button>
      </Form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 font-medium text-fg">{title}</h3>
      <div className="divide-y divide-line">{children}</div>
    </section>
  );
}
