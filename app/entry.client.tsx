import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/lib/i18n/config";
import { resources } from "~/lib/i18n/resources";

async function hydrate() {
  // The server decided the locale; the document's lang attribute carries it.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang, resources });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
