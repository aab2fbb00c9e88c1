import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, type ReactNode } from "react";
import { toLocale, DEFAULT_LOCALE } from "../app/lib/i18n/config";
import { MessagesProvider } from "../app/lib/i18n/messages-context";
import { resources } from "../app/lib/i18n/resources";
import "../app/styles/app.css";

/**
 * Applies the toolbar's locale and theme the way the app does: the locale's messages (every namespace, so
 * public and console components alike translate), <html lang> and a `dark` class.
 */
function LocaleAndTheme({ locale, theme, children }: { locale: string; theme: string; children: ReactNode }) {
  const lng = toLocale(locale) ?? DEFAULT_LOCALE;
  useEffect(() => {
    document.documentElement.lang = lng;
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [lng, theme]);
  return (
    <MessagesProvider locale={lng} messages={resources[lng]}>
      <div className="bg-surface p-4 text-fg">{children}</div>
    </MessagesProvider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <LocaleAndTheme locale={String(context.globals.locale)} theme={String(context.globals.theme)}>
    <Story />
  </LocaleAndTheme>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "zh-CN", title: "中文 (zh-CN)" },
          { value: "en-US", title: "English (en-US)" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "zh-CN", theme: "light" },
  decorators: [withLocaleAndTheme],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
    // The introduction and the foundations first, then the library from the smallest parts to whole screens.
    options: { storySort: { order: ["Introduction", "Foundations", "UI", "Site", "Console"] } },
  },
  tags: ["autodocs"],
};

export default preview;
