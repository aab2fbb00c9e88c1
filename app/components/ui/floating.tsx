import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ElementRef,
  type ElementType,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils/cn";

/**
 * A Radix floating layer (popover, tooltip, menu and submenu) as the kit shows it: rendered in its portal, with
 * the kit's surface classes merged with the caller's, default placement props the caller may override, and
 * optionally something after the children (the tooltip's arrow).
 */
export function floatingContent<C extends ElementType>(
  displayName: string,
  { Portal, Content }: { Portal: ComponentType<{ children?: ReactNode }>; Content: C },
  baseClass: string,
  { defaults, after }: { defaults?: Partial<ComponentPropsWithoutRef<C>>; after?: ReactNode } = {},
) {
  const Layer = Content as ElementType;
  const Floating = forwardRef<ElementRef<C>, ComponentPropsWithoutRef<C>>(function Floating(props, ref) {
    const { className, children, ...rest } = props as { className?: string; children?: ReactNode };
    return (
      <Portal>
        <Layer ref={ref} {...defaults} className={cn(baseClass, className)} {...rest}>
          {children}
          {after}
        </Layer>
      </Portal>
    );
  });
  Floating.displayName = displayName;
  return Floating;
}
