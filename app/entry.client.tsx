import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

/** Every page translates from the messages its loader sent (lib/i18n/messages-context): nothing to await. */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The enterprise page's map is its largest paint: fetch Leaflet while the page hydrates, not once it has.
if (document.querySelector("[data-enterprise-map]")) void import("~/components/site/leaflet-map.client");

hydrate();
