import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminForm, Card, isFailure } from "~/components/admin/admin-form";
import { ConflictPanel } from "~/components/admin/conflict-panel";
import { SelectField, TextField } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/shell";
import { ToastStack } from "~/components/admin/toast";
import { buttonVariants } from "~/components/ui/button";
import { beginAdminAction, restoreDraft } from "~/lib/admin/action.server";
import { textAt } from "~/lib/admin/form-state";
import { linkCategories, linkToValues, saveLinkAction } from "~/lib/admin/links.server";
import { parseIdParam } from "~/lib/admin/loader.server";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base) => [{ label: t("nav.links"), to: `${base}/linksList` }, { label: t("common.edit") }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = parseIdParam(params.id);
  const store = await getContentStore();
  const link = id === "new" ? undefined : store.get("links", id);
  if (id !== "new" && !link) throw new Response("Not Found", { status: 404 });
  const draft = await restoreDraft(request);
  const restored = Boolean(draft && Object.keys(draft.values).length);
  const type = new URL(request.url).searchParams.get("type") ?? "20001";
  const values = restored ? draft!.values : link ? linkToValues(link) : { type, order: "0", url: "https://" };
  return data(
    { isNew: id === "new", values, restored, categories: linkCategories(store), base: adminHref() },
    draft ? { headers: { "Set-Cookie": draft.setCookie } } : undefined,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = parseIdParam(params.id);
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  if (id !== "new" && !started.ctx.store.get("links", id)) throw new Response("Not Found", { status: 404 });
  return saveLinkAction(started.ctx, id === "new" ? null : id, adminHref("linksList"));
}

export default function LinkEditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const failure = isFailure(result) ? result : null;
  const values = failure?.values ?? loaded.values;
  const errors = failure?.fieldErrors ?? {};
  const text = (name: string) => textAt(values, name);
  const updatetime = failure?.conflict ? String(failure.conflict.updatetime) : text("updatetime");
  return (
    <>
      <PageHeader title={loaded.isNew ? t("link.new") : t("link.editTitle")} />
      {loaded.restored ? <ToastStack toasts={[{ type: "info", message: "toast.draftRestored", id: "draft" }]} /> : null}
      <AdminForm
        result={result}
        extraActions={
          <Link to={`${loaded.base}/linksList`} className={buttonVariants({ variant: "outline" })}>
            {t("common.cancel")}
          </Link>
        }
      >
        {updatetime ? <input type="hidden" name="updatetime" value={updatetime} /> : null}
        <ConflictPanel
          failure={failure}
          labels={{ name: t("link.name"), url: t("link.url"), type: t("link.type"), order: t("common.order") }}
        />
        <Card>
          <div className="grid max-w-3xl gap-4 md:grid-cols-2">
            <TextField
              label={t("link.name")}
              name="name"
              defaultValue={text("name")}
              error={errors.name}
              required
              maxLength={100}
            />
            <SelectField label={t("link.type")} name="type" defaultValue={text("type")} error={errors.type} required>
              {loaded.categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("link.url")}
              name="url"
              defaultValue={text("url")}
              error={errors.url}
              required
              inputMode="url"
              className="md:col-span-2"
            />
            <TextField
              label={t("common.order")}
              name="order"
              type="number"
              defaultValue={text("order")}
              error={errors.order}
            />
          </div>
        </Card>
      </AdminForm>
    </>
  );
}
