import * as PopoverPrimitive from "@radix-ui/react-popover";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/utils/cn";
import { floatingContent } from "./floating";

/** A click-to-open floating panel (Radix Popover): focus moves in, Escape and outside clicks close it. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export const PopoverContent = floatingContent(
  "PopoverContent",
  { Portal: PopoverPrimitive.Portal, Content: PopoverPrimitive.Content },
  "z-50 rounded border border-line bg-surface-raised p-3 text-sm text-fg shadow-pop outline-none",
  { defaults: { align: "start", sideOffset: 4 } },
);

/** Optional heading inside a popover. */
export function PopoverTitle({ className, children, ...props }: ComponentPropsWithoutRef<"h3">) {
  return (
    <h3 className={cn("mb-2 text-sm font-medium text-fg", className)} {...props}>
      {children}
    </h3>
  );
}
