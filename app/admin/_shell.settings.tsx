import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { settingsEntity } from "~/lib/admin/entities";
import { settingsAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(settingsEntity) };

export const loader = ({ request }: LoaderFunctionArgs) => loadEntityForm(settingsAdmin, request);

export const action = ({ request, context }: ActionFunctionArgs) =>
  entityFormAction(settingsAdmin, request, undefined, context);

export default function SettingsPage() {
  return <EntityEditPage entity={settingsEntity} />;
}

export { shellMeta as meta } from "./_shell";
