/**
 * The one edit screen of the admin's entities, drawn from their description (lib/admin/entity.ts): the page
 * header, the restored-draft notice, the form with save and cancel, the hidden updatetime, the conflict
 * panel, then one card per section with its fields. Data comes from lib/admin/entity.server.ts.
 */
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import ExternalLink from "lucide-react/icons/external-link";
import { useTranslation } from "~/lib/i18n/use-translation";
import { message, type Message } from "~/lib/i18n/message";
import {
  type FieldOption,
  comparedFieldsOf,
  englishFieldsOf,
  englishName,
  postsFiles,
  sectionIndex,
  sectionKey,
  type FieldDescription,
  type EntityDescription,
  type SectionDescription,
} from "~/lib/admin/entity";
import { textAt, type FormFailure, type FormValues } from "~/lib/admin/form-state";
import type { ToastNotice } from "~/lib/admin/toast";
import { cn } from "~/lib/utils/cn";
import { Button, buttonVariants } from "~/components/ui/button";
import { fieldMessages } from "~/lib/forms/form-reply";
import type { WorkflowPanelData } from "~/lib/admin/workflow-view";
import { WorkflowPanel } from "./workflow-panel";
import { AdminForm, Card, isFailure, useEditForm, type ActionResult } from "./admin-form";
import { ConflictPanel } from "./conflict-panel";
import { PreviewCard } from "./preview-card";
import type { PreviewPanel } from "~/lib/admin/preview-panel";
import { HistoryLink } from "./history-page";
import { DescribedField } from "./described-field";
import { VideoPreview } from "./fields";
import { MediaChoiceLists, MediaChoicesContext, type MediaChoice } from "./media-picker";
import { PageHeader } from "./shell";
import { NoticeToast } from "./toast";
import { TranslationStatusTag } from "./translation-status";
import type { TranslationStatus } from "~/lib/content/translation";

/** What lib/admin/entity.server.ts `loadEntityForm` sends. */
export interface EntityEditData {
  isNew: boolean;
  values: FormValues;
  restored: boolean;
  options: Record<string, FieldOption[]>;
  base: string;
  /** The stored record's translation status, for entities with English fields. */
  translation: TranslationStatus | null;
  /** Where the public site shows the record (lib/admin/site-link.server.ts), or null. */
  siteHref: string | null;
  /** The preview panel of a stored record the site does not show yet, or null. */
  preview: PreviewPanel | null;
  /** The media library's files, offered by the media fields (empty for entities without one). */
  mediaChoices?: MediaChoice[];
  /** The record's history page (saved records of kinds that keep revisions). */
  history: string | null;
  /** Status and review of articles and videos (lib/admin/workflow.server.ts); null for the other kinds. */
  workflow?: WorkflowPanelData | null;
}

const DRAFT_RESTORED: ToastNotice = { type: "info", message: message("toast.draftRestored"), id: "draft-restored" };

const GRID = { 1: "grid gap-4", 2: "grid gap-4 md:grid-cols-2", 3: "grid gap-4 md:grid-cols-3" } as const;

export function EntityEditPage({ entity }: { entity: EntityDescription }) {
  const loaded = useLoaderData<EntityEditData>() as EntityEditData;
  const result = useActionData<ActionResult>() as ActionResult;
  const { t } = useTranslation("admin");
  const failure = isFailure(result) ? result : null;
  const choices = loaded.mediaChoices ?? [];
  return (
    <MediaChoicesContext.Provider value={choices}>
      <PageHeader
        title={t(loaded.isNew ? entity.titles.create : entity.titles.edit)}
        actions={
          loaded.translation || loaded.siteHref || loaded.history ? (
            <>
              {loaded.translation ? <TranslationStatusTag status={loaded.translation} /> : null}
              {loaded.history ? <HistoryLink href={loaded.history} /> : null}
              {loaded.siteHref ? (
                <a
                  href={loaded.siteHref}
                  target="_blank"
                  rel="noopener"
                  className={buttonVariants({ variant: "outline", size: "small" })}
                  data-view-on-site
                >
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  {t("common.viewOnSite")}
                </a>
              ) : null}
            </>
          ) : undefined
        }
      />
      <NoticeToast notice={loaded.restored ? DRAFT_RESTORED : null} />
      {loaded.workflow && !loaded.isNew ? (
        <div className="mb-6">
          <WorkflowPanel
            panel={loaded.workflow}
            commentError={fieldMessages(failure).comment ?? null}
            comment={failure ? textAt(failure.initialValue, "comment") : undefined}
          />
        </div>
      ) : null}
      <AdminForm
        id={FORM_ID}
        result={result}
        upload={postsFiles(entity)}
        submitLabel={loaded.workflow ? t(primaryLabelKey(loaded.workflow, loaded.isNew)) : undefined}
        extraActions={
          <>
            {loaded.workflow?.secondary ? (
              <Button type="submit" name="intent" value={loaded.workflow.secondary} variant="outline">
                {t(`workflow.save.${loaded.workflow.secondary}`)}
              </Button>
            ) : null}
            {entity.single ? null : (
              <Link to={`${loaded.base}/${entity.path}`} className={buttonVariants({ variant: "outline" })}>
                {t("common.cancel")}
              </Link>
            )}
          </>
        }
      >
        {/* A new stored version (after discarding a draft, say) starts a fresh form: inputs are uncontrolled. */}
        <EntityFields
          key={failure?.formKey ?? `loaded-${textAt(loaded.values, "updatetime")}`}
          entity={entity}
          failure={failure}
          loaded={loaded}
        />
      </AdminForm>
      {loaded.preview ? (
        <div className="mt-6">
          <PreviewCard panel={loaded.preview} />
        </div>
      ) : null}
      {choices.length > 0 ? <MediaChoiceLists choices={choices} /> : null}
    </MediaChoicesContext.Provider>
  );
}

