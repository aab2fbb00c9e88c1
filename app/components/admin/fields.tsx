/**
 * The admin's one composite field: a stored media address (a site path or http(s) URL, editable) plus a file
 * input that replaces it when the form is saved, with a preview for images. The address can be picked from the
 * media library: with script in a dialog, without it from the input's suggestions (a datalist of the library). Built on the field family of
 * components/ui (FormField + Input) like every other admin and console field.
 */
import { useContext, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { messageText, type Message } from "~/lib/i18n/message";
import { limitMb, UPLOAD_ACCEPT, uploadFieldName, type UploadKind } from "~/lib/media/upload-rules";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useIsClient } from "~/components/ui/client-only";
import { MediaChoicesContext, MediaPicker, choicesListId } from "./media-picker";

/** A field's error as text in the admin's language; undefined without one. */
export function useErrorText(): (error: Message | undefined) => string | undefined {
  const { t } = useTranslation("admin");
  return (error) => (error ? messageText(t, error) : undefined);
}

/** Whether a stored address may be shown as a preview (a site path or an http(s) URL). */
export function isShowableAddress(value: string): boolean {
  return /^\/(?!\/)|^https?:/i.test(value);
}

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
  const errorText = useErrorText();
  const fileId = `${useId()}-file`;
  const isClient = useIsClient();
  const choices = useContext(MediaChoicesContext);
  const address = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(value);
  return (
    <FormField
      label={label}
      name={name}
      error={errorText(error)}
      required={required}
      className={className}
      help={t(`upload.limit.${kind}`, { mb: limitMb(kind) })}
    >
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {kind === "image" ? (
            <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-surface-muted">
              {shown && isShowableAddress(shown) ? (
                <img src={shown} alt="" className="size-full object-contain" />
              ) : (
                <span className="text-xs text-fg-muted">{t("common.none")}</span>
              )}
            </span>
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center">
              <Input
                {...control}
                ref={address}
                name={name}
                defaultValue={value}
                placeholder="/uploads/…"
                list={choices.some((c) => c.kind === kind) ? choicesListId(kind) : undefined}
                onChange={(event) => setShown(event.target.value)}
                wrapperClassName="min-w-0 flex-1"
              />
              {isClient ? (
                <MediaPicker
                  kind={kind}
                  onPick={(item) => {
                    if (address.current) address.current.value = item.url;
                    setShown(item.url);
                    // A picked row of an image list gets the file's name too, when it has none yet.
                    const nameInput = address.current?.form?.elements.namedItem(name.replace(/\.url$/, ".name"));
                    if (name.endsWith(".url") && nameInput instanceof HTMLInputElement && !nameInput.value.trim())
                      nameInput.value = item.name;
                  }}
                />
              ) : null}
            </div>
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
    </FormField>
  );
}

/** A video's player as the admin previews it: letterboxed on black, nothing shown for an unusable address. */
export function VideoPreview({ src, poster, preload }: { src: string; poster: string; preload: "none" | "metadata" }) {
  return src && isShowableAddress(src) ? (
    <video src={src} poster={poster || undefined} controls preload={preload} className="size-full object-contain">
      <track kind="captions" />
    </video>
  ) : null;
}
