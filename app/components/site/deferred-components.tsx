/**
 * Components that only some menu pages show (and the preview band), kept out of the catch-all page's JavaScript.
 * The server renders them in full (so the HTML is complete, with or without JavaScript); the browser fetches
 * their code only on a page that shows them, and until then React leaves the server's markup in place.
 */
import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from "react";
import type { PreviewBanner } from "./preview-banner";
import type { CompanyIntro, EnterpriseInfoView, LeaderList } from "./special-pages";
import type { VideoGallery } from "./video-gallery";

interface DeferredComponents {
  VideoGallery: ComponentType<ComponentProps<typeof VideoGallery>>;
  CompanyIntro: ComponentType<ComponentProps<typeof CompanyIntro>>;
  LeaderList: ComponentType<ComponentProps<typeof LeaderList>>;
  EnterpriseInfoView: ComponentType<ComponentProps<typeof EnterpriseInfoView>>;
  /** Only staff previews and share links show it: no visitor's page downloads it. */
  PreviewBanner: ComponentType<ComponentProps<typeof PreviewBanner>>;
}

/** Given by the server entry, which imports the components directly. */
export const ServerRenderedComponents = createContext<DeferredComponents | null>(null);

// The about and enterprise pages' components (with their icons and the map frame) share one chunk, so an
// article page does not download them.
const specialPages = () => import("./special-pages");
const LAZY: DeferredComponents = {
  VideoGallery: lazy(() => import("./video-gallery").then((module) => ({ default: module.VideoGallery }))),
  CompanyIntro: lazy(() => specialPages().then((module) => ({ default: module.CompanyIntro }))),
  LeaderList: lazy(() => specialPages().then((module) => ({ default: module.LeaderList }))),
  EnterpriseInfoView: lazy(() => specialPages().then((module) => ({ default: module.EnterpriseInfoView }))),
  PreviewBanner: lazy(() => import("./preview-banner").then((module) => ({ default: module.PreviewBanner }))),
};

export function useDeferredComponents(): DeferredComponents {
  return useContext(ServerRenderedComponents) ?? LAZY;
}
