import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { articleEntity } from "~/lib/admin/entities";
import { articleAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(articleEntity) };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEntityForm(articleAdmin, request, params.id);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  entityFormAction(articleAdmin, request, params.id, context);

export default function ArticleEditPage() {
  return <EntityEditPage entity={articleEntity} />;
}

export { shellMeta as meta } from "./_shell";
