/**
 * Components that only some menu pages show, kept out of the catch-all page's JavaScript. The server renders
 * them in full (so the HTML is complete, with or without JavaScript); the browser fetches their code only on a
 * page that shows them, and until then React leaves the server's markup in place.
 */
import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from "react";
import type { CompanyIntro, EnterpriseInfoView, LeaderList } from "./special-pages";
import type { VideoGallery } from "./video-gallery";

interface DeferredComponents {
  VideoGallery: ComponentType<ComponentProps<typeof VideoGallery>>;
  CompanyIntro: ComponentType<ComponentProps<typeof CompanyIntro>>;
  EnterpriseInfoView: ComponentType<ComponentProps<typeof EnterpriseInfoView>>;
  LeaderList: ComponentType<ComponentProps<typeof LeaderList>>;
}

/** Given by the server entry, which imports the components directly. */
export const ServerRenderedComponents = createContext<DeferredComponents | null>(null);

const LazyVideoGallery = lazy(() => import("./video-gallery").then((module) => ({ default: module.VideoGallery })));
// The special pages (intro, team, enterprise information): their code and icons stay off every other page.
const specialPages = () => import("./special-pages");
const browserComponents: DeferredComponents = {
  VideoGallery: LazyVideoGallery,
  CompanyIntro: lazy(() => specialPages().then((module) => ({ default: module.CompanyIntro }))),
  EnterpriseInfoView: lazy(() => specialPages().then((module) => ({ default: module.EnterpriseInfoView }))),
  LeaderList: lazy(() => specialPages().then((module) => ({ default: module.LeaderList }))),
};

export function useDeferredComponents(): DeferredComponents {
  return useContext(ServerRenderedComponents) ?? browserComponents;
}
