import type { Decorator, Preview } from "@storybook/react-vite";
import i18next from "i18next";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "../app/lib/i18n/config";
import { resources } from "../app/lib/i18n/resources";
import "../app/styles/app.css";

void i18next.use(initReactI18next).init({ ...i18nConfig, lng: "zh-CN", resources });

/** Applies the toolbar's locale and theme the way the app does: <html lang> and a `dark` class. */
function LocaleAndTheme({ locale, theme, children }: { locale: string; theme: string; children: ReactNode }) {
  useEffect(() => {
    void i18next.changeLanguage(locale);
    document.documentElement.lang = locale;
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [locale, theme]);
  return (
    <I18nextProvider i18n={i18next}>
      <div className="bg-surface p-4 text-fg">{children}</div>
    </I18nextProvider>
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
  },
  tags: ["autodocs"],
};

export default preview;
