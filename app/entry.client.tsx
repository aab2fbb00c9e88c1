import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Public pages translate through the messages the root loader sends (components/site/i18n.tsx), so they hydrate
 * without i18next. Pages that need i18next in the browser (the admin, marked data-i18n="i18next") load it first.
 */
async function withI18next(children: ReactNode): Promise<ReactNode> {
  // The server decided the locale; the document's lang attribute carries it. Only that locale's messages are
  // fetched (every key exists in both locales, so the fallback language is never needed in the browser).
  const lng = document.documentElement.lang === "en-US" ? "en-US" : "zh-CN";
  const [{ default: i18next }, { I18nextProvider, initReactI18next }, { i18nConfig }, { default: messages }] =
    await Promise.all([
      import("i18next"),
      import("react-i18next"),
      import("~/lib/i18n/config"),
      lng === "en-US" ? import("~/lib/i18n/browser-resources.en-US") : import("~/lib/i18n/browser-resources.zh-CN"),
    ]);
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng, resources: { [lng]: messages } });
  return <I18nextProvider i18n={i18next}>{children}</I18nextProvider>;
}

async function hydrate() {
  const app = (
    <StrictMode>
      <RemixBrowser />
    </StrictMode>
  );
  const tree = document.documentElement.dataset.i18n === "i18next" ? await withI18next(app) : app;
  startTransition(() => {
    hydrateRoot(document, tree);
  });
}

// The enterprise page's map is its largest paint: fetch Leaflet while the page hydrates, not once it has.
if (document.querySelector("[data-enterprise-map]")) void import("~/components/site/leaflet-map.client");

void hydrate();
