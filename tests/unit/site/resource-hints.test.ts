import { describe, expect, it } from "vitest";
import { chunkFiles } from "~/lib/http/client-chunks.server";
import { LEAFLET_SOURCE, centreTileUrl, resourceHints, tileOrigin } from "~/lib/site/resource-hints";
import type { MenuPageView } from "~/lib/site/view-models";

const base = { title: "t", section: { title: "s", href: "/", items: [] }, crumbs: [] } as unknown as MenuPageView;
const page = (special: unknown) =>
  ({ ...base, kind: "page", layout: "detail", article: null, special }) as MenuPageView;
const enterprise = (tileUrl: string) => page({ code: "enterprise", info: { tileUrl, lat: 51.5074, lng: -0.1278 } });
const leaflet = chunkFiles(
  { [LEAFLET_SOURCE]: { file: "assets/leaflet-map.client-abc.js", css: ["assets/leaflet-map-def.css"] } },
  LEAFLET_SOURCE,
);

describe("resourceHints", () => {
  it("preloads Leaflet, its styles and the centre tile on the enterprise page", () => {
    expect(resourceHints(enterprise("https://{s}.tile.example.org/{z}/{x}/{y}.png"), leaflet, 10)).toEqual([
      { tagName: "link", rel: "modulepreload", href: "/assets/leaflet-map.client-abc.js" },
      { tagName: "link", rel: "preload", as: "style", href: "/assets/leaflet-map-def.css", crossOrigin: "anonymous" },
      { tagName: "link", rel: "preload", as: "image", href: "https://c.tile.example.org/10/511/340.png" },
    ]);
  });

  it("without a client build (development) only preloads the tile", () => {
    const hints = resourceHints(enterprise("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png"), null, 10);
    expect(hints).toEqual([
      { tagName: "link", rel: "preload", as: "image", href: "http://127.0.0.1:8080/tiles/10/511/340.png" },
    ]);
  });

  it("adds nothing to other pages", () => {
    expect(resourceHints(page({ code: "team", leaders: [] }), leaflet, 18)).toEqual([]);
    expect(resourceHints(page(null), leaflet, 18)).toEqual([]);
  });
});

describe("centreTileUrl", () => {
  it("names the Web Mercator tile holding the point, as Leaflet does", () => {
    // London at zoom 10 is tile 511/340; (0, 0) at zoom 1 is the south-east quarter.
    expect(centreTileUrl("{z}/{x}/{y}", 51.5074, -0.1278, 10)).toBe("10/511/340");
    expect(centreTileUrl("{z}/{x}/{y}", 0.0001, 0.0001, 1)).toBe("1/1/0");
    expect(centreTileUrl("{z}/{x}/{y}", -0.0001, -0.0001, 1)).toBe("1/0/1");
    // Subdomain from |x + y| mod 3 over "abc"; {r} is empty without detectRetina.
    expect(centreTileUrl("https://{s}.t.example/{z}/{x}/{y}{r}.png", 51.5074, -0.1278, 10)).toBe(
      "https://c.t.example/10/511/340.png",
    );
  });

  it("reads the origin of a tile template, or none from a broken one", () => {
    expect(tileOrigin("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
    expect(tileOrigin("not a url {z}")).toBeNull();
  });
});

describe("chunkFiles", () => {
  it("gives public URLs of a built chunk, or null when the manifest lacks it", () => {
    expect(leaflet).toEqual({
      script: "/assets/leaflet-map.client-abc.js",
      styles: ["/assets/leaflet-map-def.css"],
    });
    expect(chunkFiles(null, LEAFLET_SOURCE)).toBeNull();
    expect(chunkFiles({}, LEAFLET_SOURCE)).toBeNull();
  });
});
