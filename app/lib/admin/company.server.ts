/** Company information: the form values of the stored record, and saving the form. */
import { message } from "~/lib/i18n/message";
import type { CompanyInfo } from "~/lib/content/schema";
import type { DeepReadonly } from "~/lib/content/store.server";
import { formFailure, parseForm, rawValues, redirectWithToast, saveOrFail, type ActionContext } from "./action.server";
import type { FormValues } from "./form-state";
import { applyRowIntent } from "./rows";
import { CompanyFormSchema } from "./schemas";

export const COMPANY_ROW_FIELDS = ["banner_img", "news_img", "party_img", "network_img", "leaders"] as const;

/** The form values of a company record (lists as rows, tags one per line). */
export function companyToValues(company: DeepReadonly<CompanyInfo>): FormValues {
  return {
    ...(JSON.parse(JSON.stringify(company)) as FormValues),
    tags: company.tags.join("\n"),
    lat: String(company.lat),
    lng: String(company.lng),
  };
}

/** Saves the company form, or applies a row operation and shows the form again. */
export async function saveCompanyAction(ctx: ActionContext, successHref: string) {
  const rowsApplied = applyRowIntent(rawValues(ctx.formData, CompanyFormSchema), ctx.intent, COMPANY_ROW_FIELDS);
  if (rowsApplied) return formFailure(rowsApplied, { fieldErrors: ctx.uploadErrors, rowsChanged: true }, 200);

  const parsed = parseForm(ctx.formData, CompanyFormSchema, ctx.uploadErrors);
  if (!parsed.ok)
    return formFailure(parsed.values, { fieldErrors: parsed.fieldErrors, formError: message("toast.invalid") });
  const { updatetime, ...patch } = parsed.value;
  const saved = await saveOrFail(
    parsed.values,
    () => ctx.store.updateCompany({ ...patch, admin_id: ctx.user.id }, { expectedUpdatetime: updatetime }),
    (current) => companyToValues(current as DeepReadonly<CompanyInfo>),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(ctx, successHref);
}
