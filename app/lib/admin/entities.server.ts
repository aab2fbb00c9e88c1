/**
 * The server side of each described entity (./entities): its form schema, what a new record starts with,
 * the choices of its selects, and the rules and mapping beyond the schema.
 */
import { sanitizeArticleHtml } from "~/lib/content/sanitize";
import {
  LINK_CATEGORY,
  MENU_HIDE,
  MENU_HIDE_VALUES,
  MENU_LEVEL,
  MENU_LEVELS,
  MENU_TYPE,
  MENU_TYPES,
  isListMenuType,
  isPageMenuType,
} from "~/lib/content/codes";
import { companyDateTimeInput } from "~/lib/format/date";
import { formerPathsAfterMove } from "~/lib/site/former-paths";
import { buildMenuTree } from "~/lib/site/menu-tree";
import { message, type Message } from "~/lib/i18n/message";
import {
  adminSegmentOf,
  companyEntity,
  articleEntity,
  linkEntity,
  menuEntity,
  settingsEntity,
  videoEntity,
} from "./entities";
import type { FieldOption } from "./entity";
import { defineEntityServer, toFormValues, type EntityServer } from "./entity.server";
import { workflowIntents } from "./workflow.server";
import type { FormValues } from "./form-state";
import { REVIEW_STEPS, workingCopy } from "~/lib/content/workflow";
import { articleMenuOptions } from "./articles.server";
import { articlePreview, revokeArticleShares } from "./preview-links.server";
import { linkCategories } from "./links.server";
import { menuRuleErrors, newMenuPlacement, parentOptions } from "./menus.server";
import {
  ArticleFormSchema,
  CompanyFormSchema,
  LinkFormSchema,
  MenuFormSchema,
  SettingsFormSchema,
  VideoFormSchema,
} from "./schemas";

/** Choices labelled by admin.json keys `<prefix><code>` (e.g. menu.level10001). */
const codeOptions = (codes: readonly number[], prefix: string): FieldOption[] =>
  codes.map((code) => ({ value: String(code), labelKey: `${prefix}${code}` }));

export const menuAdmin = defineEntityServer({
  kind: "menus",
  description: menuEntity,
  schema: MenuFormSchema,
  defaults: (url, store) => {
    const place = newMenuPlacement(store.list("menus"), url.searchParams.get("parent"));
    return {
      menu_level: String(place.menu_level),
      menu_type: String(MENU_TYPE.list),
      is_hide: String(MENU_HIDE.shown),
      parent_id: String(place.parent_id),
      order: String(place.order),
      keep_old_url: "on",
    };
  },
  // Keeping the old address is what a route change does unless the editor says otherwise.
  storedValues: () => ({ keep_old_url: "on" }),
  options: (store, record) => ({
    menu_level: codeOptions(MENU_LEVELS, "menu.level"),
    parent_id: [
      { value: "0", labelKey: "menu.noParent" },
      ...parentOptions(store, record?.id).map((p) => ({
        value: String(p.id),
        label: `${p.level === MENU_LEVEL.second ? "　└ " : ""}${p.name}`,
      })),
    ],
    menu_type: codeOptions(MENU_TYPES, "menu.type"),
    is_hide: codeOptions(MENU_HIDE_VALUES, "menu.hide"),
  }),
  check: (store, value, id) => menuRuleErrors(store.list("menus"), value, id),
  toRecord: ({ keep_old_url, ...fields }, store, id) => {
    if (id === null) return fields;
    const tree = buildMenuTree(store.list("menus"));
    const parentPath = fields.parent_id ? (tree.byId.get(fields.parent_id)?.path ?? "") : "";
    const former = formerPathsAfterMove(
      store.get("menus", id)?.former_paths ?? [],
      tree.byId.get(id)?.path ?? null,
      `${parentPath === "/" ? "" : parentPath}/${fields.route}`,
      keep_old_url === 1,
    );
    return { ...fields, former_paths: former };
  },
});

