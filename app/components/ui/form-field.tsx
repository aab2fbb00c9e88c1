import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ReactElement,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils/cn";

/** Props FormField hands to its control so label, help and error are wired for assistive tech. */
export interface FormControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  /** Set on the first field with an error inside a FocusFirstError: the browser moves there (no script needed). */
  autoFocus?: true;
}

/** Which field of a refused form takes the focus: the first one rendered with an error claims it. */
type FirstErrorClaim = { reply: unknown; field: string | null };
const FirstErrorContext = createContext<FirstErrorClaim | null>(null);

/**
 * Around a form shown again with its errors: the first field with an error (in page order, as fields render in
 * order) gets `autofocus`, so the browser scrolls to it and focuses it without script, and a screen reader reads
 * its label and message. With script, each new reply (`reply`: a new object per refused post) moves the focus to
 * the form's first field marked invalid, also when the form stays mounted between replies.
 */
export function FocusFirstError({
  reply,
  children,
}: {
  /** The action's reply to the refused post: a new object per reply moves the focus again; falsy does nothing. */
  reply: unknown;
  /** The form's fields (FormFields inside it take part). */
  children: ReactNode;
}) {
  const claim = useMemo<FirstErrorClaim>(() => ({ reply, field: null }), [reply]);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!reply) return;
    const first = marker.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && !first.contains(document.activeElement)) first.focus();
  }, [reply]);
  return (
    <>
      <span hidden ref={marker} />
      <FirstErrorContext.Provider value={claim}>{children}</FirstErrorContext.Provider>
    </>
  );
}

/** True for the field that claims the focus; rendering the same field again (strict mode) keeps its claim. */
function useClaimsFocus(field: string, hasError: boolean): boolean {
  const claim = useContext(FirstErrorContext);
  if (!claim || !hasError) return false;
  claim.field ??= field;
  return claim.field === field;
}

export interface FormFieldProps {
  /** The field's name as shown and announced: a noun, no colon (e.g. 标题 / Title). */
  label: ReactNode;
  /** The control's id (the label's `for`). No default: generated with useId. */
  id?: string;
  /**
   * Shows the red required mark and sets `aria-required` on the control (add `required` yourself for native
   * validation). No default: optional.
   */
  required?: boolean;
  /** Guidance shown under the control and read after the label (aria-describedby). No default: none. */
  help?: ReactNode;
  /**
   * The error message, shown in red under the control; its presence marks the control `aria-invalid` and it is read
   * first. No default: no error.
   */
  error?: ReactNode;
  /**
   * The posted field's name, set on the error message (`data-field-error`) so tests and scripts can find it. No
   * default.
   */
  name?: string;
  /** Label above the control (default) or in a fixed column beside it (console forms). */
  layout?: "vertical" | "horizontal";
  /**
   * For controls made of several inputs (radio groups, checkbox lists): the row becomes a group named
   * by the label (role="group" + aria-labelledby) instead of a `<label for>`.
   */
  group?: boolean;
  /** Extra classes on the row. No default. */
  className?: string;
  /** One element (it receives id / aria-* props) or a function that spreads them where they belong. */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
}

/** A labelled form row: label, required mark, the control, help text and error message. */
export function FormField({
  label,
  id,
  required,
  help,
  error,
  name,
  layout = "vertical",
  group = false,
  className,
  children,
}: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const hasError = Boolean(error);
  const focusHere = useClaimsFocus(name ?? controlId, hasError);

  let control: ReactNode;
  const wiring: FormControlProps = {
    id: controlId,
    "aria-invalid": hasError ? true : undefined,
    autoFocus: focusHere ? true : undefined,
    // A generic group element may not carry aria-required; the visible required mark says it instead.
    "aria-required": required && !group ? true : undefined,
  };
  if (typeof children === "function") {
    control = children({ ...wiring, "aria-describedby": join(errorId, helpId) });
  } else if (isValidElement<Record<string, unknown>>(children)) {
    const own = children.props["aria-describedby"];
    control = cloneElement(children, {
      ...wiring,
      id: (children.props.id as string | undefined) ?? controlId,
      "aria-describedby": join(errorId, helpId, typeof own === "string" ? own : undefined),
    });
  }

  const horizontal = layout === "horizontal";
  const labelContent = (
    <>
      {required ? (
        <span className="mr-1 text-danger" aria-hidden="true">
          *
        </span>
      ) : null}
      {label}
    </>
  );
  const labelClass = cn(
    "text-sm text-fg-muted",
    horizontal ? "pt-1.5 sm:w-32 sm:shrink-0 sm:text-right" : "mb-1.5 block",
  );
  const body = (
    <div className="min-w-0 flex-1">
      {control}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-danger" data-field-error={name}>
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="mt-1 text-xs text-fg-muted">
          {help}
        </p>
      ) : null}
    </div>
  );
  const rowClass = cn("mb-5", horizontal && "flex flex-col gap-x-4 gap-y-1.5 sm:flex-row", className);

  if (group) {
    // A labelled group rather than <fieldset>/<legend>: the same semantics, without legend layout quirks.
    const labelId = `${controlId}-label`;
    return (
      <div role="group" aria-labelledby={labelId} className={rowClass}>
        <span id={labelId} className={labelClass}>
          {labelContent}
        </span>
        {body}
      </div>
    );
  }
  return (
    <div className={rowClass}>
      <label htmlFor={controlId} className={labelClass}>
        {labelContent}
      </label>
      {body}
    </div>
  );
}

function join(...ids: (string | undefined)[]): string | undefined {
  const value = ids.filter(Boolean).join(" ");
  return value || undefined;
}
