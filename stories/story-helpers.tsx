/**
 * What the story files share: the English and dark stories every UI component has, arg-type presets, the box a
 * story is shown in, and renders that show a component several times or inside a form field.
 */
import type { Decorator } from "@storybook/react-vite";
import type { ComponentType, ReactNode } from "react";
import { FormField, type FormFieldProps } from "~/components/ui/form-field";
import { cn } from "~/lib/utils/cn";

/** A story with the Locale toolbar on English, with the English `args` the translation of the demo data lacks. */
export function english<A>(args?: A) {
  return { ...(args === undefined ? {} : { args }), globals: { locale: "en-US" } } as const;
}

/** `story` in the dark theme, whatever the Theme toolbar says. */
export function dark<S extends object>(story?: S): S {
  return { ...story, globals: { theme: "dark" } } as S;
}

/** A prop picked from a few values: radio buttons in the Controls panel. */
export const radios = <const T,>(options: readonly T[]) => ({ control: "inline-radio", options }) as const;

/** A prop picked from a longer list: a select in the Controls panel. */
export const choice = <const T,>(options: readonly T[]) => ({ control: "select", options }) as const;

/**
 * Shows the story in a box with these classes: a realistic width for a control (`max-w-md`), or the room what it
 * opens needs (`min-h-72`).
 */
export function inBox(className: string): Decorator {
  return (Story) => <div className={className}>{Story()}</div>;
}

const LAYOUTS = {
  column: "flex flex-col gap-3",
  row: "flex items-center gap-3",
  wrap: "flex flex-wrap gap-2",
} as const;

/** Several instances of a component to compare: one under another, side by side, or wrapping. */
export function Variants({
  layout = "column",
  className,
  children,
}: {
  layout?: keyof typeof LAYOUTS;
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn(LAYOUTS[layout], className)}>{children}</div>;
}

/** A render that shows `Component` once per entry of `variants`, each over the story's args. */
export function gallery<P extends object>(
  Component: ComponentType<P>,
  variants: readonly Partial<P>[],
  layout?: keyof typeof LAYOUTS,
) {
  return function Gallery(args: P) {
    return (
      <Variants layout={layout}>
        {variants.map((variant, i) => (
          <Component key={i} {...args} {...variant} />
        ))}
      </Variants>
    );
  };
}

/**
 * A render that shows `Component` in a FormField, as a form uses it: the field's label names it (the story's own
 * `aria-label` is dropped), its help or error describes it; `props` are set over the story's args.
 */
export function inFormField<P extends object>(
  Component: ComponentType<P>,
  field: Omit<FormFieldProps, "children">,
  props?: Partial<P>,
) {
  return function InFormField(args: P) {
    return (
      <FormField {...field}>
        <Component {...args} aria-label={undefined} {...props} />
      </FormField>
    );
  };
}
