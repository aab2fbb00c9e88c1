import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { floatingContent } from "./floating";

/** Put once near the root (or around a story) so tooltips share one open delay. */
export const TooltipProvider = TooltipPrimitive.Provider;
export const TooltipRoot = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = floatingContent(
  "TooltipContent",
  { Portal: TooltipPrimitive.Portal, Content: TooltipPrimitive.Content },
  "z-50 max-w-xs rounded bg-navy px-2.5 py-1.5 text-xs leading-relaxed text-navy-foreground shadow-pop",
  { defaults: { sideOffset: 6 }, after: <TooltipPrimitive.Arrow className="fill-navy" /> },
);

export interface TooltipProps {
  /** The hint. It supplements the trigger's own accessible name; never the only label of a control. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactNode;
  /** Preferred side of the trigger; it flips when there is no room. */
  side?: "top" | "right" | "bottom" | "left";
  /** Controlled open state; pair it with `onOpenChange`. No default: opens on hover and focus by itself. */
  open?: boolean;
  /** Whether an uncontrolled tooltip starts open. No default: closed. */
  defaultOpen?: boolean;
  /** Called with the new state when the tooltip opens or closes. No default. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds the pointer must rest on the trigger before the tooltip opens (keyboard focus opens it at once). */
  delayDuration?: number;
}

/** A short hint on hover and keyboard focus (Radix Tooltip); includes its own provider. */
export function Tooltip({ content, children, side = "top", delayDuration = 300, ...root }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...root}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
