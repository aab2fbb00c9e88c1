import type { MetaDescriptor } from "@remix-run/node";
import type { ChunkFiles } from "~/lib/http/client-chunks.server";
import type { MenuPageView } from "./view-models";

/** Leaflet's module, preloaded on the page that shows the map. */
export const LEAFLET_SOURCE = "app/components/site/leaflet-map.client.tsx";

/**
 * Head hints for what a page fetches late. The enterprise page's largest paint is a map tile, which waits for
 * Leaflet's code and then for the tile: both are fetched from the head instead (the tile in the map's centre
 * is on screen whatever the map's size).
 */
export function resourceHints(view: MenuPageView, leaflet: ChunkFiles | null, zoom: number): MetaDescriptor[] {
  if (view.kind !== "page" || view.special?.code !== "enterprise") return [];
  const { tileUrl, lat, lng } = view.special.info;
  const hints: MetaDescriptor[] = [];
  if (leaflet) {
    hints.push({ tagName: "link", rel: "modulepreload", href: leaflet.script });
    // Vite loads the stylesheet in CORS mode (crossorigin): a preload in another mode would be fetched twice.
    for (const style of leaflet.styles)
      hints.push({ tagName: "link", rel: "preload", as: "style", href: style, crossOrigin: "anonymous" });
  }
  // The tile's own preload also opens the connection to the tile server.
  const tile = centreTileUrl(tileUrl, lat, lng, zoom);
  if (tileOrigin(tile)) hints.push({ tagName: "link", rel: "preload", as: "image", href: tile });
  return hints;
}

/** The origin of a tile URL (or template), or null when it is not an absolute URL. */
export function tileOrigin(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}

/**
 * The URL Leaflet asks for the tile holding (lat, lng) at `zoom`: Web Mercator tile numbers, subdomain
 * `abc`[|x + y| mod 3] and no retina suffix, as L.tileLayer does with its default options.
 */
export function centreTileUrl(template: string, lat: number, lng: number, zoom: number): string {
  const n = 2 ** zoom;
  const phi = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  const x = Math.min(n - 1, Math.floor(((lng + 180) / 360) * n));
  const y = Math.min(n - 1, Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n));
  const values: Record<string, string> = {
    s: "abc"[Math.abs(x + y) % 3]!,
    z: String(zoom),
    x: String(x),
    y: String(y),
    r: "",
  };
  return template.replace(/\{([szxyr])\}/g, (_, key: string) => values[key]!);
}
