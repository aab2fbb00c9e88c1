/**
 * After a stale save: lists the fields whose stored value differs from what the user typed. The form keeps
 * the user's input and now carries the stored copy's updatetime, so saving again deliberately replaces it.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import type { FormFailure } from "~/lib/admin/form-state";
import { textAt } from "~/lib/admin/form-state";
import { plainTextOf } from "~/lib/site/format";

/** A compared field: its name, its label, and whether it holds rich text (shown as its text, not its markup). */
export interface ComparedField {
  name: string;
  label: string;
  rich: boolean;
}

export function ConflictPanel({ failure, fields }: { failure: FormFailure | null; fields: ComparedField[] }) {
  const { t } = useTranslation("admin");
  if (!failure?.conflict) return null;
  const { current } = failure.conflict;
  const changed = fields.filter(({ name }) => {
    const stored = JSON.stringify(current[name] ?? "");
    const typed = JSON.stringify(failure.initialValue[name] ?? "");
    return stored !== typed;
  });
  return (
    <section
      className="rounded-md border border-warning/50 bg-[#fff7e8] p-4 text-sm dark:bg-surface-raised"
      data-conflict
    >
      <h2 className="font-semibold text-fg">{t("common.storedNow")}</h2>
      {changed.length ? (
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
          {changed.map(({ name, label, rich }) => (
            <div key={name} className="contents">
              <dt className="text-fg-subtle">{label}</dt>
              <dd className="min-w-0 whitespace-pre-wrap break-words text-fg" data-conflict-field={name}>
                {(rich ? plainTextOf(textAt(current, name)) : textAt(current, name)).slice(0, 600) || "—"}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
