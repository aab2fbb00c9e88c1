import type { HTMLAttributes, ReactNode } from "react";
import type { ErrorStatus } from "~/lib/http/error-status";
import { cn } from "~/lib/utils/cn";

export type ResultStatus = "success" | "error" | "info" | "warning" | `${ErrorStatus}`;

export interface ResultProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /**
   * The outcome, which picks the illustration: `success`, `error`, `info`, `warning`, or an HTTP status such as 403,
   * 404 or 500.
   */
  status?: ResultStatus;
  /** What happened, in one short sentence (e.g. 提交成功 / Submitted). */
  title: ReactNode;
  /** A sentence or two under the title: why, and what to do next. No default: none. */
  subtitle?: ReactNode;
  /** Actions under the text (e.g. a "back home" link-button). No default: none. */
  extra?: ReactNode;
  /** Replaces the status illustration. No default: the status's illustration. */
  icon?: ReactNode;
  /** Heading level of the title (default h2; use h1 on a dedicated error page). */
  titleAs?: "h1" | "h2" | "h3";
  /** Details in a grey box under the actions (e.g. what failed, an error reference). No default: none. */
  children?: ReactNode;
}

/** The outcome of an operation, or an error page (any status of lib/http/error-status), with an illustration and actions. */
export function Result({
  status = "info",
  title,
  subtitle,
  extra,
  icon,
  titleAs: Heading = "h2",
  className,
  children,
  ...props
}: ResultProps) {
  return (
    <div className={cn("flex flex-col items-center px-6 py-12 text-center", className)} {...props}>
      <div className="mb-6">{icon ?? <ResultIllustration status={status} />}</div>
      <Heading className="text-lg font-medium text-fg">{title}</Heading>
      {subtitle ? <p className="mt-2 max-w-xl text-sm text-fg-muted">{subtitle}</p> : null}
      {extra ? <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{extra}</div> : null}
      {children ? (
        <div className="mt-6 w-full max-w-xl rounded bg-surface-muted p-5 text-left text-sm">{children}</div>
      ) : null}
    </div>
  );
}

/**
 * The drawing for each status, in theme tokens so it follows dark mode: a lock for refusals (401, 403, 405), a
 * lost pin for 404, servers for 500, a warning sign for a request the server could not take (400, 409, 413, 415).
 */
export function ResultIllustration({
  status,
}: {
  /** The outcome or HTTP status to draw. */
  status: ResultStatus;
}) {
  switch (status) {
    case "success":
      return (
        <StatusCircle tone="fill-success/15" stroke="stroke-success">
          <path d="M24 41 L34 51 L56 29" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </StatusCircle>
      );
    case "error":
      return (
        <StatusCircle tone="fill-danger/15" stroke="stroke-danger">
          <path d="M28 28 L52 52 M52 28 L28 52" strokeWidth="6" strokeLinecap="round" fill="none" />
        </StatusCircle>
      );
    case "warning":
      return (
        <StatusCircle tone="fill-warning/15" stroke="stroke-warning">
          <path d="M40 22 V44" strokeWidth="6" strokeLinecap="round" />
          <circle cx="40" cy="56" r="3.5" className="fill-warning" strokeWidth="0" />
        </StatusCircle>
      );
    case "info":
      return (
        <StatusCircle tone="fill-primary-100" stroke="stroke-primary">
          <circle cx="40" cy="24" r="3.5" className="fill-primary" strokeWidth="0" />
          <path d="M40 36 V58" strokeWidth="6" strokeLinecap="round" />
        </StatusCircle>
      );
    case "401":
    case "403":
    case "405":
      return (
        <ErrorScene code={status}>
          <rect x="94" y="46" width="52" height="40" rx="6" className="fill-primary" />
          <path d="M104 46 V36 a16 16 0 0 1 32 0 V46" className="stroke-primary" strokeWidth="6" fill="none" />
          <circle cx="120" cy="62" r="5" className="fill-surface" />
          <path d="M120 66 V76" className="stroke-surface" strokeWidth="4" strokeLinecap="round" />
        </ErrorScene>
      );
    case "404":
      return (
        <ErrorScene code="404">
          <path d="M120 88 C104 70 96 58 96 46 a24 24 0 0 1 48 0 C144 58 136 70 120 88 Z" className="fill-primary" />
          <circle cx="120" cy="46" r="9" className="fill-surface" />
          <path
            d="M70 92 Q95 84 120 92 T170 92"
            className="stroke-primary-300"
            strokeWidth="3"
            fill="none"
            strokeDasharray="6 6"
          />
        </ErrorScene>
      );
    case "500":
      return (
        <ErrorScene code="500">
          <rect x="92" y="26" width="56" height="22" rx="4" className="fill-primary" />
          <rect x="92" y="54" width="56" height="22" rx="4" className="fill-primary-400" />
          <circle cx="102" cy="37" r="3" className="fill-surface" />
          <circle cx="102" cy="65" r="3" className="fill-surface" />
          <path d="M116 37 H138 M116 65 H138" className="stroke-surface" strokeWidth="3" strokeLinecap="round" />
          <path
            d="M150 20 L140 44 H152 L142 66"
            className="stroke-warning"
            strokeWidth="4"
            strokeLinejoin="round"
            fill="none"
          />
        </ErrorScene>
      );
    case "400":
    case "409":
    case "413":
    case "415":
      return (
        <ErrorScene code={status}>
          <path d="M120 22 L150 84 H90 Z" className="fill-warning" strokeLinejoin="round" />
          <path d="M120 44 V64" className="stroke-surface" strokeWidth="6" strokeLinecap="round" />
          <circle cx="120" cy="74" r="3.5" className="fill-surface" />
        </ErrorScene>
      );
  }
}

function StatusCircle({ tone, stroke, children }: { tone: string; stroke: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 80 80" className={cn("size-20", stroke)} aria-hidden="true">
      <circle cx="40" cy="40" r="40" className={tone} strokeWidth="0" />
      <g className={stroke}>{children}</g>
    </svg>
  );
}

function ErrorScene({ code, children }: { code: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 130" className="h-36 w-64" aria-hidden="true">
      <ellipse cx="120" cy="112" rx="100" ry="12" className="fill-surface-muted" />
      <circle cx="120" cy="56" r="52" className="fill-primary-100" />
      {children}
      <text
        x="120"
        y="126"
        textAnchor="middle"
        className="fill-fg-subtle font-sans"
        fontSize="18"
        fontWeight="600"
        letterSpacing="4"
      >
        {code}
      </text>
    </svg>
  );
}
