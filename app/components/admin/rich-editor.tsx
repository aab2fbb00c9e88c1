/**
 * The article body: a plain `<textarea name="info">` that posts the HTML (the editor without script),
 * enhanced after mount into a Tiptap editor loaded on demand. The textarea stays the form field: the
 * editor writes its HTML back into it on every change.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Message } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { FormField } from "~/components/ui/form-field";
import { cn } from "~/lib/utils/cn";
import { useErrorText } from "./fields";

const TiptapEditor = lazy(() => import("./tiptap-editor.client"));

export function RichTextField({
  name,
  label,
  value,
  error,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  error?: Message | undefined;
  hint?: string;
}) {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  // The editor's tables have no caption or column groups: such bodies open in the HTML source view so nothing is dropped.
  const [source, setSource] = useState(() => /<(caption|colgroup)[\s>]/i.test(value));
  useEffect(() => setEnhanced(true), []);
  return (
    <FormField label={label} name={name} error={errorText(error)} help={hint}>
      {({ id, "aria-describedby": describedBy, "aria-invalid": invalid, autoFocus }) => (
        <div>
          {enhanced ? (
            <div className="mb-2 flex justify-end">
              <label className="inline-flex items-center gap-2 text-xs text-fg-muted">
                <input
                  type="checkbox"
                  checked={source}
                  onChange={(e) => setSource(e.target.checked)}
                  className="accent-primary"
                />
                {t("editor.source")}
              </label>
            </div>
          ) : null}
          {enhanced && !source ? (
            <Suspense fallback={<div className="h-80 animate-pulse rounded border border-line bg-surface-muted" />}>
              <TiptapEditor
                initial={textarea.current?.value ?? value}
                label={label}
                describedBy={describedBy}
                invalid={invalid}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only the first field with an error after a refused save (FocusFirstError)
                autoFocus={autoFocus}
                onChange={(html) => {
                  if (textarea.current) textarea.current.value = html;
                }}
              />
            </Suspense>
          ) : null}
          <textarea
            ref={textarea}
            id={id}
            name={name}
            defaultValue={value}
            rows={18}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only the first field with an error after a refused save (FocusFirstError)
            autoFocus={enhanced && !source ? undefined : autoFocus}
            className={
              enhanced && !source
                ? "sr-only"
                : cn(
                    "block w-full rounded border border-line-strong bg-surface px-3 py-1.5 font-mono text-xs leading-relaxed text-fg",
                    "hover:border-primary-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger",
                  )
            }
            tabIndex={enhanced && !source ? -1 : undefined}
            data-rich-source
          />
        </div>
      )}
    </FormField>
  );
}
