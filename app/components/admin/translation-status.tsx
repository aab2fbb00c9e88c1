/**
 * Translation status in the admin (docs/decisions/011): a tag per record, and the summary of what has no English
 * yet or outdated English, each count a link to the filtered article list.
 */
import { Link } from "@remix-run/react";
import type { TranslationCounts, TranslationStatus } from "~/lib/content/translation";
import { useTranslation } from "~/lib/i18n/use-translation";
import { StatusTag } from "./table";

const TONE = { translated: "green", missing: "red", outdated: "orange" } as const;

export function TranslationStatusTag({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation("admin");
  return (
    <StatusTag tone={TONE[status]}>
      <span data-translation-status={status}>{t(`translation.statuses.${status}`)}</span>
    </StatusTag>
  );
}

export function TranslationSummary({ counts }: { counts: TranslationCounts }) {
  const { t } = useTranslation("admin");
  const kinds = [
    { key: "articles", label: t("nav.articles"), counts: counts.articles },
    { key: "videos", label: t("nav.videos"), counts: counts.videos },
    { key: "links", label: t("nav.links"), counts: counts.links },
  ] as const;
  return (
    <section
      aria-labelledby="translation-summary"
      data-testid="translation-summary"
      className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 rounded border border-line bg-surface-muted/60 px-4 py-3 text-sm"
    >
      <h2 id="translation-summary" className="font-medium">
        {t("translation.missingCount")}
      </h2>
      {kinds.map((kind) => (
        <span key={kind.key} data-kind={kind.key} className="flex items-center gap-2">
          <span className="text-fg-muted">{kind.label}</span>
          {kind.key === "articles" ? (
            <>
              <Link to="?translation=missing" className="text-primary-700 underline-offset-2 hover:underline">
                {t("translation.statuses.missing")} <b data-count="missing">{kind.counts.missing}</b>
              </Link>
              <Link to="?translation=outdated" className="text-primary-700 underline-offset-2 hover:underline">
                {t("translation.statuses.outdated")} <b data-count="outdated">{kind.counts.outdated}</b>
              </Link>
            </>
          ) : (
            <span>
              {t("translation.statuses.missing")} <b data-count="missing">{kind.counts.missing}</b> ·{" "}
              {t("translation.statuses.outdated")} <b data-count="outdated">{kind.counts.outdated}</b>
            </span>
          )}
        </span>
      ))}
      <span data-kind="company" className="flex items-center gap-2">
        <span className="text-fg-muted">{t("nav.company")}</span>
        <TranslationStatusTag status={counts.company} />
      </span>
    </section>
  );
}
