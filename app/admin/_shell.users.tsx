import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { EntityTableScreen, type ListColumn } from "~/components/admin/entity-list";
import { RowAction, StatusTag } from "~/components/admin/table";
import { userEntity } from "~/lib/admin/entities";
import { listCrumbs } from "~/lib/admin/entity";
import { loadEntityList } from "~/lib/admin/entity-list.server";
import { userListAction, userRows } from "~/lib/admin/users.server";
import { getAuthState } from "~/lib/auth/guard.server";
import { formatDateTime } from "~/lib/format/date";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: listCrumbs(userEntity) };

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const list = await loadEntityList(request, (store) => ({ users: userRows(store) }), "users.manage");
  return { ...list, selfId: (await getAuthState(request)).user?.id ?? null };
};

export const action = ({ request }: ActionFunctionArgs) => userListAction(request);

type UserRow = ReturnType<typeof userRows>[number];

/** Tests and scripts find an account's row by its username. */
const markRow = (user: UserRow) => ({ "data-user-row": user.username });

export default function UsersPage() {
  const { users, base, selfId } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const columns: ListColumn<UserRow>[] = [
    {
      header: t("users.username"),
      className: "font-medium",
      cell: (user) => (
        <>
          {user.username}
          {user.id === selfId ? <span className="font-normal text-fg-subtle">{t("users.you")}</span> : null}
        </>
      ),
    },
    { header: t("users.displayName"), cell: (user) => user.name },
    { header: t("users.role"), headerClassName: "w-28", cell: (user) => t(`roles.${user.role}`) },
    {
      header: t("users.status"),
      headerClassName: "w-24",
      cell: (user) =>
        user.disabled ? (
          <StatusTag tone="gray">{t("users.inactive")}</StatusTag>
        ) : (
          <StatusTag tone="green">{t("users.active")}</StatusTag>
        ),
    },
    {
      header: t("users.lastLogin"),
      headerClassName: "w-40",
      className: "tabular-nums whitespace-nowrap",
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t("users.never")),
    },
    {
      header: t("common.actions"),
      headerClassName: "w-44",
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-0.5 whitespace-nowrap">
          <Link
            to={`${base}/${userEntity.path}/${user.id}`}
            className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
            aria-label={t("users.editOf", { name: user.username })}
          >
            {t("common.edit")}
          </Link>
          {user.id === selfId ? null : (
            <RowAction
              intent={user.disabled ? "enable" : "disable"}
              label={t(user.disabled ? "users.enable" : "users.disable")}
              tone={user.disabled ? "default" : "danger"}
              id={user.id}
              updatetime={user.updatetime}
            />
          )}
        </span>
      ),
    },
  ];
  return <EntityTableScreen entity={userEntity} base={base} columns={columns} rows={users} rowAttributes={markRow} />;
}

export { shellMeta as meta } from "./_shell";