const FORM_ID = "entity-form";

/** The main button of a workflow kind's form says what it does: publish, save the live record, or save a draft. */
function primaryLabelKey(workflow: WorkflowPanelData, isNew: boolean): string {
  if (workflow.saveMeaning === "draft") return "workflow.save.draft";
  return isNew ? "workflow.save.publish" : "workflow.save.live";
}

/** The form's inside: a fresh form state per reply (keyed by its formKey). */
function EntityFields({
  entity,
  failure,
  loaded,
}: {
  entity: EntityDescription;
  failure: FormFailure | null;
  loaded: EntityEditData;
}) {
  const { t } = useTranslation("admin");
  const { values, errors, updatetime } = useEditForm(FORM_ID, failure, loaded.values);
  const compared = comparedFieldsOf(entity).map((field) => ({
    name: field.name,
    label: t(field.label),
    rich: field.widget === "rich",
  }));
  const [params] = useSearchParams();
  const current = sectionIndex(entity, params.get("section"));
  const shown = entity.tabbed ? [current] : entity.sections.map((_, index) => index);
  return (
    <>
      {updatetime ? <input type="hidden" name="updatetime" value={updatetime} /> : null}
      {entity.tabbed ? (
        <>
          <input type="hidden" name="section" value={sectionKey(entity, current)} />
          <SectionTabs entity={entity} current={current} />
        </>
      ) : null}
      <ConflictPanel failure={failure} fields={compared} />
      {englishFieldsOf(entity).length > 0 ? <LanguageTabs /> : null}
      {shown.map((index) => {
        const section = entity.sections[index]!;
        return (
          <Card key={index} title={section.title ? t(section.title) : undefined}>
            <SectionFields section={section} values={values} errors={errors} options={loaded.options} />
          </Card>
        );
      })}
    </>
  );
}

function SectionFields({
  section,
  values,
  errors,
  options,
}: {
  section: SectionDescription;
  values: FormValues;
  errors: Record<string, Message>;
  options: Record<string, FieldOption[]>;
}) {
  const grid = (
    <div className={cn(GRID[section.columns], "content-start", section.width === "narrow" && "max-w-3xl")}>
      {section.fields.map((field) =>
        field.english ? (
          <BilingualField key={field.name} field={field} values={values} errors={errors} />
        ) : (
          <DescribedField
            key={field.name}
            field={field}
            values={values}
            errors={errors}
            options={options[field.name]}
          />
        ),
      )}
    </div>
  );
  if (section.preview !== "video") return grid;
  const src = textAt(values, "video_src");
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_360px]">
      {grid}
      <div className="aspect-video self-start overflow-hidden rounded bg-black">
        <VideoPreview src={src} poster={textAt(values, "poster")} preload="metadata" />
      </div>
    </div>
  );
}

/**
 * A field and its English version side by side (two columns from md on); on a phone the language tabs above
 * the form show one side at a time (CSS only, see LanguageTabs).
 */
function BilingualField({
  field,
  values,
  errors,
}: {
  field: FieldDescription;
  values: FormValues;
  errors: Record<string, Message>;
}) {
  const { t } = useTranslation("admin");
  const english: FieldDescription = { ...field, name: englishName(field.name), required: false, span: undefined };
  return (
    <div className="grid gap-4 md:col-span-full md:grid-cols-2" data-bilingual={field.name}>
      <div data-lang="zh" className="min-w-0">
        <DescribedField field={{ ...field, span: undefined }} values={values} errors={errors} />
      </div>
      <div data-lang="en" lang="en" className="min-w-0">
        <DescribedField field={english} values={values} errors={errors} labelSuffix={t("translation.enSuffix")} />
      </div>
    </div>
  );
}

/**
 * On a phone, two tabs choose which language of the bilingual fields shows. Plain radio buttons with CSS (no
 * script); they belong to no form (`form` names none), so they are never posted.
 */
export function LanguageTabs() {
  const { t } = useTranslation("admin");
  return (
    <div role="group" aria-label={t("translation.tabs")} className="language-tabs mb-4 flex gap-2 md:hidden">
      {(["zh", "en"] as const).map((lang) => (
        <label key={lang} className="language-tab">
          <input
            type="radio"
            name="language-tab"
            value={lang}
            form="no-form"
            defaultChecked={lang === "zh"}
            className="sr-only"
          />
          <span>{t(`translation.tab.${lang}`)}</span>
        </label>
      ))}
    </div>
  );
}

/** The sections of a tabbed form as links (`?section=<n>`): each is its own page with its own save. */
function SectionTabs({ entity, current }: { entity: EntityDescription; current: number }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("common.sections")} className="mb-4 overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1">
        {entity.sections.map((section, index) => (
          <li key={index}>
            <Link
              to={`?section=${sectionKey(entity, index)}`}
              aria-current={index === current ? "page" : undefined}
              className="-mb-px inline-block border-b-2 border-transparent px-4 py-2 text-sm text-fg-muted hover:text-primary aria-[current=page]:border-primary aria-[current=page]:font-medium aria-[current=page]:text-primary dark:aria-[current=page]:text-fg"
            >
              {section.title ? t(section.title) : index + 1}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
