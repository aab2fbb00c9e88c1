import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card, editFormState } from "~/components/admin/admin-form";
import { EditPageFrame } from "~/components/admin/edit-page-frame";
import { MediaField, TextField } from "~/components/admin/fields";
import { loadRecordForm, recordFormAction } from "~/lib/admin/edit-route.server";
import { saveVideoAction, videoToValues } from "~/lib/admin/videos.server";
import { adminHref } from "~/lib/auth/guard.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base) => [{ label: t("nav.videos"), to: `${base}/videosList` }, { label: t("common.edit") }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const form = await loadRecordForm(request, params.id, "videos", videoToValues, { order: "0" });
  return data({ isNew: form.isNew, values: form.values, restored: form.restored, base: adminHref() }, form.init);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return recordFormAction(request, params.id, "videos", (ctx, id) => saveVideoAction(ctx, id, adminHref("videosList")));
}

export default function VideoEditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const { failure, errors, text, updatetime } = editFormState(result, loaded.values);
  const src = text("video_src");
  return (
    <EditPageFrame
      title={loaded.isNew ? t("video.new") : t("video.editTitle")}
      restored={loaded.restored}
      result={result}
      failure={failure}
      updatetime={updatetime}
      conflictLabels={{ video_name: t("video.video_name"), video_src: t("video.video_src"), order: t("common.order") }}
      cancelHref={`${loaded.base}/videosList`}
      upload
    >
      <Card>
        <div className="grid gap-4 lg:grid-cols-[1fr_360px]">
          <div className="grid content-start gap-4">
            <TextField
              label={t("video.video_name")}
              name="video_name"
              defaultValue={text("video_name")}
              error={errors.video_name}
              required
              maxLength={200}
            />
            <MediaField
              label={t("video.video_src")}
              name="video_src"
              kind="video"
              value={src}
              error={errors.video_src}
              required
            />
            <MediaField
              label={t("video.poster")}
              name="poster"
              kind="image"
              value={text("poster")}
              error={errors.poster}
            />
            <TextField
              label={t("common.order")}
              name="order"
              type="number"
              defaultValue={text("order")}
              error={errors.order}
              className="max-w-40"
            />
          </div>
          <div className="aspect-video self-start overflow-hidden rounded bg-black">
            {src && /^\/(?!\/)|^https?:/i.test(src) ? (
              <video
                src={src}
                poster={text("poster") || undefined}
                controls
                preload="metadata"
                className="size-full object-contain"
              >
                <track kind="captions" />
              </video>
            ) : null}
          </div>
        </div>
      </Card>
      <Card title={t("video.buy")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t("video.buy_url")}
            name="buy_url"
            defaultValue={text("buy_url")}
            error={errors.buy_url}
            inputMode="url"
          />
          <TextField
            label={t("video.buy_caption")}
            name="buy_caption"
            defaultValue={text("buy_caption")}
            error={errors.buy_caption}
            hint={t("video.buyCaptionHint")}
          />
          <MediaField
            label={t("video.buy_qr")}
            name="buy_qr"
            kind="image"
            value={text("buy_qr")}
            error={errors.buy_qr}
          />
        </div>
      </Card>
    </EditPageFrame>
  );
}
