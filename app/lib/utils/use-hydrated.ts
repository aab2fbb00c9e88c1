import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False while the server renders and the browser hydrates, true once the page runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
