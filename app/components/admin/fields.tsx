/**
 * Form controls of the admin screens: plain inputs that post without script, with label, hint and the
 * field's error (translated) wired up through aria-describedby / aria-invalid.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Message } from "~/lib/i18n/message";
import { messageText } from "~/lib/i18n/message";
import { limitMb, UPLOAD_ACCEPT, uploadFieldName, type UploadKind } from "~/lib/media/upload-rules";
import { cn } from "~/lib/utils/cn";

export const controlClass =
  "block w-full rounded border border-line-strong bg-surface px-3 py-1.5 text-sm text-fg placeholder:text-fg-subtle hover:border-primary-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary-200 aria-[invalid=true]:border-danger disabled:bg-surface-muted";

interface FieldProps {
  label: ReactNode;
  name: string;
  error?: Message | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled control with its hint and error message. */
export function Field({ label, name, error, hint, required, className, children }: FieldProps) {
  const { t } = useTranslation("admin");
  const uid = useId();
  const id = `${uid}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg">
        {required ? (
          <span className="mr-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-danger" data-field-error={name}>
          {messageText(t, error)}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; name: string; error?: Message | undefined; hint?: ReactNode; className?: string };

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={controlClass}
          {...props}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={cn(controlClass, "min-h-24 leading-relaxed")}
          {...props}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  required,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={cn(controlClass, "h-8 py-0")}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  name,
  defaultChecked,
}: {
  label: ReactNode;
  name: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

/**
 * A media field: the stored address (editable: a site path or http(s) URL) plus a file input that replaces
 * it when the form is saved. Shows a preview for images.
 */
export function MediaField({
  label,
  name,
  kind,
  value,
  error,
  required,
  className,
}: {
  label: ReactNode;
  name: string;
  kind: UploadKind;
  value: string;
  error?: Message | undefined;
  required?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const uid = useId();
  const fileId = `${uid}-file`;
  return (
    <Field
      label={label}
      name={name}
      error={error}
      required={required}
      className={className}
      hint={t(`upload.limit.${kind}`, { mb: limitMb(kind) })}
    >
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {kind === "image" ? (
            <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-surface-muted">
              {value && /^\/(?!\/)|^https?:/i.test(value) ? (
                <img src={value} alt="" className="size-full object-contain" />
              ) : (
                <span className="text-xs text-fg-subtle">{t("common.none")}</span>
              )}
            </span>
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <input
              id={id}
              name={name}
              defaultValue={value}
              placeholder="/uploads/…"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            />
            <label htmlFor={fileId} className="sr-only">
              {t("common.upload")}: {label}
            </label>
            <input
              id={fileId}
              type="file"
              name={uploadFieldName(name, kind)}
              accept={UPLOAD_ACCEPT[kind]}
              className="block w-full text-xs text-fg-muted file:mr-3 file:cursor-pointer file:rounded file:border file:border-line-strong file:bg-surface file:px-3 file:py-1 file:text-sm file:text-fg hover:file:border-primary hover:file:text-primary"
            />
          </div>
        </div>
      )}
    </Field>
  );
}
