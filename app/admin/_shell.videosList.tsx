import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import { PageHeader } from "~/components/admin/shell";
import { RowAction, StatusTag } from "~/components/admin/table";
import { buttonVariants } from "~/components/ui/button";
import { beginAdminAction } from "~/lib/admin/action.server";
import { softDeleteAction } from "~/lib/admin/articles.server";
import { videoRows } from "~/lib/admin/videos.server";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { cn } from "~/lib/utils/cn";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.videos") }] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const store = await getContentStore();
  return { videos: videoRows(store), base: adminHref() };
}

export async function action({ request }: ActionFunctionArgs) {
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  return softDeleteAction(started.ctx, "videos", adminHref("videosList"));
}

export default function VideosListPage() {
  const { videos, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader
        title={t("video.title")}
        actions={
          <Link to={`${base}/videosList/new`} className={buttonVariants({ variant: "primary" })}>
            <Plus className="size-4" aria-hidden="true" />
            {t("video.new")}
          </Link>
        }
      />
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
              {video.src ? (
                <video
                  src={video.src}
                  poster={video.poster || undefined}
                  controls
                  preload="none"
                  className="size-full object-contain"
                >
                  <track kind="captions" />
                </video>
              ) : null}
            </div>
            <div className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-medium text-fg">{video.video_name}</h2>
                {video.del_status === DEL_STATUS.deleted ? (
                  <StatusTag tone="red">{t("common.deleted")}</StatusTag>
                ) : null}
              </div>
              <p className="text-xs text-fg-subtle">
                {t("common.order")}: {video.order}
                {video.buy_url ? ` · ${t("video.buy")}` : ""}
              </p>
              <div className="flex flex-wrap gap-1">
                <Link
                  to={`${base}/videosList/${video.id}`}
                  className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
                >
                  {t("common.edit")}
                </Link>
                {video.del_status === DEL_STATUS.deleted ? (
                  <RowAction intent="restore" id={video.id} updatetime={video.updatetime} label={t("common.restore")} />
                ) : (
                  <RowAction
                    intent="delete"
                    id={video.id}
                    updatetime={video.updatetime}
                    label={t("common.delete")}
                    tone="danger"
                  />
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
