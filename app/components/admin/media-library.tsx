/**
 * The media library's pieces (docs/decisions/015-media-library.md): the search form (GET), the items as a grid of
 * thumbnails from the sm breakpoint on and a list on phones, an item's details (where used, rename, delete with a
 * confirmation), and the thumbnails the picker dialog reuses. Everything is links and forms, so it works without
 * script; the upload form adds per-file progress with it (./media-upload).
 */
import { FilterActions } from "./filter-actions";
import { Form, Link, useLocation } from "@remix-run/react";
import FileText from "lucide-react/icons/file-text";
import Film from "lucide-react/icons/film";
import { useTranslation } from "~/lib/i18n/use-translation";
import { messageText } from "~/lib/i18n/message";
import { formatDisplayDate } from "~/lib/format/date";
import { formatBytes, LIBRARY_QUERY_MAX, type LibraryQuery } from "~/lib/media/library";
import type { MediaItem } from "~/lib/media/library";
import type { MediaActionFailure } from "~/lib/admin/media.server";
import { MEDIA_KINDS } from "~/lib/content/schema";
import { cn } from "~/lib/utils/cn";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Tag } from "~/components/ui/tag";

/** Search by name and filter by kind: a GET form, so a search is a link. */
export function MediaFilters({ query, idPrefix = "media" }: { query: LibraryQuery; idPrefix?: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" role="search" className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto]">
      <FormField id={`${idPrefix}-q`} label={t("media.search")} className="mb-0">
        <Input name="q" type="search" defaultValue={query.q} maxLength={LIBRARY_QUERY_MAX} />
      </FormField>
      <FormField id={`${idPrefix}-kind`} label={t("media.kind")} className="mb-0">
        <NativeSelect
          name="kind"
          defaultValue={query.kind}
          options={[
            { value: "", label: t("media.allKinds") },
            ...MEDIA_KINDS.map((kind) => ({ value: kind, label: t(`media.kinds.${kind}`) })),
          ]}
        />
      </FormField>
      <FilterActions />
    </Form>
  );
}

/** A file's thumbnail: the picture itself, or an icon for documents and videos. */
export function MediaThumb({ item, className }: { item: Pick<MediaItem, "url" | "kind">; className?: string }) {
  return (
    <span
      className={cn(
        "flex items-center justify-center overflow-hidden rounded bg-surface-muted text-fg-subtle",
        className,
      )}
    >
      {item.kind === "image" ? (
        <img src={item.url} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
      ) : item.kind === "video" ? (
        <Film className="size-1/3 max-h-10 max-w-10" aria-hidden="true" />
      ) : (
        <FileText className="size-1/3 max-h-10 max-w-10" aria-hidden="true" />
      )}
    </span>
  );
}

/** Kind · size · dimensions, as one line. */
export function MediaFacts({ item }: { item: Pick<MediaItem, "kind" | "size" | "width" | "height"> }) {
  const { t } = useTranslation("admin");
  return (
    <span className="tabular-nums">
      {t(`media.kinds.${item.kind}`)} · {formatBytes(item.size)}
      {item.width && item.height ? ` · ${item.width}×${item.height}` : ""}
    </span>
  );
}

