import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityEditPage } from "~/components/admin/entity-edit-page";
import { UserCommands } from "~/components/admin/user-commands";
import { newUserEntity, userEntity } from "~/lib/admin/entities";
import { entityCrumbs } from "~/lib/admin/entity";
import { loadUserForm, userFormAction } from "~/lib/admin/users.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: entityCrumbs(userEntity) };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadUserForm(request, params.id);

export const action = ({ request, params }: ActionFunctionArgs) => userFormAction(request, params.id);

export default function UserEditPage() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <>
      <EntityEditPage entity={account ? userEntity : newUserEntity} />
      {account ? <UserCommands account={account} /> : null}
    </>
  );
}

export { shellMeta as meta } from "./_shell";
