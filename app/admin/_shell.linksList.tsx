import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/admin/admin-form";
import { EntityListHeader, EntityTable, RecordCommands, RecordStatus } from "~/components/admin/entity-list";
import { buttonVariants } from "~/components/ui/button";
import { linkEntity } from "~/lib/admin/entities";
import { listCrumbs } from "~/lib/admin/entity";
import { entityListAction, loadEntityList, softDeleteAction } from "~/lib/admin/entity-list.server";
import { linkGroups, type LinkGroup } from "~/lib/admin/links.server";
import { TranslationStatusTag } from "~/components/admin/translation-status";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: listCrumbs(linkEntity) };

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadEntityList(request, (store) => ({ groups: linkGroups(store) }));

export const action = ({ request, context }: ActionFunctionArgs) =>
  entityListAction(request, "links", linkEntity, (ctx, listHref) => softDeleteAction(ctx, "links", listHref), context);

type LinkRow = LinkGroup["links"][number];

export default function LinksListPage() {
  const { groups, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const columns = [
    { header: t("link.name"), className: "font-medium", cell: (link: LinkRow) => link.name },
    {
      header: t("link.url"),
      cell: (link: LinkRow) => (
        <a href={link.url} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
          {link.url}
        </a>
      ),
    },
    {
      header: t("common.order"),
      headerClassName: "w-20",
      className: "tabular-nums",
      cell: (link: LinkRow) => link.order,
    },
    { header: t("common.status"), headerClassName: "w-24", cell: (link: LinkRow) => <RecordStatus record={link} /> },
    {
      header: t("translation.status"),
      headerClassName: "w-24",
      cell: (link: LinkRow) => <TranslationStatusTag status={link.translation} />,
    },
    {
      header: t("common.actions"),
      headerClassName: "w-40",
      cell: (link: LinkRow) => <RecordCommands entity={linkEntity} base={base} record={link} name={link.name} />,
    },
  ];
  return (
    <>
      <EntityListHeader entity={linkEntity} base={base} />
      <div className="space-y-4">
        {groups.map((group) => (
          <Card
            key={group.type}
            title={
              <>
                {group.label} <span className="ml-1 text-xs font-normal text-fg-subtle">{group.type}</span>
              </>
            }
            actions={
              <Link
                to={`${base}/${linkEntity.path}/new?type=${group.type}`}
                className={buttonVariants({ variant: "text", size: "small" })}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t("common.create")}
              </Link>
            }
          >
            <EntityTable
              caption={group.label}
              columns={columns}
              rows={group.links}
              rowAttributes={(link) => ({ "data-link-row": link.id })}
            />
          </Card>
        ))}
      </div>
    </>
  );
}

export { shellMeta as meta } from "./_shell";
