import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

export interface EmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** The message. Default: the catalogue's `ui.empty` (暂无数据 / No data). */
  description?: ReactNode;
  /** Replaces the illustration (keep it decorative, aria-hidden). No default: the empty-box illustration. */
  image?: ReactNode;
  /** Actions under the message (e.g. a 新建 / Create button). No default: none. */
  children?: ReactNode;
}

/** A placeholder for a list, table or panel with nothing to show. */
export function Empty({ description, image, className, children, ...props }: EmptyProps) {
  const { t } = useUiText();
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 px-4 py-10 text-center", className)} {...props}>
      {image ?? <EmptyIllustration />}
      <div className="text-sm text-fg-subtle">{description ?? t("empty")}</div>
      {children ? <div className="mt-1 flex items-center gap-2">{children}</div> : null}
    </div>
  );
}

/** An open, empty box drawn in the neutral tokens. */
export function EmptyIllustration({
  className,
}: {
  /** Classes on the `<svg>`, e.g. another size. No default: 96 × 64 px. */
  className?: string;
}) {
  return (
    <svg viewBox="0 0 96 72" className={cn("h-16 w-24", className)} fill="none" aria-hidden="true">
      <ellipse cx="48" cy="62" rx="36" ry="6" className="fill-surface-muted" />
      <path d="M20 30 L32 14 H64 L76 30" className="stroke-line-strong" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M20 30 H38 a10 6 0 0 0 20 0 H76 V56 a2 2 0 0 1 -2 2 H22 a2 2 0 0 1 -2 -2 Z"
        className="fill-surface-muted stroke-line-strong"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M40 22 H56" className="stroke-line-strong" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
