import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Info from "lucide-react/icons/info";
import { useState, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { CloseButton } from "./close-button";
import { toneBorder, toneSoftBg, type Tone } from "./tone";
import { useUiText } from "./use-ui-text";

export type AlertType = "info" | "success" | "warning" | "error";

const tone: Record<AlertType, Tone> = { info: "primary", success: "success", warning: "warning", error: "danger" };
const iconColor: Record<AlertType, string> = {
  info: "text-primary",
  success: "text-success",
  warning: "text-warning",
  error: "text-danger",
};
const icons = { info: Info, success: CircleCheck, warning: CircleAlert, error: CircleX } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /**
   * The kind of message; sets the colour, the icon and the role (`error` and `warning` are announced at once as
   * role="alert", `info` and `success` are a polite role="status").
   */
  type?: AlertType;
  /** A short heading above the message, in medium weight. No default: left out, only the message shows. */
  title?: ReactNode;
  /** The message body, in muted text under the title. No default: left out, only the title shows. */
  children?: ReactNode;
  /** Shows a close button (needs JavaScript; without it the alert simply stays). */
  closable?: boolean;
  /** Called after the close button hides the alert (the alert keeps its own closed state). No default. */
  onClose?: () => void;
  /** Accessible name of the close button (it shows only an ×). Default: the catalogue's `ui.close` (关闭 / Close). */
  closeLabel?: string;
  /** Actions at the right, e.g. a small button. No default: left out, no action area. */
  action?: ReactNode;
  /** Shows the type's icon before the text. */
  showIcon?: boolean;
}

/**
 * An inline message on the page. Errors and warnings are announced (role="alert"), others are a
 * polite status.
 */
export function Alert({
  type = "info",
  title,
  children,
  closable = false,
  onClose,
  closeLabel,
  action,
  showIcon = true,
  className,
  ...props
}: AlertProps) {
  const [open, setOpen] = useState(true);
  const { t } = useUiText();
  if (!open) return null;
  const Icon = icons[type];
  return (
    <div
      role={type === "error" || type === "warning" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2.5 rounded border px-4 py-2.5 text-sm text-fg",
        toneSoftBg[tone[type]],
        toneBorder[tone[type]],
        className,
      )}
      {...props}
    >
      {showIcon ? <Icon className={cn("mt-0.5 size-4 shrink-0", iconColor[type])} aria-hidden="true" /> : null}
      <div className="min-w-0 flex-1">
        {title ? <div className={cn("font-medium", children ? "mb-1" : undefined)}>{title}</div> : null}
        {children ? <div className="text-fg-muted">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
      {closable ? (
        <CloseButton
          label={closeLabel ?? t("close")}
          size="small"
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        />
      ) : null}
    </div>
  );
}