export const articleAdmin = defineEntityServer({
  kind: "articles",
  description: articleEntity,
  schema: ArticleFormSchema,
  stampsAdmin: true,
  translation: "article",
  defaults: () => ({ order: "0", img: [] }),
  options: (store) => {
    const menus = articleMenuOptions(store);
    const group = (keep: (type: number) => boolean, key: string) =>
      menus.filter((m) => keep(m.type)).map((m) => ({ value: String(m.id), label: m.label, group: key }));
    return {
      menu_id: [
        { value: "", labelKey: "article.chooseMenu" },
        ...group(isListMenuType, "article.menuGroupList"),
        ...group(isPageMenuType, "article.menuGroupPage"),
      ],
    };
  },
  // Shown as Beijing wall-clock time; 0 ("not set") as an empty input.
  storedValues: (article) => ({
    publish_at: article.publish_at ? companyDateTimeInput(article.publish_at) : "",
    unpublish_at: article.unpublish_at ? companyDateTimeInput(article.unpublish_at) : "",
  }),
  check: (store, value): Record<string, Message> => ({
    ...(articleMenuOptions(store).some((o) => o.id === value.menu_id)
      ? {}
      : { menu_id: message("validation.chooseMenu") }),
    ...(value.publish_at && value.unpublish_at && value.unpublish_at <= value.publish_at
      ? { unpublish_at: message("validation.unpublishAfterPublish") }
      : {}),
  }),
  toRecord: ({ info, ...fields }) => ({ ...fields, info: sanitizeArticleHtml(info) }),
  preview: articlePreview,
  intents: {
    revokeShares: revokeArticleShares,
    ...workflowIntents("articles", "articleList", (record): FormValues =>
      toFormValues(articleAdmin as never, workingCopy(record) as never),
    ),
  },
});

export const linkAdmin = defineEntityServer({
  kind: "links",
  description: linkEntity,
  schema: LinkFormSchema,
  stampsAdmin: true,
  translation: "link",
  defaults: (url) => ({ type: url.searchParams.get("type") ?? LINK_CATEGORY.authorities, order: "0", url: "https://" }),
  options: (store) => ({ type: linkCategories(store).map((c) => ({ value: c.key, label: c.label })) }),
});

export const videoAdmin = defineEntityServer({
  kind: "videos",
  description: videoEntity,
  schema: VideoFormSchema,
  stampsAdmin: true,
  translation: "video",
  defaults: () => ({ order: "0" }),
  // One source per video on this form (docs/product.md §3): the first of video_url, with its poster.
  storedValues: (video) => ({ video_src: video.video_url[0]?.url ?? "", poster: video.video_url[0]?.poster ?? "" }),
  toRecord: ({ video_src, poster, ...fields }, store, id) => {
    const others = id === null ? [] : (store.get("videos", id)?.video_url.slice(1) ?? []);
    const source = { name: fields.video_name, url: video_src, ...(poster ? { poster } : {}) };
    return { ...fields, video_url: [source, ...others].map((s) => ({ ...s })) };
  },
  intents: workflowIntents("videos", "videosList", (record): FormValues =>
    toFormValues(videoAdmin as never, workingCopy(record) as never),
  ),
});

export const companyAdmin = defineEntityServer({
  kind: "company",
  description: companyEntity,
  schema: CompanyFormSchema,
  stampsAdmin: true,
  translation: "company",
});

/** The site settings (one screen, admins only): stored with the company information, audited as settings. */
export const settingsAdmin = defineEntityServer({
  kind: "company",
  description: settingsEntity,
  schema: SettingsFormSchema,
  readCapability: "settings.manage",
  writeCapability: "settings.manage",
  changeAction: "settings",
  viewOnSite: false,
  options: () => ({
    review_steps: REVIEW_STEPS.map((steps) => ({ value: String(steps), labelKey: `settings.steps${steps}` })),
  }),
});

/** Every entity's server side, for the table-driven tests. */
export const ADMIN_ENTITY_SERVERS = [menuAdmin, articleAdmin, linkAdmin, videoAdmin, companyAdmin] as const;

/** The server side of every edit screen, by its address segment (see EDITED_ENTITIES). */
const EDIT_SERVERS = new Map<string, EntityServer<never>>(
  [menuAdmin, articleAdmin, linkAdmin, videoAdmin, companyAdmin, settingsAdmin].map((server) => [
    server.description.path,
    server as unknown as EntityServer<never>,
  ]),
);

/** The entity server of the edit screen `request` is for; a 404 for an address that is none. */
export function entityServerAt(request: Request): EntityServer<never> {
  const server = EDIT_SERVERS.get(adminSegmentOf(new URL(request.url).pathname));
  if (!server) throw new Response(null, { status: 404 });
  return server;
}