/** The page's items: a list on phones, a grid of thumbnails from the sm breakpoint on. */
export function MediaGrid({ items, selectedId }: { items: readonly MediaItem[]; selectedId: number | null }) {
  const { t, i18n } = useTranslation("admin");
  const location = useLocation();
  const detailsHref = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set("item", String(id));
    params.delete("confirm");
    // The details open above the grid: the address scrolls to them.
    return `?${params.toString()}#media-details`;
  };
  return (
    <ul
      className="divide-y divide-line sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 lg:grid-cols-4 2xl:grid-cols-6"
      data-media-grid
    >
      {items.map((item) => (
        <li
          key={item.id}
          data-media-item={item.id}
          className={cn(
            "flex gap-3 py-3 sm:flex-col sm:gap-0 sm:overflow-hidden sm:rounded-md sm:border sm:border-line sm:py-0",
            selectedId === item.id && "sm:border-primary sm:ring-1 sm:ring-primary",
          )}
        >
          <MediaThumb item={item} className="size-16 shrink-0 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-3">
            <span className="truncate font-medium text-fg" title={item.name} data-media-name>
              {item.name}
            </span>
            <span className="text-xs text-fg-muted">
              <MediaFacts item={item} />
            </span>
            <span className="text-xs text-fg-subtle">{formatDisplayDate(item.createtime, i18n.language, "short")}</span>
            <span className="flex flex-wrap items-center justify-between gap-2">
              {item.usedBy.length > 0 ? (
                <Tag color="arcoblue" data-media-used={item.usedBy.length}>
                  {t("media.usedCount", { count: item.usedBy.length })}
                </Tag>
              ) : (
                <Tag data-media-used="0">{t("media.unused")}</Tag>
              )}
              <Link
                to={detailsHref(item.id)}
                className="text-sm text-primary hover:underline"
                aria-label={t("media.detailsOf", { name: item.name })}
              >
                {t("media.details")}
              </Link>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The records using a file, each a link to its edit screen where there is one. */
export function UsageList({ usedBy }: { usedBy: MediaItem["usedBy"] }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" data-usage-list>
      {usedBy.map((u) => (
        <li key={`${u.kind}-${u.id}-${u.field}`}>
          <span className="text-fg-muted">{t(`media.usage.${u.kind}`)} · </span>
          {u.href ? (
            <Link to={u.href} className="text-primary hover:underline">
              {u.label}
            </Link>
          ) : (
            <span>{u.label}</span>
          )}
          <span className="text-xs text-fg-subtle"> ({u.field})</span>
          {u.deleted ? <span className="text-xs text-fg-subtle"> {t("media.usage.deleted")}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * An item's details: preview, facts, where used, rename, and delete behind a confirmation step. `failure` is the
 * library's refused post; only a rename or delete refused for this item shows here.
 */
export function MediaDetails({
  item,
  confirmDelete,
  failure,
}: {
  item: MediaItem;
  confirmDelete: boolean;
  failure: MediaActionFailure | undefined;
}) {
  const renameFailure = failure?.rename?.id === item.id ? failure.rename : null;
  const deleteRefused = failure?.deleteRefused?.id === item.id ? failure.deleteRefused.usedBy : null;
  const { t, i18n } = useTranslation("admin");
  const location = useLocation();
  const withParams = (change: (p: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    change(params);
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };
  const closeHref = withParams((p) => {
    p.delete("item");
    p.delete("confirm");
  });
  const confirmHref = `${withParams((p) => p.set("confirm", "delete"))}#media-details`;
  const cancelHref = `${withParams((p) => p.delete("confirm"))}#media-details`;
  const usedBy = deleteRefused ?? item.usedBy;
  // Asking to delete a file in use answers with the refusal and the records, as the server would.
  const refused = deleteRefused !== null || (confirmDelete && usedBy.length > 0);
  return (
    <section
      id="media-details"
      className="mb-4 scroll-mt-20 rounded-md border border-line bg-surface p-4 shadow-card"
      aria-labelledby="media-details-title"
      data-media-details={item.id}
    >
      <header className="mb-3 flex items-start justify-between gap-3">
        <h2 id="media-details-title" className="min-w-0 break-words text-base font-semibold text-fg">
          {item.name}
        </h2>
        <Link to={closeHref} className={buttonVariants({ variant: "outline", size: "small" })} preventScrollReset>
          {t("media.closeDetails")}
        </Link>
      </header>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
        <a href={item.url} target="_blank" rel="noreferrer" className="block" aria-label={t("media.open")}>
          <MediaThumb item={item} className="aspect-[4/3] w-full border border-line" />
        </a>
        <div className="min-w-0 space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">{t("media.kind")}</dt>
            <dd>
              {t(`media.kinds.${item.kind}`)} ({item.mime})
            </dd>
            <dt className="text-fg-muted">{t("media.size")}</dt>
            <dd className="tabular-nums">{formatBytes(item.size)}</dd>
            {item.width && item.height ? (
              <>
                <dt className="text-fg-muted">{t("media.dimensions")}</dt>
                <dd className="tabular-nums">
                  {item.width}×{item.height}
                </dd>
              </>
            ) : null}
            <dt className="text-fg-muted">{t("media.uploadedAt")}</dt>
            <dd>{formatDisplayDate(item.createtime, i18n.language)}</dd>
            <dt className="text-fg-muted">{t("media.uploadedBy")}</dt>
            <dd>{item.uploadedBy || t("media.seeded")}</dd>
            <dt className="text-fg-muted">{t("media.url")}</dt>
            <dd className="min-w-0 break-all">
              <a href={item.url} target="_blank" rel="noreferrer" className="text-primary hover:underline">
                {item.url}
              </a>
            </dd>
          </dl>

          <div>
            <h3 className="mb-1 text-sm font-medium text-fg">{t("media.usedIn")}</h3>
            {refused ? (
              <p role="alert" className="mb-2 text-sm text-danger" data-delete-refused>
                {t("media.delete.refused", { name: item.name })}
              </p>
            ) : null}
            {usedBy.length > 0 ? (
              <UsageList usedBy={usedBy} />
            ) : (
              <p className="text-sm text-fg-muted">{t("media.usedNone")}</p>
            )}
          </div>

          <Form method="post" className="flex flex-wrap items-end gap-2" data-rename-form>
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="updatetime" value={item.updatetime} />
            <FormField
              id="media-rename"
              label={t("media.rename.label")}
              help={t("media.rename.help")}
              error={renameFailure ? messageText(t, renameFailure.error) : undefined}
              name="name"
              className="mb-0 min-w-0 flex-1 basis-64"
            >
              <Input name="name" defaultValue={renameFailure?.value ?? item.name} maxLength={200} required />
            </FormField>
            <Button type="submit" variant="outline">
              {t("media.rename.submit")}
            </Button>
          </Form>

          {confirmDelete && usedBy.length === 0 ? (
            <Form
              method="post"
              className="rounded border border-danger/40 bg-danger/5 p-3"
              role="group"
              aria-labelledby="media-delete-title"
              data-delete-confirm
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="updatetime" value={item.updatetime} />
              <p id="media-delete-title" className="font-medium text-fg">
                {t("media.delete.confirmTitle", { name: item.name })}
              </p>
              <p className="mb-3 text-sm text-fg-muted">{t("media.delete.confirmText")}</p>
              <div className="flex gap-2">
                <Button type="submit" variant="danger">
                  {t("media.delete.confirm")}
                </Button>
                <Link to={cancelHref} className={buttonVariants({ variant: "outline" })} preventScrollReset>
                  {t("media.delete.cancel")}
                </Link>
              </div>
            </Form>
          ) : (
            <Link
              to={confirmHref}
              className={cn(
                buttonVariants({ variant: "outline" }),
                "text-danger hover:border-danger hover:text-danger",
              )}
              preventScrollReset
              data-delete-start
            >
              {t("media.delete.button")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
