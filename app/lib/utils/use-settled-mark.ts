import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Counts on `<html data-settled>` the page changes (links, form posts) the router has finished rendering, so the
 * end-to-end tests can wait for the one a post started instead of for a quiet network (tests/e2e/admin-helpers.ts
 * `submit`). Used by the admin's layouts only: the public pages post no forms and ship none of it.
 */
export function useSettledMark(): void {
  const state = useNavigation().state;
  useEffect(() => {
    if (state !== "idle") return;
    const html = document.documentElement;
    html.dataset.settled = String(Number(html.dataset.settled ?? 0) + 1);
  }, [state]);
}
