/**
 * The band over a preview (lib/site/preview.server.ts): says plainly that the page shows what the public cannot
 * see yet, and, for a share link, until when the link works.
 */
import { Eye } from "./icons";
import { useTranslation } from "~/lib/i18n/use-translation";

export function PreviewBanner({
  by,
  expires,
  revision = null,
}: {
  by: "staff" | "share";
  /**
   * When a share link stops working, written out by the loader (lib/format/date: formatDateTime), so the date
   * code stays off the public pages' JavaScript.
   */
  expires: string | null;
  /** The revision shown instead of the current version, when one is. */
  revision?: number | null;
}) {
  const { t } = useTranslation("site");
  return (
    <div
      role="note"
      data-preview-banner={by}
      className="border-b border-warning/50 bg-warning/10 px-4 py-2.5 text-center text-sm text-fg"
    >
      <Eye className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
      <strong className="font-semibold">{t("preview.title")}</strong>{" "}
      {revision
        ? t("preview.revision", { rev: revision })
        : by === "share" && expires
          ? t("preview.share", { time: expires })
          : t("preview.staff")}
    </div>
  );
}
