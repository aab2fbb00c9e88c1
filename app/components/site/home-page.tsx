import type { HomeView } from "~/lib/site/view-models";
import { HomeBanner, HomeNews, HomeSection, PictureLinks } from "./home-sections";
import { useTranslation } from "~/lib/i18n/use-translation";
import { VideoGallery } from "./video-gallery";

/** The home page (docs/product.md §2): banner, company news, the video gallery, party building and network. */
export function HomePage({ home }: { home: HomeView }) {
  const { t } = useTranslation("site");
  return (
    <>
      <HomeBanner banner={home.banner} companyName={home.companyName} />
      <HomeSection id="home-news" title={t("home.news")} moreHref={home.newsHref}>
        <HomeNews pictures={home.newsPictures} news={home.news} />
      </HomeSection>
      {home.videos.length > 0 ? (
        <HomeSection id="home-videos" title={t("home.videos")} moreHref={home.videosHref} muted>
          <VideoGallery videos={home.videos} headingLevel={3} deferPosters />
        </HomeSection>
      ) : null}
      {home.party.length > 0 ? (
        <HomeSection id="home-party" title={t("home.party")}>
          <PictureLinks items={home.party} columns={3} width={960} height={420} />
        </HomeSection>
      ) : null}
      {home.network.length > 0 ? (
        <HomeSection id="home-network" title={t("home.network")} muted>
          <PictureLinks items={home.network} columns={4} width={600} height={240} />
        </HomeSection>
      ) : null}
    </>
  );
}
