import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { loadMediaLibrary, mediaLibraryAction, type MediaActionFailure } from "~/lib/admin/media.server";
import { Card } from "~/components/admin/admin-form";
import { Pager } from "~/components/admin/article-filters";
import { MediaDetails, MediaFilters, MediaGrid } from "~/components/admin/media-library";
import { MediaUploadForm } from "~/components/admin/media-upload";
import { PageHeader } from "~/components/admin/shell";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.media") }] };

export const loader = ({ request }: LoaderFunctionArgs) => loadMediaLibrary(request);

export const action = ({ request }: ActionFunctionArgs) => mediaLibraryAction(request);

/** The media library: upload, search, filter, pages, and an item's where-used, rename and delete. */
export default function MediaLibraryPage() {
  const { items, total, page, pages, query, selected, confirmDelete, base } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as MediaActionFailure | undefined;
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader title={t("media.title")} />
      <div className="space-y-4">
        <Card title={t("media.upload.title")}>
          <MediaUploadForm
            apiHref={`${base}/media-upload`}
            serverOutcomes={failure?.outcomes ?? null}
            formError={failure?.formError ?? null}
          />
        </Card>
        <Card>
          <MediaFilters query={query} />
          {selected ? (
            <MediaDetails key={selected.id} item={selected} confirmDelete={confirmDelete} failure={failure} />
          ) : null}
          <p className="mb-3 text-sm text-fg-muted" data-media-total={total}>
            {t("media.count", { total })}
          </p>
          {items.length === 0 ? (
            <div className="rounded-md bg-surface-muted p-8 text-center">
              <p className="font-medium text-fg">{t("media.empty")}</p>
              <p className="text-sm text-fg-muted">{t("media.emptyHelp")}</p>
            </div>
          ) : (
            <MediaGrid items={items} selectedId={selected?.id ?? null} />
          )}
          {pages > 1 ? <Pager page={page} pages={pages} total={total} /> : null}
        </Card>
      </div>
    </>
  );
}

export { shellMeta as meta } from "./_shell";
