import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /**
   * Shortcut: renders a CardHeader with this title and wraps the children in a CardBody. No default: left out (with no
   * `extra`), the children are placed as they are.
   */
  title?: ReactNode;
  /** Shortcut: actions or links at the right of the header (they wrap under the title on a narrow card). No default. */
  extra?: ReactNode;
  /** Heading level of the shortcut title; pick the one that fits the page's outline. */
  titleAs?: "h2" | "h3" | "h4";
  /** A 1 px border instead of the shadow (for cards on a white background). */
  bordered?: boolean;
  /** Raises the shadow on hover, for cards that are wholly clickable. */
  hoverable?: boolean;
  /** Classes for the CardBody when the title/extra shortcut is used. No default. */
  bodyClassName?: string;
}

/**
 * A white panel on the grey page (Arco's card). Use the `title`/`extra` shortcut, or compose
 * CardHeader / CardTitle / CardExtra / CardBody / CardFooter yourself.
 */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { className, title, extra, titleAs = "h2", bordered = false, hoverable = false, bodyClassName, children, ...props },
  ref,
) {
  const shortcut = title !== undefined || extra !== undefined;
  return (
    <div
      ref={ref}
      className={cn(
        "rounded bg-surface text-fg",
        bordered ? "border border-line" : "shadow-card",
        hoverable && "transition-shadow hover:shadow-pop",
        className,
      )}
      {...props}
    >
      {shortcut ? (
        <>
          <CardHeader>
            {title !== undefined ? <CardTitle as={titleAs}>{title}</CardTitle> : <span />}
            {extra !== undefined ? <CardExtra>{extra}</CardExtra> : null}
          </CardHeader>
          <CardBody className={bodyClassName}>{children}</CardBody>
        </>
      ) : (
        children
      )}
    </div>
  );
});

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  // Wraps: on a narrow card the extra (tabs, links) goes under the title instead of cutting it short.
  return (
    <div
      className={cn("flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-4", className)}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  as: Heading = "h2",
  ...props
}: HTMLAttributes<HTMLHeadingElement> & {
  /** Heading level; pick the one that fits the page's outline. */
  as?: "h2" | "h3" | "h4";
}) {
  return <Heading className={cn("min-w-0 truncate text-base font-medium text-fg", className)} {...props} />;
}

export function CardExtra({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex shrink-0 items-center gap-2 text-sm text-fg-muted", className)} {...props} />;
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("px-5 py-4 text-sm", className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("flex items-center justify-end gap-2 border-t border-line px-5 py-3", className)} {...props} />
  );
}
