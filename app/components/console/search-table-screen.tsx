/**
 * Search Table: the policy list. Filters, sort, page, density and columns all live in the URL and are
 * applied by the server, so a plain GET form drives everything with JavaScript off.
 */
import type { LucideIcon } from "lucide-react";
import Film from "lucide-react/icons/film";
import ImageIcon from "lucide-react/icons/image";
import RotateCw from "lucide-react/icons/rotate-cw";
import Settings2 from "lucide-react/icons/settings-2";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import Smartphone from "lucide-react/icons/smartphone";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { NativeSelect } from "~/components/ui/select";
import { Table, type TableColumn } from "~/components/ui/table";
import type { PolicyPage, PolicyQuery } from "~/lib/console/policies";
import {
  POLICY_COLUMNS,
  TABLE_DENSITIES,
  policyQueryToSearch,
  policyTableViewParams,
  type PolicyColumn,
  type PolicyTableView,
} from "~/lib/console/policies-view";
import type { Policy } from "~/lib/content/console-schema";
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES } from "~/lib/content/console-values";
import { cn } from "~/lib/utils/cn";
import { ScreenTitle } from "./page";
import { formatDateTime } from "~/lib/format/date";
import { LazyDateRangePicker } from "./lazy-date-range";
import { RoleGate } from "./role-gate";
import { StatusDot } from "./status-dot";
import { useConsoleRouting } from "./routing";

export interface SearchTableScreenProps {
  page: PolicyPage<Policy>;
  query: PolicyQuery;
  view: PolicyTableView;
  /** The screen's own path, e.g. "/eKwU1RHjdG/list/search-table". */
  path: string;
}

const CONTENT_ICONS = { img: ImageIcon, horizontalVideo: Film, verticalVideo: Smartphone } as const;

