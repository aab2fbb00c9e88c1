/**
 * "Choose from the library" for script: a dialog with the library's search and thumbnails, loaded from the
 * library screen's own loader (same search, kind filter and pages). Without script the media fields offer the
 * library's files as a `<datalist>` on their address input instead (./fields.tsx).
 */
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import Images from "lucide-react/icons/images";
import Search from "lucide-react/icons/search";
import { createContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { MediaItem } from "~/lib/media/library";
import type { MediaKind } from "~/lib/content/schema";
import { LIBRARY_QUERY_MAX } from "~/lib/media/library";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { MediaFacts, MediaThumb } from "./media-library";

/** The library's files a page offers to its media fields without script (value: address, label: name). */
export interface MediaChoice {
  url: string;
  name: string;
  kind: MediaKind;
}

/** The choices of the page (empty outside the edit screens). */
export const MediaChoicesContext = createContext<readonly MediaChoice[]>([]);

/** The id of the page's datalist of one kind's files. */
export function choicesListId(kind: MediaKind): string {
  return `media-choices-${kind}`;
}

/** One `<datalist>` per kind, rendered once per page: the media fields' inputs point at them. */
export function MediaChoiceLists({ choices }: { choices: readonly MediaChoice[] }) {
  const kinds: MediaKind[] = ["image", "document", "video"];
  return (
    <>
      {kinds.map((kind) => (
        <datalist key={kind} id={choicesListId(kind)}>
          {choices
            .filter((c) => c.kind === kind)
            .map((c) => (
              <option key={c.url} value={c.url} label={c.name} />
            ))}
        </datalist>
      ))}
    </>
  );
}

interface LibraryPage {
  items: MediaItem[];
  page: number;
  pages: number;
  total: number;
}

/** The button that opens the picker; `onPick` receives the chosen file. */
export function MediaPicker({
  kind,
  onPick,
  trigger,
}: {
  kind: MediaKind;
  onPick: (item: MediaItem) => void;
  /** Another opener than the default "Choose from library" button. */
  trigger?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const shell = useRouteLoaderData<{ base: string }>("admin/_shell");
  const fetcher = useFetcher<LibraryPage>();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const base = shell?.base ?? "";
  const { load } = fetcher;

  useEffect(() => {
    if (!open) return;
    const params = new URLSearchParams({ kind, page: String(page) });
    if (q.trim()) params.set("q", q.trim());
    // A short pause while typing, so each key does not cost a request.
    const timer = window.setTimeout(() => load(`${base}/media?${params.toString()}`), q ? 250 : 0);
    return () => window.clearTimeout(timer);
  }, [open, q, page, kind, base, load]);

  const data = fetcher.data;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width={880}
      title={t("media.pick.title")}
      description={t("media.pick.description")}
      trigger={
        trigger ?? (
          <Button type="button" variant="outline" size="small" data-media-picker={kind}>
            <Images className="size-4" aria-hidden="true" />
            {t("media.pick.button")}
          </Button>
        )
      }
    >
      <div className="mb-3 flex items-center gap-2" role="search">
        <Search className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
        <Input
          type="search"
          aria-label={t("media.search")}
          value={q}
          maxLength={LIBRARY_QUERY_MAX}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {!data ? (
        <p className="py-8 text-center text-sm text-fg-muted" role="status">
          {t("media.pick.loading")}
        </p>
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-fg-muted" role="status">
          {t("media.empty")}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-picker-grid>
          {data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  setOpen(false);
                }}
                aria-label={t("media.pick.choose", { name: item.name })}
                className="flex w-full flex-col overflow-hidden rounded-md border border-line text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                data-pick={item.url}
              >
                <MediaThumb item={item} className="aspect-[4/3] w-full rounded-none" />
                <span className="block w-full truncate px-2 pt-1.5 text-sm text-fg" title={item.name}>
                  {item.name}
                </span>
                <span className="block px-2 pb-1.5 text-xs text-fg-muted">
                  <MediaFacts item={item} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.pages > 1 ? (
        <div className="mt-3 flex items-center justify-between text-sm text-fg-muted">
          <span>{t("common.pageInfo", { page: data.page, pages: data.pages, total: data.total })}</span>
          <span className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="small"
              disabled={data.page <= 1}
              onClick={() => setPage(data.page - 1)}
            >
              {t("common.prev")}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="small"
              disabled={data.page >= data.pages}
              onClick={() => setPage(data.page + 1)}
            >
              {t("common.next")}
            </Button>
          </span>
        </div>
      ) : null}
    </Dialog>
  );
}
