import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Public pages translate through the messages the root loader sends (components/site/i18n.tsx), so they hydrate
 * without i18next. Pages that need i18next in the browser (the admin, marked data-i18n="i18next") load it first.
 */
async function withI18next(children: ReactNode): Promise<ReactNode> {
  const [{ default: i18next }, { I18nextProvider, initReactI18next }, { i18nConfig }, { resources }] =
    await Promise.all([
      import("i18next"),
      import("react-i18next"),
      import("~/lib/i18n/config"),
      import("~/lib/i18n/resources"),
    ]);
  // The server decided the locale; the document's lang attribute carries it.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang, resources });
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

void hydrate();
