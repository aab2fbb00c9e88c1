/**
 * The edit screen of every described entity (lib/admin/entities.ts): remix.config.js mounts this one module at
 * each entity's address (menuList/:id, articleList/:id, linksList/:id, videosList/:id, company_info, settings),
 * and the address says which entity it is. Adding an entity with an edit screen adds no route file.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { editedEntityAt } from "~/lib/admin/entities";
import { entityServerAt } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base, params, pathname) => {
    const entity = editedEntityAt(pathname);
    return entity ? entityCrumbs(entity)(t, base, params) : [];
  },
};

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEntityForm(entityServerAt(request), request, params.id);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  entityFormAction(entityServerAt(request), request, params.id, context);

export default function EntityEditRoute() {
  const entity = editedEntityAt(useLocation().pathname);
  // The module is mounted only at the entities' addresses (remix.config.js), so an entity is always found.
  return entity ? <EntityEditPage entity={entity} /> : null;
}

export { shellMeta as meta } from "./_shell";
