import { useTranslation } from "~/lib/i18n/use-translation";
import type { ContentLang } from "~/lib/site/view-models";

/**
 * On an English page, marks an article that has no English yet and shows its Chinese (docs/product.md, content in
 * two languages). Renders nothing when the text is in the page's language.
 */
export function ChineseOnlyMark({ lang, className = "" }: { lang: ContentLang; className?: string }) {
  const { t, i18n } = useTranslation("site");
  if (lang === i18n.language) return null;
  return (
    <span
      data-testid="chinese-only"
      className={`inline-block whitespace-nowrap rounded border border-line bg-surface-muted px-1.5 py-0.5 align-middle text-xs font-normal text-fg-muted ${className}`}
    >
      {t("content.chineseOnly")}
    </span>
  );
}
