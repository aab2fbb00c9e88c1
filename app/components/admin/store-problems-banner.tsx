import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";

/** A content file refused on reload, as the admin layout's loader passes it (see store.problems()). */
export interface StoreProblemView {
  file: string;
  recordId?: number;
  recordIndex?: number;
  field?: string;
  detail: string;
}

/**
 * Shown on every admin page while a content file on disk is broken: the site keeps serving the last good
 * content, and this says which file, record and field to fix. It goes away once the file is fixed.
 */
export function StoreProblemsBanner({ problems }: { problems: readonly StoreProblemView[] }) {
  const { t } = useTranslation("admin");
  if (problems.length === 0) return null;
  return (
    <Alert type="error" title={t("storeProblems.title")} className="mb-4" data-store-problems={problems.length}>
      <ul className="space-y-1">
        {problems.map((problem) => (
          <li key={problem.file} data-store-problem={problem.file}>
            {[
              t("storeProblems.file", { file: problem.file }),
              problem.recordId !== undefined
                ? t("storeProblems.record", { id: problem.recordId })
                : problem.recordIndex !== undefined
                  ? t("storeProblems.recordIndex", { index: problem.recordIndex + 1 })
                  : null,
              problem.field ? t("storeProblems.field", { field: problem.field }) : null,
            ]
              .filter(Boolean)
              .join(t("storeProblems.separator"))}
            {t("storeProblems.colon")}
            <code className="break-all">{problem.detail}</code>
          </li>
        ))}
      </ul>
      <p className="mt-1">{t("storeProblems.hint")}</p>
    </Alert>
  );
}
