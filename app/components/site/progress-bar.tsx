import { useNavigation } from "@remix-run/react";
import NProgress from "nprogress";
import { useEffect } from "react";
import { PROGRESS_SETTINGS } from "~/lib/site/progress";

// nprogress 0.2 reads trickleRate although its type definitions predate it.
NProgress.configure(PROGRESS_SETTINGS as unknown as Partial<NProgress.NProgressOptions>);

/** Shows nprogress's thin bar while a client navigation loads (styled in app.css with the brand tokens). */
export function ProgressBar() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === "idle") NProgress.done();
    else NProgress.start();
  }, [state]);
  useEffect(() => () => void NProgress.remove(), []);
  return null;
}
