import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/utils/cn";

export const buttonVariants = cva(
  "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress",
  {
    variants: {
      variant: {
        primary:
          "bg-primary text-primary-foreground hover:bg-primary-500 active:bg-primary-700 dark:bg-primary-400 dark:hover:bg-primary-500 dark:active:bg-primary-300",
        secondary: "bg-surface-muted text-fg hover:bg-line",
        outline: "border border-line-strong bg-surface text-fg hover:border-primary hover:text-primary",
        text: "text-primary hover:bg-primary-100",
        danger: "bg-danger text-white hover:opacity-90 dark:bg-[color-mix(in_oklab,var(--danger)_65%,black)]",
      },
      size: {
        mini: "h-6 px-2 text-xs",
        small: "h-7 px-3 text-sm",
        medium: "h-8 px-4 text-sm",
        large: "h-10 px-5 text-base",
      },
    },
    defaultVariants: { variant: "secondary", size: "medium" },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /**
   * `primary` for the one main action of a screen, `secondary` (grey) for the others, `outline`, `text` for light
   * actions in tables and toolbars, `danger` for destructive ones. Default: `secondary`.
   */
  variant?: VariantProps<typeof buttonVariants>["variant"];
  /** Height: `mini` 24 px, `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: VariantProps<typeof buttonVariants>["size"];
  /** Shows a busy state and blocks repeated clicks. */
  loading?: boolean;
}

/** The basic action control, in the console's variants and sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, loading = false, disabled, children, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      ref={ref}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </Comp>
  );
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, VariantProps<typeof buttonVariants> {
  /** The look, as Button's: `primary`, `secondary`, `outline`, `text` or `danger`. Default: `secondary`. */
  variant?: VariantProps<typeof buttonVariants>["variant"];
  /** Height: `mini` 24 px, `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: VariantProps<typeof buttonVariants>["size"];
}

/** A link styled as a button (navigation, not an action). */
export function ButtonLink({ className, variant, size, children, ...props }: ButtonLinkProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

function Spinner() {
  return (
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
