/** Friendly links, grouped by their dictionary category (LINK_CATEGORY); URLs must be http(s). */
import { message } from "~/lib/i18n/message";
import { DEL_STATUS, LINK_CATEGORIES } from "~/lib/content/codes";
import type { Link } from "~/lib/content/schema";
import type { ContentStore, DeepReadonly } from "~/lib/content/store.server";
import { formFailure, parseForm, redirectWithToast, saveOrFail, type ActionContext } from "./action.server";
import type { FormValues } from "./form-state";
import { LinkFormSchema } from "./schemas";

export interface LinkGroup {
  type: string;
  label: string;
  links: { id: number; name: string; url: string; order: number; del_status: number; updatetime: number }[];
}

/** Category labels from the dictionary (falling back to the key). */
export function linkCategories(store: ContentStore): { key: string; label: string }[] {
  const dictionary = store.list("dictionary");
  return LINK_CATEGORIES.map((key) => ({ key, label: dictionary.find((d) => d.key === key)?.value ?? key }));
}

/** Links by category, each group sorted by order; deleted links last. */
export function linkGroups(store: ContentStore): LinkGroup[] {
  const links = store.list("links");
  return linkCategories(store).map(({ key, label }) => ({
    type: key,
    label,
    links: links
      .filter((l) => l.type === key)
      .sort((a, b) => b.del_status - a.del_status || a.order - b.order || a.id - b.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        url: l.url,
        order: l.order,
        del_status: l.del_status,
        updatetime: l.updatetime,
      })),
  }));
}

/** Form values of a stored link. */
export function linkToValues(link: DeepReadonly<Link>): FormValues {
  return {
    updatetime: String(link.updatetime),
    name: link.name,
    url: link.url,
    type: link.type,
    order: String(link.order),
  };
}

/** Creates (id null) or updates a link. */
export async function saveLinkAction(ctx: ActionContext, id: number | null, listHref: string) {
  const parsed = parseForm(ctx.formData, LinkFormSchema, ctx.uploadErrors);
  if (!parsed.ok)
    return formFailure(parsed.values, { fieldErrors: parsed.fieldErrors, formError: message("toast.invalid") });
  const { updatetime, ...fields } = parsed.value;
  const saved = await saveOrFail(
    parsed.values,
    () =>
      id === null
        ? ctx.store.create("links", { ...fields, del_status: DEL_STATUS.active, admin_id: ctx.user.id })
        : ctx.store.update(
            "links",
            id,
            { ...fields, admin_id: ctx.user.id },
            { expectedUpdatetime: updatetime ?? null },
          ),
    (current) => linkToValues(current as DeepReadonly<Link>),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(ctx, listHref);
}
