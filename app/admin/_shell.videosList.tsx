import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import { VideoPreview } from "~/components/admin/fields";
import { EntityListHeader, RecordCommands, RecordStatus } from "~/components/admin/entity-list";
import { videoEntity } from "~/lib/admin/entities";
import { listCrumbs } from "~/lib/admin/entity";
import { entityListAction, loadEntityList, softDeleteAction } from "~/lib/admin/entity-list.server";
import { videoRows } from "~/lib/admin/videos.server";
import { cn } from "~/lib/utils/cn";
import { TranslationStatusTag } from "~/components/admin/translation-status";
import { WorkflowStatusTag } from "~/components/admin/workflow-panel";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: listCrumbs(videoEntity) };

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadEntityList(request, (store) => ({ videos: videoRows(store) }));

export const action = ({ request, context }: ActionFunctionArgs) =>
  entityListAction(
    request,
    "videos",
    videoEntity,
    (ctx, listHref) => softDeleteAction(ctx, "videos", listHref),
    context,
  );

export default function VideosListPage() {
  const { videos, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <EntityListHeader entity={videoEntity} base={base} />
      {videos.length === 0 ? (
        <p className="rounded-md bg-surface p-10 text-center text-fg-subtle shadow-card">{t("common.empty")}</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {videos.map((video) => (
          <li
            key={video.id}
            className={cn(
              "overflow-hidden rounded-md bg-surface shadow-card",
              video.del_status === DEL_STATUS.deleted && "opacity-70",
            )}
            data-video-card={video.id}
          >
            <div className="aspect-video bg-black">
              <VideoPreview src={video.src} poster={video.poster} preload="none" />
            </div>
            <div className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-medium text-fg">{video.video_name}</h2>
                <span className="flex shrink-0 gap-1">
                  {video.workflow !== "published" ? (
                    <WorkflowStatusTag label={video.workflow} stage={video.review_stage} />
                  ) : null}
                  <TranslationStatusTag status={video.translation} />
                  {video.del_status === DEL_STATUS.deleted ? <RecordStatus record={video} /> : null}
                </span>
              </div>
              <p className="text-xs text-fg-subtle">
                {t("common.order")}: {video.order}
                {video.buy_url ? ` · ${t("video.buy")}` : ""}
              </p>
              <RecordCommands entity={videoEntity} base={base} record={video} name={video.video_name} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export { shellMeta as meta } from "./_shell";
