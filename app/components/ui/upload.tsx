import CloudUpload from "lucide-react/icons/cloud-upload";
import FileText from "lucide-react/icons/file-text";
import X from "lucide-react/icons/x";
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils/cn";
import { useIsClient } from "./client-only";
import { ProgressBar } from "./progress-bar";
import { toneText } from "./tone";
import { useUiText, type UiText } from "./use-ui-text";

export interface UploadLabels {
  /** Main line in the drop zone. */
  prompt: ReactNode;
  remove: (fileName: string) => string;
  progress: (fileName: string) => string;
  done: string;
  failed: string;
  listLabel: string;
}

/** The catalogue's words (common.json `ui.upload`) in the page's language. */
function uploadLabels(t: UiText["t"]): UploadLabels {
  return {
    prompt: (
      <>
        {t("upload.prompt")}
        <span className="text-primary dark:text-primary-700">{t("upload.browse")}</span>
      </>
    ),
    remove: (name) => t("upload.remove", { name }),
    progress: (name) => t("upload.progress", { name }),
    done: t("upload.done"),
    failed: t("upload.failed"),
    listLabel: t("upload.list"),
  };
}

/** The upload labels: the catalogue's, with a screen's own words over them. */
function useUploadLabels(overrides: Partial<UploadLabels> | undefined): UploadLabels {
  const { t } = useUiText();
  return { ...uploadLabels(t), ...overrides };
}

export interface UploadProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "onChange"
> {
  /** Limits or formats shown under the prompt (e.g. the accepted types and the size limit). No default: no hint. */
  hint?: ReactNode;
  /**
   * Upload progress per file name, 0–100 (a negative number marks a failure). No default: no bars, the files are only
   * listed.
   */
  progress?: Record<string, number>;
  /** Called with the chosen files whenever the selection changes (a choice, a drop or a removal). No default. */
  onFilesChange?: (files: File[]) => void;
  /** Other words than the catalogue's, where a screen needs them. Default: the catalogue's `ui.upload.*` words. */
  labels?: Partial<UploadLabels>;
  /** Classes for the drop zone's outer box. No default. */
  className?: string;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A file field styled as a drop zone. It is a real `<input type="file" name>`: without JavaScript it
 * shows as the browser's file input and posts with the form; with JavaScript the whole zone accepts
 * clicks and drops, lists the chosen files and, given `progress`, shows a bar per file.
 */
export const Upload = forwardRef<HTMLInputElement, UploadProps>(function Upload(
  { hint, progress, onFilesChange, labels: labelOverrides, className, disabled, id, ...props },
  ref,
) {
  const labels = useUploadLabels(labelOverrides);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const isClient = useIsClient();
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);

  function update(next: File[]) {
    setFiles(next);
    onFilesChange?.(next);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setDragging(false);
    update(Array.from(event.target.files ?? []));
  }

  function remove(index: number) {
    const input = inputRef.current;
    const next = files.filter((_, i) => i !== index);
    if (input) {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      input.files = transfer.files;
    }
    update(next);
  }

  return (
    <div className={cn("w-full text-sm", className)}>
      <div
        className={cn(
          "relative flex flex-col items-center justify-center gap-2 rounded border border-dashed border-line-strong bg-surface-muted px-6 py-8 text-center transition-colors",
          "has-[:focus-visible]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
          "has-[[aria-invalid=true]]:border-danger",
          !disabled && "hover:border-primary",
          dragging && "border-primary bg-primary-100",
          disabled && "border-line",
        )}
      >
        <CloudUpload className="size-8 text-fg-subtle" aria-hidden="true" />
        {isClient ? <div className="text-fg">{labels.prompt}</div> : null}
        {hint ? <div className="text-xs text-fg-muted">{hint}</div> : null}
        <input
          ref={inputRef}
          id={id}
          type="file"
          disabled={disabled}
          onChange={onChange}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          className={cn(
            isClient
              ? "absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              : "mt-2 max-w-full text-fg file:mr-3 file:rounded file:border file:border-line-strong file:bg-surface file:px-3 file:py-1 file:text-fg",
          )}
          {...props}
        />
      </div>
      {files.length > 0 ? (
        <ul aria-label={labels.listLabel} className="mt-3 flex flex-col gap-2">
          {files.map((file, index) => (
            <FileRow
              key={`${file.name}-${index}`}
              name={file.name}
              size={file.size}
              progress={progress?.[file.name]}
              labels={labels}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** A list of files with progress that needs no File objects (uploads in flight, server-known files). */
export function UploadList({
  items,
  labels: labelOverrides,
}: {
  /** The files: `{ name, size (bytes), progress? }` each; progress 0–100, negative for a failure. */
  items: { name: string; size: number; progress?: number }[];
  /** Other words than the catalogue's, where a screen needs them. Default: the catalogue's `ui.upload.*` words. */
  labels?: Partial<UploadLabels>;
}) {
  const labels = useUploadLabels(labelOverrides);
  return (
    <ul aria-label={labels.listLabel} className="flex flex-col gap-2 text-sm">
      {items.map((item) => (
        <FileRow key={item.name} {...item} labels={labels} />
      ))}
    </ul>
  );
}

function FileRow({
  name,
  size,
  progress,
  labels,
  onRemove,
}: {
  name: string;
  size: number;
  progress?: number;
  labels: UploadLabels;
  onRemove?: () => void;
}) {
  const failed = progress !== undefined && progress < 0;
  return (
    <li className="rounded border border-line bg-surface px-3 py-2">
      <div className="flex items-center gap-2">
        <FileText className={cn("size-4 shrink-0", failed ? "text-danger" : "text-fg-subtle")} aria-hidden="true" />
        <span className={cn("min-w-0 flex-1 truncate", failed ? "text-danger" : "text-fg")}>{name}</span>
        <span className="shrink-0 text-xs text-fg-subtle">{formatSize(size)}</span>
        {progress === 100 ? <span className={cn("shrink-0 text-xs", toneText.success)}>{labels.done}</span> : null}
        {failed ? <span className="shrink-0 text-xs text-danger">{labels.failed}</span> : null}
        {onRemove ? (
          <button
            type="button"
            aria-label={labels.remove(name)}
            onClick={onRemove}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {progress !== undefined && progress >= 0 && progress < 100 ? (
        <ProgressBar value={progress} label={labels.progress(name)} hideLabel size="small" className="mt-1.5" />
      ) : null}
    </li>
  );
}