export function SearchTableScreen({ page, query, view, path }: SearchTableScreenProps) {
  const { t, i18n } = useTranslation("console");
  const { Link, Form } = useConsoleRouting();
  const locale = i18n.language;
  const viewParams = policyTableViewParams(view);
  const withView = (search: string) => {
    const params = new URLSearchParams(search.replace(/^\?/, ""));
    for (const [key, value] of viewParams) params.set(key, value);
    const text = params.toString();
    return `${path}${text ? `?${text}` : ""}`;
  };
  /** A filter chosen from a list, or "All". */
  const choice = (name: "contentType" | "filterType" | "status", values: readonly string[], labels: string) => (
    <FormField label={t(`searchTable.${name}`)} layout="horizontal">
      <NativeSelect
        name={name}
        defaultValue={query[name] ?? ""}
        options={[
          { value: "", label: t("common.all") },
          ...values.map((v) => ({ value: v, label: t(`searchTable.${labels}.${v}`) })),
        ]}
      />
    </FormField>
  );

  const columns: TableColumn<Policy & { index: number }>[] = [
    { key: "index", title: t("searchTable.index"), width: 56, render: (row) => row.index },
    { key: "number", title: t("searchTable.number") },
    { key: "name", title: t("searchTable.name") },
    {
      key: "contentType",
      title: t("searchTable.contentType"),
      render: (row) => {
        const Icon = CONTENT_ICONS[row.contentType];
        return (
          <span className="inline-flex items-center gap-1.5">
            <Icon className="size-4 text-fg-subtle" aria-hidden="true" />
            {t(`searchTable.contentTypes.${row.contentType}`)}
          </span>
        );
      },
    },
    {
      key: "filterType",
      title: t("searchTable.filterType"),
      render: (row) => t(`searchTable.filterTypes.${row.filterType}`),
    },
    {
      key: "count",
      title: t("searchTable.count"),
      sortable: true,
      align: "right",
      render: (row) => row.count.toLocaleString(locale),
    },
    {
      key: "createdTime",
      title: t("searchTable.createdTime"),
      sortable: true,
      render: (row) => formatDateTime(row.createdTime),
    },
    {
      key: "status",
      title: t("searchTable.status"),
      render: (row) => (
        <StatusDot tone={row.status === "online" ? "success" : "primary"}>
          {t(`searchTable.statuses.${row.status}`)}
        </StatusDot>
      ),
    },
    {
      key: "operations",
      title: t("common.operations"),
      render: (row) => (
        <RoleGate roles={["admin"]}>
          <Link
            href={`${path}?${new URLSearchParams({ name: row.name }).toString()}`}
            className="text-primary hover:underline"
            data-testid="policy-view"
          >
            {t("common.view")}
            <span className="sr-only"> {row.name}</span>
          </Link>
        </RoleGate>
      ),
    },
  ];
  const rows = page.list.map((row, i) => ({ ...row, index: page.offset + i }));
  const hidden = (
    <>
      {viewParams.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  );

  return (
    <>
      <ScreenTitle>{t("menu.searchTable")}</ScreenTitle>
      <Card title={t("searchTable.title")}>
        <Form
          method="get"
          action={path}
          className="border-b border-line pb-4"
          role="search"
          aria-label={t("searchTable.title")}
        >
          {hidden}
          <div className="flex flex-col gap-4 lg:flex-row">
            <div className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
              <FormField label={t("searchTable.number")} layout="horizontal">
                <Input
                  name="number"
                  defaultValue={query.number ?? ""}
                  placeholder={t("searchTable.numberPlaceholder")}
                  inputMode="numeric"
                />
              </FormField>
              <FormField label={t("searchTable.name")} layout="horizontal">
                <Input name="name" defaultValue={query.name ?? ""} placeholder={t("searchTable.namePlaceholder")} />
              </FormField>
              {choice("contentType", POLICY_CONTENT_TYPES, "contentTypes")}
              {choice("filterType", POLICY_FILTER_TYPES, "filterTypes")}
              {/* Two dates and a separator need about 310 px: two grid columns from sm up (issue 14a). */}
              <FormField label={t("searchTable.createdTime")} layout="horizontal" group className="sm:col-span-2">
                <LazyDateRangePicker
                  // The key resets the field when a search or Reset changes the query.
                  key={`${query.createdFrom ?? ""}-${query.createdTo ?? ""}`}
                  startName="createdFrom"
                  endName="createdTo"
                  defaultValue={{ from: query.createdFrom, to: query.createdTo }}
                  labels={{ start: t("searchTable.createdFrom"), end: t("searchTable.createdTo") }}
                />
              </FormField>
              {choice("status", POLICY_STATUSES, "statuses")}
            </div>
            <div className="flex gap-2 lg:flex-col lg:border-l lg:border-line lg:pl-6">
              <Button type="submit" variant="primary">
                {t("common.search")}
              </Button>
              <ButtonLink href={withView("")} variant="secondary">
                {t("common.reset")}
              </ButtonLink>
            </div>
          </div>
        </Form>

        <div className="flex flex-wrap items-center justify-between gap-2 py-4">
          <p className="text-fg-muted" aria-live="polite">
            {t("searchTable.total", { total: page.total })}
          </p>
          <div className="flex items-center gap-1">
            <Link
              href={withView(policyQueryToSearch(query))}
              aria-label={t("searchTable.refresh")}
              title={t("searchTable.refresh")}
              className="inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-primary"
            >
              <RotateCw className="size-4" aria-hidden="true" />
            </Link>
            <ViewMenu
              icon={SlidersHorizontal}
              label={t("searchTable.density")}
              path={path}
              query={query}
              keep={["cols", view.columns.filter((c) => c !== "operations").join(",")]}
              className="space-y-1"
            >
              {TABLE_DENSITIES.map((density) => (
                <button
                  key={density}
                  type="submit"
                  name="density"
                  value={density}
                  aria-pressed={view.density === density}
                  className={cn(
                    "block w-full rounded px-3 py-1.5 text-left hover:bg-surface-muted",
                    view.density === density && "bg-primary-100 text-primary",
                  )}
                >
                  {t(`searchTable.densities.${density}`)}
                </button>
              ))}
            </ViewMenu>
            <ViewMenu
              icon={Settings2}
              label={t("searchTable.columnSettings")}
              path={path}
              query={query}
              keep={["density", view.density]}
              className="space-y-2"
            >
              <fieldset className="space-y-1.5">
                <legend className="sr-only">{t("searchTable.columnSettings")}</legend>
                {POLICY_COLUMNS.filter((c) => c !== "operations").map((column) => (
                  <Checkbox
                    key={column}
                    name="cols"
                    value={column}
                    defaultChecked={view.columns.includes(column)}
                    label={columnLabel(t, column)}
                  />
                ))}
              </fieldset>
              <Button type="submit" size="small" variant="primary" className="w-full">
                {t("settings.apply")}
              </Button>
            </ViewMenu>
          </div>
        </div>

        <Table
          // Positioned, so the visually hidden caption stays inside the sideways-scrolling box on phones.
          className="relative"
          // The View links stay on screen on a phone while the other columns scroll (issue 14d).
          pinLastColumn
          caption={t("searchTable.title")}
          columns={columns}
          rows={rows}
          rowKey="id"
          density={view.density}
          visibleColumns={view.columns}
          sort={query.sortField === "id" ? null : { key: query.sortField, order: query.sortOrder }}
          sortHref={(column, next) =>
            withView(
              policyQueryToSearch(query, {
                current: 1,
                sortField: next ? (column.key as PolicyQuery["sortField"]) : "id",
                sortOrder: next?.order ?? "asc",
              }),
            )
          }
          empty={t("searchTable.empty")}
        />
        <Pagination
          className="mt-4"
          page={page.current}
          total={page.total}
          pageSize={page.pageSize}
          hrefForPage={(n) => withView(policyQueryToSearch(query, { current: n }))}
          linkComponent={Link}
        />
      </Card>
    </>
  );
}

function columnLabel(t: (key: string) => string, column: PolicyColumn): string {
  if (column === "index") return t("searchTable.index");
  if (column === "operations") return t("common.operations");
  return t(`searchTable.${column}`);
}

/** Hidden fields carrying the current filters and sort, so view changes keep them (page resets to 1). */
function QueryFields({ query }: { query: PolicyQuery }) {
  const params = new URLSearchParams(policyQueryToSearch(query, { current: 1 }).replace(/^\?/, ""));
  return (
    <>
      {[...params].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}

/**
 * A view setting's menu: a small disclosure (a `<details>`, so it opens without JavaScript) holding a GET form that
 * keeps the current filters and sort, and `keep`, the other view setting.
 */
function ViewMenu({
  icon: Icon,
  label,
  path,
  query,
  keep: [keepName, keepValue],
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  path: string;
  query: PolicyQuery;
  keep: [name: string, value: string];
  className: string;
  children: React.ReactNode;
}) {
  const { Form } = useConsoleRouting();
  return (
    <details className="relative">
      <summary
        className="flex size-8 cursor-pointer list-none items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-primary [&::-webkit-details-marker]:hidden"
        aria-label={label}
        title={label}
      >
        <Icon className="size-4" aria-hidden="true" />
      </summary>
      <div className="absolute right-0 top-9 z-20 w-48 rounded-md border border-line bg-surface-raised p-2 text-sm shadow-pop">
        <Form method="get" action={path} className={className}>
          <QueryFields query={query} />
          <input type="hidden" name={keepName} value={keepValue} />
          {children}
        </Form>
      </div>
    </details>
  );
}
