/**
 * The console's help page (the navbar's Docs button and the Workplace's Documents links): what the back office
 * and the console do and how to use them, in the reader's language. Each section has an anchor the links use.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/ui/card";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";

/** The help sections in order; the Workplace's four Documents links point at them. */
export const HELP_SECTIONS = ["overview", "guide", "access", "faq"] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export function HelpScreen() {
  const { t } = useTranslation("console");
  const { base } = useConsoleRouting();
  return (
    <Card>
      <div className="mx-auto max-w-3xl space-y-8 p-6">
        <ScreenTitle visible>{t("help.title")}</ScreenTitle>
        <p className="text-fg-muted">{t("help.intro")}</p>
        <nav aria-label={t("help.contents")}>
          <ul className="flex flex-wrap gap-3 text-sm">
            {HELP_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="text-primary underline underline-offset-2">
                  {t(`help.sections.${section}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {HELP_SECTIONS.map((section) => (
          <section key={section} id={section} aria-labelledby={`help-${section}`} className="scroll-mt-20">
            <h2 id={`help-${section}`} className="mb-3 text-lg font-medium text-fg">
              {t(`help.sections.${section}.title`)}
            </h2>
            <ul className="list-disc space-y-2 pl-5 text-fg-muted">
              {(t(`help.sections.${section}.items`, { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="text-sm text-fg-subtle">
          {t("help.more")}{" "}
          <a href={`${base}/messages`} className="text-primary underline underline-offset-2">
            {t("messageBox.title")}
          </a>
        </p>
      </div>
    </Card>
  );
}
