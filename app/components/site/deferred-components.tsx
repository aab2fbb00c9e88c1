/**
 * Components that only some menu pages show, kept out of the catch-all page's JavaScript. The server renders
 * them in full (so the HTML is complete, with or without JavaScript); the browser fetches their code only on a
 * page that shows them, and until then React leaves the server's markup in place.
 */
import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from "react";
import type { VideoGallery } from "./video-gallery";

interface DeferredComponents {
  VideoGallery: ComponentType<ComponentProps<typeof VideoGallery>>;
}

/** Given by the server entry, which imports the components directly. */
export const ServerRenderedComponents = createContext<DeferredComponents | null>(null);

const LazyVideoGallery = lazy(() => import("./video-gallery").then((module) => ({ default: module.VideoGallery })));

export function useDeferredComponents(): DeferredComponents {
  return useContext(ServerRenderedComponents) ?? { VideoGallery: LazyVideoGallery };
}
