import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

export type StepStatus = "wait" | "process" | "finish" | "error";

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status derived from `current`. */
  status?: StepStatus;
}

export interface StepsProps {
  /** The steps in order: `{ title, description?, status? }` each; `status` overrides the one derived from `current`. */
  items: StepItem[];
  /** Index (0-based) of the step in progress; earlier ones are finished, later ones waiting. */
  current?: number;
  /** Status of the current step (e.g. "error"). */
  status?: StepStatus;
  /** `horizontal` spreads the steps in a row; `vertical` stacks them (narrow spaces, long descriptions). */
  direction?: "horizontal" | "vertical";
  /** Small dots instead of numbered circles. */
  variant?: "default" | "dot";
  /** Label of the list for screen readers. Default: the catalogue's `ui.steps.label` (步骤 / Steps). */
  label?: string;
  /** Screen-reader words for each status. Default: the catalogue's `ui.steps.status` words (已完成 / done …). */
  statusLabels?: Record<StepStatus, string>;
  /** Extra classes on the list. No default. */
  className?: string;
}

/** Progress through a sequence (an application, a publishing flow); the current step is `aria-current="step"`. */
export function Steps({
  items,
  current = 0,
  status = "process",
  direction = "horizontal",
  variant = "default",
  label,
  statusLabels,
  className,
}: StepsProps) {
  const { t } = useUiText();
  const vertical = direction === "vertical";
  const dot = variant === "dot";
  return (
    <ol
      aria-label={label ?? t("steps.label")}
      className={cn("flex text-sm", vertical ? "flex-col" : "flex-row items-start", className)}
    >
      {items.map((item, index) => {
        const itemStatus: StepStatus =
          item.status ?? (index < current ? "finish" : index === current ? status : "wait");
        const last = index === items.length - 1;
        return (
          <li
            key={index}
            aria-current={index === current ? "step" : undefined}
            className={cn(
              "relative flex min-w-0",
              vertical ? "gap-3 pb-6 last:pb-0" : cn("flex-1", dot ? "flex-col items-center text-center" : "gap-3"),
            )}
          >
            {/* connector */}
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute",
                  itemStatus === "finish" ? "bg-primary" : "bg-line",
                  vertical
                    ? cn("w-px", dot ? "left-[3.5px] top-4 bottom-0" : "left-3.5 top-9 bottom-1")
                    : dot
                      ? "left-[calc(50%+10px)] right-[calc(-50%+10px)] top-[3.5px] h-px"
                      : "left-10 right-3 top-3.5 h-px",
                )}
              />
            ) : null}
            <StepIcon status={itemStatus} index={index} dot={dot} />
            <div className={cn("min-w-0", dot && !vertical && "mt-2 px-2")}>
              <div
                className={cn(
                  "relative z-10 leading-7",
                  dot && !vertical && "leading-5",
                  itemStatus === "process" && "font-medium text-fg",
                  itemStatus === "finish" && "text-fg",
                  itemStatus === "wait" && "text-fg-muted",
                  itemStatus === "error" && "text-danger",
                  !dot && !vertical && "inline-block bg-surface pr-3",
                )}
              >
                {item.title}
                <span className="sr-only">
                  {t("steps.statusText", { status: statusLabels?.[itemStatus] ?? t(`steps.status.${itemStatus}`) })}
                </span>
              </div>
              {item.description ? (
                <div className={cn("mt-0.5 text-xs", itemStatus === "error" ? "text-danger" : "text-fg-subtle")}>
                  {item.description}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The step's mark in each state: a dot (`dot` steps) or a numbered circle. */
const DOT: Record<StepStatus, string> = {
  wait: "bg-line-strong",
  process: "bg-primary ring-4 ring-primary-100",
  finish: "bg-primary",
  error: "bg-danger",
};
const NUMBER: Record<StepStatus, string> = {
  wait: "bg-surface-muted text-fg-muted",
  process: "bg-primary text-primary-foreground dark:bg-primary-400",
  finish: "bg-primary-100 text-primary",
  error: "bg-danger/10 text-danger",
};

function StepIcon({ status, index, dot }: { status: StepStatus; index: number; dot: boolean }) {
  if (dot) {
    return (
      <span aria-hidden="true" className={cn("relative z-10 mt-0 block size-2 shrink-0 rounded-full", DOT[status])} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-medium",
        NUMBER[status],
      )}
    >
      {status === "finish" ? <Check className="size-4" /> : status === "error" ? <X className="size-4" /> : index + 1}
    </span>
  );
}
