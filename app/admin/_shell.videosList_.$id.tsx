import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { videoEntity } from "~/lib/admin/entities";
import { videoAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(videoEntity) };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEntityForm(videoAdmin, request, params.id);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  entityFormAction(videoAdmin, request, params.id, context);

export default function VideoEditPage() {
  return <EntityEditPage entity={videoEntity} />;
}

export { shellMeta as meta } from "./_shell";
