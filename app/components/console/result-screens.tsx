/** Result (success, error) screens; the exception screens (403, 404, 500) live in exception-screen.tsx. */
import CircleX from "lucide-react/icons/circle-x";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Steps } from "~/components/ui/steps";
import { ResultPage } from "./result-page";
import { useConsoleRouting } from "./routing";

export function SuccessScreen() {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  const steps = t("result.progressSteps", { returnObjects: true }) as string[];
  const progressItems = steps.map((title, i) => ({
    title,
    description: i === 1 ? t("result.processing") : i > 1 ? t("result.waiting") : undefined,
  }));
  return (
    <ResultPage
      screenTitle={t("menu.success")}
      status="success"
      title={t("result.successTitle")}
      subtitle={t("result.successSubtitle")}
      actions={[
        { href: `${base}/result/success/print`, label: t("result.print"), variant: "secondary" },
        { href: `${base}/list/search-table`, label: t("result.projectList"), variant: "primary" },
      ]}
    >
      <section className="mx-auto mt-6 max-w-4xl rounded border border-line p-6" aria-labelledby="result-progress">
        <h2 id="result-progress" className="mb-4 font-medium text-fg">
          {t("result.progress")}
        </h2>
        {/* Five titles side by side do not fit a phone: there the steps run down the card. */}
        {(["vertical", "horizontal"] as const).map((direction) => (
          <Steps
            key={direction}
            className={direction === "vertical" ? "sm:hidden" : "max-sm:hidden"}
            direction={direction}
            variant="dot"
            current={1}
            label={t("result.progress")}
            items={progressItems}
          />
        ))}
      </section>
    </ResultPage>
  );
}

export function ErrorScreen() {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  const reasons = t("result.reasons", { returnObjects: true }) as string[];
  return (
    <ResultPage
      screenTitle={t("menu.error")}
      status="error"
      title={t("result.errorTitle")}
      subtitle={t("result.errorSubtitle")}
      actions={[
        { href: `${base}/dashboard/workplace`, label: t("result.goBack"), variant: "secondary" },
        { href: `${base}/form/step`, label: t("result.correct"), variant: "primary" },
      ]}
    >
      <section className="mx-auto mt-6 max-w-4xl rounded bg-surface-muted p-6" aria-labelledby="result-details">
        <h2 id="result-details" className="mb-3 font-medium text-fg">
          {t("result.details")}
        </h2>
        <ol className="space-y-2 text-fg-muted">
          {reasons.map((reason, i) => (
            <li key={reason} className="flex items-start gap-2">
              <CircleX className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              <span>
                {i + 1}. {reason}
                {i === 0 ? (
                  <a href={`${base}/user/setting`} className="ml-2 text-primary underline dark:text-primary-700">
                    {t("result.apply")}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </ResultPage>
  );
}
