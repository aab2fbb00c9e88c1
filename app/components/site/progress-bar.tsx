import { useNavigation } from "@remix-run/react";
import type NProgressModule from "nprogress";
import { useEffect } from "react";
import { PROGRESS_SETTINGS } from "~/lib/site/progress";

type NProgressApi = typeof NProgressModule;
let loading: Promise<NProgressApi> | undefined;

/** nprogress, fetched on the first client navigation: a visitor who reads one page never downloads it. */
function nprogress(): Promise<NProgressApi> {
  loading ??= import("nprogress").then((module) => {
    const NProgress = (module as unknown as { default?: NProgressApi }).default ?? module;
    // nprogress 0.2 reads trickleRate although its type definitions predate it.
    NProgress.configure(PROGRESS_SETTINGS as unknown as Partial<NProgressApi["settings"]>);
    return NProgress;
  });
  return loading;
}

/** Shows nprogress's thin bar while a client navigation loads (styled in app.css with the brand tokens). */
export function ProgressBar() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle") void nprogress().then((np) => np.start());
    else if (loading) void loading.then((np) => np.done());
  }, [state]);
  useEffect(
    () => () => {
      if (loading) void loading.then((np) => np.remove());
    },
    [],
  );
  return null;
}
