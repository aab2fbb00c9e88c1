import { Slot } from "@radix-ui/react-slot";
import { lazy, Suspense, useState } from "react";
import type { DrawerProps } from "./drawer";

// Radix Dialog (focus trap, scroll lock, dismissable layer: ~13 KB gzipped) is fetched when the drawer is
// first wanted, not with every page that merely shows its trigger.
const loadDrawer = () => import("./drawer");
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

/**
 * The Drawer with its code loaded on first use: until then only the trigger is rendered (a click opens the
 * drawer once its code has arrived; pointing at the trigger starts the download). Same props as Drawer; a
 * drawer that starts open loads at once.
 */
export function LazyDrawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(Boolean(props.open ?? props.defaultOpen));
  if (wanted) {
    return (
      <Suspense fallback={props.trigger ?? null}>
        <Drawer {...props} defaultOpen={props.open === undefined ? true : props.defaultOpen} />
      </Suspense>
    );
  }
  if (!props.trigger) return null;
  return (
    <Slot
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => {
        setWanted(true);
        props.onOpenChange?.(true);
      }}
    >
      {props.trigger}
    </Slot>
  );
}
