/**
 * The Leaflet map itself. Leaflet touches `window` at import, so this module is only ever loaded lazily in the
 * browser. Marker pictures come through Vite (?url): Leaflet's own default paths 404 once bundled. No shadow: it has
 * no high-density version and would look (and audit) blurry on phones.
 *
 * Leaflet treats string content (popups, tooltips, attribution) as HTML. The company name comes from the admin,
 * so it goes in as a text node, and the configured attribution is escaped: neither is ever parsed as markup.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png?url";
import markerIcon from "leaflet/dist/images/marker-icon.png?url";
import { useEffect, useRef } from "react";
import type { EnterpriseMapProps } from "./enterprise-map";

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
});

/** An element holding `text` as plain text, for Leaflet content that would otherwise be parsed as HTML. */
function textContent(text: string): HTMLElement {
  const node = document.createElement("span");
  node.textContent = text;
  return node;
}

/** `text` as HTML that shows exactly that text (the attribution control accepts HTML strings only). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default function LeafletMap({
  lat,
  lng,
  zoom,
  name,
  tileUrl,
  attribution,
  onLoaded,
  onFailed,
}: EnterpriseMapProps & { zoom: number; onLoaded: () => void; onFailed: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([lat, lng], zoom);
    let tilesShown = 0;
    let failures = 0;
    const layer = L.tileLayer(tileUrl, { maxZoom: 19, attribution: escapeHtml(attribution) })
      .on("tileload", () => {
        tilesShown += 1;
        onLoaded();
      })
      .on("tileerror", () => {
        failures += 1;
        if (tilesShown === 0 && failures >= 2) onFailed();
      })
      .addTo(map);
    // title and alt are set as DOM properties by Leaflet, so they stay text.
    L.marker([lat, lng], { icon, title: name, alt: name }).addTo(map).bindPopup(textContent(name));
    // No tile within a few seconds (offline, blocked origin): show the address card instead of a grey box.
    const timer = window.setTimeout(() => {
      if (tilesShown === 0) onFailed();
    }, 6000);
    return () => {
      window.clearTimeout(timer);
      layer.off();
      map.remove();
    };
    // The map is built once per mount; callbacks are stable enough for this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lat, lng, zoom, tileUrl]);
  return <div ref={container} className="absolute inset-0 z-0" />;
}
