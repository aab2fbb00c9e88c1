import { MapPin } from "./icons";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";

const LeafletMap = lazy(() => import("./leaflet-map.client"));

export type MapState = "not-loaded" | "loading" | "loaded" | "failed";

export interface EnterpriseMapProps {
  lat: number;
  lng: number;
  name: string;
  address: string;
  /** The address's language (Chinese on an English page until it is translated). */
  addressLang?: string;
  tileUrl: string;
  attribution: string;
}

/** Zoom 18 around the company (docs/product.md §9). */
export const MAP_ZOOM = 18;

/**
 * The company map (docs/product.md §2, §4 loader states). Without JavaScript, before Leaflet arrives or when tiles
 * fail, the frame shows a readable address card with the coordinates and a link to an external map; Leaflet is loaded
 * only on this page, after mount.
 */
export function EnterpriseMap(props: EnterpriseMapProps) {
  const { t } = useTranslation("site");
  const [state, setState] = useState<MapState>("not-loaded");
  useEffect(() => setState("loading"), []);
  const external = `https://www.openstreetmap.org/?mlat=${props.lat}&mlon=${props.lng}#map=${MAP_ZOOM}/${props.lat}/${props.lng}`;
  return (
    <div
      className="relative h-[360px] overflow-hidden rounded-lg border border-line bg-surface-muted"
      data-map-state={state}
      data-testid="enterprise-map"
      data-enterprise-map=""
      role="region"
      aria-label={t("enterprise.map")}
    >
      {state !== "not-loaded" ? (
        <Suspense fallback={null}>
          <LeafletMap
            {...props}
            zoom={MAP_ZOOM}
            onLoaded={() => setState("loaded")}
            onFailed={() => setState("failed")}
          />
        </Suspense>
      ) : null}
      {state !== "loaded" ? (
        <div className="absolute inset-0 z-[500] flex items-center justify-center bg-[radial-gradient(circle_at_center,var(--primary-1),var(--surface-muted))] p-6">
          <div className="max-w-md rounded-lg bg-surface p-5 text-center shadow-card">
            <MapPin aria-hidden="true" className="mx-auto size-8 text-primary" />
            <p className="mt-2 font-semibold">{props.name}</p>
            <p lang={props.addressLang} className="mt-1 text-sm text-fg-muted">
              {props.address}
            </p>
            <p className="mt-1 text-xs text-fg-subtle">
              {t("enterprise.coordinates")}
              {t("punctuation.colon")}
              {props.lat.toFixed(4)}, {props.lng.toFixed(4)}
            </p>
            {state === "loading" ? (
              <p className="mt-2 text-sm text-fg-subtle" role="status">
                {t("enterprise.mapLoading")}
              </p>
            ) : null}
            {state === "failed" ? (
              <p className="mt-2 text-sm text-danger" role="status">
                {t("enterprise.mapFailed")}
              </p>
            ) : null}
            <a
              href={external}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-sm text-primary-700 underline underline-offset-4"
            >
              {t("enterprise.openMap")}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
