import * as TabsPrimitive from "@radix-ui/react-tabs";
import {
  createContext,
  forwardRef,
  useContext,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type ElementType,
} from "react";
import { cn } from "~/lib/utils/cn";

type Variant = "line" | "card" | "capsule";
const VariantContext = createContext<Variant>("line");

/**
 * Tabs (Radix): arrow keys move between tabs, the panel follows. Without JavaScript the initially
 * selected panel shows; put content that must be reachable without JavaScript on separate pages.
 */
export const Tabs = forwardRef<
  ElementRef<typeof TabsPrimitive.Root>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Root> & {
    /** `line` (underlined, the usual), `card` (tabs on a panel edge) or `capsule` (segmented, for a small filter). */
    variant?: Variant;
  }
>(function Tabs({ variant = "line", className, ...props }, ref) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.Root ref={ref} className={cn("text-sm", className)} {...props} />
    </VariantContext.Provider>
  );
});

/** A part of the tabs whose look depends on the variant chosen on `<Tabs>`. */
function variantPart<C extends typeof TabsPrimitive.List | typeof TabsPrimitive.Trigger>(
  displayName: string,
  Part: C,
  base: string,
  byVariant: Record<Variant, string>,
) {
  const Layer = Part as ElementType;
  const Styled = forwardRef<ElementRef<C>, ComponentPropsWithoutRef<C>>(function Styled(props, ref) {
    const variant = useContext(VariantContext);
    const { className, ...rest } = props as { className?: string };
    return <Layer ref={ref} className={cn(base, byVariant[variant], className)} {...rest} />;
  });
  Styled.displayName = displayName;
  return Styled;
}

export const TabsList = variantPart("TabsList", TabsPrimitive.List, "flex items-center", {
  line: "gap-6 border-b border-line",
  card: "gap-1 border-b border-line",
  capsule: "inline-flex gap-1 rounded bg-surface-muted p-1",
});

export const TabsTrigger = variantPart(
  "TabsTrigger",
  TabsPrimitive.Trigger,
  cn(
    "relative inline-flex items-center gap-1.5 whitespace-nowrap text-fg-muted transition-colors hover:text-fg",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50",
  ),
  {
    line: "-mb-px h-10 border-b-2 border-transparent data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary",
    card: "-mb-px h-9 rounded-t border border-transparent px-4 data-[state=active]:border-line data-[state=active]:border-b-surface data-[state=active]:bg-surface data-[state=active]:text-primary",
    capsule:
      "h-7 rounded-sm px-3 data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm",
  },
);

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <TabsPrimitive.Content
      ref={ref}
      className={cn("pt-4 text-fg outline-none focus-visible:outline-2 focus-visible:outline-primary", className)}
      {...props}
    />
  );
});
