import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { FormFailure } from "~/lib/admin/form-state";
import { buttonVariants } from "~/components/ui/button";
import { AdminForm, type ActionResult } from "./admin-form";
import { ConflictPanel } from "./conflict-panel";
import { PageHeader } from "./shell";
import { message } from "~/lib/i18n/message";
import type { ToastNotice } from "~/lib/admin/toast";
import { NoticeToast } from "./toast";

export interface EditPageFrameProps {
  title: string;
  /** The loader found a draft kept from a session that expired mid-save. */
  restored: boolean;
  result: ActionResult;
  failure: FormFailure | null;
  /** The stored record's updatetime, posted back for the conflict check (absent on a new record). */
  updatetime: string | undefined;
  /** The fields a conflict panel compares, with their labels. */
  conflictLabels: Record<string, string>;
  /** Where Cancel leads; no Cancel button without it. */
  cancelHref?: string;
  upload?: boolean;
  children: ReactNode;
}

/**
 * What every admin edit page shares around its fields: the page header, the restored-draft notice, the form
 * with its save (and cancel) buttons, the hidden updatetime and the conflict panel.
 */
const DRAFT_RESTORED: ToastNotice = { type: "info", message: message("toast.draftRestored"), id: "draft-restored" };

export function EditPageFrame({
  title,
  restored,
  result,
  failure,
  updatetime,
  conflictLabels,
  cancelHref,
  upload = false,
  children,
}: EditPageFrameProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader title={title} />
      <NoticeToast notice={restored ? DRAFT_RESTORED : null} />
      <AdminForm
        result={result}
        upload={upload}
        extraActions={
          cancelHref ? (
            <Link to={cancelHref} className={buttonVariants({ variant: "outline" })}>
              {t("common.cancel")}
            </Link>
          ) : undefined
        }
      >
        {updatetime ? <input type="hidden" name="updatetime" value={updatetime} /> : null}
        <ConflictPanel failure={failure} labels={conflictLabels} />
        {children}
      </AdminForm>
    </>
  );
}
