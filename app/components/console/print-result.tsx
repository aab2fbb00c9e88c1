/**
 * "Print result" of the Success page: the result on a page of its own, without the console's frame, ready to
 * print (the browser's print command; with JavaScript a Print button calls it). Works as a plain link.
 */
import Printer from "lucide-react/icons/printer";
import { useTranslation } from "~/lib/i18n/use-translation";
import { useIsClient } from "~/components/ui/client-only";
import { formatDateTime } from "~/lib/format/date";

export interface PrintResultProps {
  /** Who printed it and when (unix seconds). */
  userName: string;
  printedAt: number;
  /** The Success page, to go back to. */
  backHref: string;
}

export function PrintResult({ userName, printedAt, backHref }: PrintResultProps) {
  const { t } = useTranslation("console");
  const isClient = useIsClient();
  const steps = t("result.progressSteps", { returnObjects: true }) as string[];
  return (
    <main
      className="mx-auto max-w-3xl bg-surface px-6 py-8 text-fg print:max-w-none print:p-0"
      data-testid="print-result"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={backHref} className="text-primary hover:underline">
          ← {t("result.printBack")}
        </a>
        {isClient ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex h-8 items-center gap-1.5 rounded bg-primary px-4 text-sm text-primary-foreground hover:bg-primary-500"
          >
            <Printer className="size-4" aria-hidden="true" />
            {t("result.printNow")}
          </button>
        ) : (
          <p className="text-sm text-fg-muted">{t("result.printHint")}</p>
        )}
      </div>
      <h1 className="text-2xl font-semibold">{t("result.successTitle")}</h1>
      <p className="mt-2 text-fg-muted">{t("result.successSubtitle")}</p>
      <h2 className="mt-8 font-medium">{t("result.progress")}</h2>
      <ol className="mt-3 divide-y divide-line rounded border border-line">
        {steps.map((title, index) => (
          <li key={title} className="flex items-center justify-between gap-4 px-4 py-2">
            <span>
              {index + 1}. {title}
            </span>
            <span className="text-sm text-fg-muted">
              {index === 0 ? t("result.done") : index === 1 ? t("result.processing") : t("result.waiting")}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-fg-muted">
        {t("result.printedBy", { name: userName, time: formatDateTime(printedAt) })}
      </p>
    </main>
  );
}
