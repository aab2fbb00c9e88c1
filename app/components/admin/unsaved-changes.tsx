/**
 * The warning before leaving an edit form with changes not saved (script on): a link or a back button inside
 * the admin asks in a dialog; closing the tab or leaving the site asks through the browser's own prompt. A
 * change is any difference from what the form held when the page ran; saving (submitting) is never blocked.
 */
import { useBlocker } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/lib/i18n/use-translation";

/** The form's fields as one comparable string (a chosen file by its name and size). */
function snapshotOf(form: HTMLFormElement): string {
  const parts: string[] = [];
  for (const [name, value] of new FormData(form)) {
    if (name === "js") continue;
    parts.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}`}`);
  }
  return parts.join("\u0000");
}

/**
 * Watches `form` for changes and blocks leaving while there are any. `startDirty`: what it shows is not saved
 * already (the input of a refused save); `formKey` names the form element's current mount.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>, startDirty: boolean, formKey: string) {
  const dirty = useRef(startDirty);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const initial = snapshotOf(element);
    dirty.current = startDirty;
    const onEdit = () => {
      dirty.current = startDirty || snapshotOf(element) !== initial;
    };
    const onSubmit = () => {
      dirty.current = false;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    element.addEventListener("input", onEdit);
    element.addEventListener("change", onEdit);
    element.addEventListener("submit", onSubmit);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      element.removeEventListener("input", onEdit);
      element.removeEventListener("change", onEdit);
      element.removeEventListener("submit", onSubmit);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
    // formKey: a reply remounts the form element, so the listeners move to the new one.
  }, [form, startDirty, formKey]);
  // A save is never blocked: the form's own submit listener runs before Remix navigates, clearing the flag.
  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
}

/** Asks whether to leave the form with its changes; stays unless told to leave. */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation("admin");
  const open = blocker.state === "blocked";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === "blocked") blocker.reset();
      }}
      title={t("common.unsavedTitle")}
      description={t("common.unsavedChanges")}
      width={420}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.state === "blocked" && blocker.reset()}>
            {t("common.stay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            {t("common.leave")}
          </Button>
        </>
      }
    />
  );
}
