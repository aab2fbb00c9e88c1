import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { linkEntity } from "~/lib/admin/entities";
import { linkAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(linkEntity) };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEntityForm(linkAdmin, request, params.id);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  entityFormAction(linkAdmin, request, params.id, context);

export default function LinkEditPage() {
  return <EntityEditPage entity={linkEntity} />;
}

export { shellMeta as meta } from "./_shell";
