import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useState, type ReactNode } from "react";
import { themes } from "storybook/theming";
import { toLocale, DEFAULT_LOCALE } from "../app/lib/i18n/config";
import { MessagesProvider } from "../app/lib/i18n/messages-context";
import { resources } from "../app/lib/i18n/resources";
import { demoArgs } from "../stories/demo/demo-text";
import "../app/styles/app.css";

type Theme = "light" | "dark";
const toTheme = (value: unknown): Theme => (value === "dark" ? "dark" : "light");

/**
 * Applies a story's locale and theme the way the app does: the locale's messages (every namespace, so the UI
 * components' built-in words and the public and console screens alike translate), and the `dark` class that
 * switches the design tokens (tailwind.config.ts / app.css: `.dark` and everything inside it).
 *
 * The theme is scoped to the story: its root element carries `dark` and the surface colour, so a Docs page that
 * shows a light story beside a dark one shows each as it is. Only a story shown alone (the Canvas, the checks)
 * also puts the class on <html>, so what it portals to <body> (dialogs, popovers, toasts) takes the theme too.
 * The Docs page around the stories follows the Theme toolbar (ThemedDocsContainer below), never a story.
 */
function LocaleAndTheme({
  locale,
  theme,
  alone,
  children,
}: {
  locale: string;
  theme: Theme;
  alone: boolean;
  children: ReactNode;
}) {
  const lng = toLocale(locale) ?? DEFAULT_LOCALE;
  useEffect(() => {
    if (!alone) return;
    document.documentElement.lang = lng;
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [lng, theme, alone]);
  return (
    <MessagesProvider locale={lng} messages={resources[lng]}>
      <div
        lang={lng}
        data-story-root=""
        data-theme={theme}
        className={theme === "dark" ? "dark bg-surface p-4 text-fg" : "bg-surface p-4 text-fg"}
      >
        {children}
      </div>
    </MessagesProvider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <LocaleAndTheme
    locale={String(context.globals.locale)}
    theme={toTheme(context.globals.theme)}
    alone={context.viewMode !== "docs"}
  >
    <Story />
  </LocaleAndTheme>
);

/** The stories' demo data in the story's language (stories/demo: args here, the stories' own JSX at render). */
const withDemoLanguage: Decorator = (Story, context) =>
  context.globals.locale === "en-US" ? <Story args={demoArgs(context.args)} /> : <Story />;

interface GlobalsSource {
  channel: { on(event: string, fn: (payload: { userGlobals?: Record<string, unknown> }) => void): void };
  store?: { userGlobals?: { get(): Record<string, unknown> } };
}
/**
 * A Docs page in the Theme toolbar's colours: Storybook's own docs theme (light or dark) and the colour scheme
 * of the iframe. It reads the toolbar's value (the user's globals), not any story's own, so a page whose last
 * story is the dark one stays light when the toolbar says Light.
 */
function ThemedDocsContainer({ context, children }: DocsContainerProps & { children?: ReactNode }) {
  const source = context as unknown as GlobalsSource;
  const [theme, setTheme] = useState<Theme>(() => toTheme(source.store?.userGlobals?.get().theme));
  useEffect(() => {
    const update = ({ userGlobals }: { userGlobals?: Record<string, unknown> }) => {
      if (userGlobals) setTheme(toTheme(userGlobals.theme));
    };
    source.channel.on("globalsUpdated", update);
    return () =>
      (source.channel as unknown as { off(e: string, fn: typeof update): void }).off("globalsUpdated", update);
  }, [source]);
  useEffect(() => {
    document.documentElement.classList.remove("dark");
    document.documentElement.style.colorScheme = theme;
    document.body.dataset.docsTheme = theme;
  }, [theme]);
  return (
    <DocsContainer context={context} theme={theme === "dark" ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}

type ToolbarIcon = NonNullable<NonNullable<Preview["globalTypes"]>[string]["toolbar"]>["icon"];

/** A toolbar menu that sets a global: its button shows the chosen item's title. */
function toolbarGlobal(description: string, title: string, icon: ToolbarIcon, items: Record<string, string>) {
  const choices = Object.entries(items).map(([value, itemTitle]) => ({ value, title: itemTitle }));
  return { description, toolbar: { title, icon, items: choices, dynamicTitle: true } };
}

const preview: Preview = {
  globalTypes: {
    locale: toolbarGlobal("Interface language", "Locale", "globe", {
      "zh-CN": "中文 (zh-CN)",
      "en-US": "English (en-US)",
    }),
    theme: toolbarGlobal("Colour theme", "Theme", "contrast", { light: "Light", dark: "Dark" }),
  },
  initialGlobals: { locale: "zh-CN", theme: "light" },
  // The first decorator is the innermost: the demo data is translated inside the locale's provider.
  decorators: [withDemoLanguage, withLocaleAndTheme],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
    // The introduction and the foundations first, then the library from the smallest parts to whole screens.
    options: { storySort: { order: ["Introduction", "Foundations", "UI", "Site", "Console"] } },
    docs: { container: ThemedDocsContainer },
  },
  tags: ["autodocs"],
};

export default preview;
