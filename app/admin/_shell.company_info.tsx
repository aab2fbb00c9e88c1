import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { companyEntity } from "~/lib/admin/entities";
import { companyAdmin } from "~/lib/admin/entities.server";
import { entityCrumbs } from "~/lib/admin/entity";
import { entityFormAction, loadEntityForm } from "~/lib/admin/entity.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(companyEntity) };

export const loader = ({ request }: LoaderFunctionArgs) => loadEntityForm(companyAdmin, request);

export const action = ({ request, context }: ActionFunctionArgs) =>
  entityFormAction(companyAdmin, request, undefined, context);

export default function CompanyInfoPage() {
  return <EntityEditPage entity={companyEntity} />;
}

export { shellMeta as meta } from "./_shell";
