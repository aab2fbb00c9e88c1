import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { menuEntity } from "~/lib/admin/entities";
import { menuAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(menuEntity) };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEntityForm(menuAdmin, request, params.id);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  entityFormAction(menuAdmin, request, params.id, context);

export default function MenuEditPage() {
  return <EntityEditPage entity={menuEntity} />;
}

export { shellMeta as meta } from "./_shell";
