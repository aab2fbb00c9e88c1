/**
 * The admin's editable entities, described once (lib/admin/entity.ts): menus, articles, links, videos and the
 * company record, one line a field. Their form schemas are in ./schemas; server-side mapping and rules in
 * ./entities.server.
 */
import { fieldMakers, listEntity, type EntityDescription, type RowColumnDescription } from "./entity";

/** The order field every list entity has ("common.order"), compared after a conflicting save. */
const ORDER = { label: "common.order", compare: true } as const;

const menu = fieldMakers("menu");
export const menuEntity = listEntity("menu", "menuList", "nav.menus", [
  {
    columns: 2,
    width: "narrow",
    fields: [
      menu.text("menu_name", { required: true, maxLength: 50, compare: true }),
      menu.text("alias_name"),
      menu.text("route", { hint: "menu.routeHint", compare: true }),
      menu.number("order", ORDER),
      menu.select("menu_level", { required: true }),
      menu.select("parent_id"),
      menu.select("menu_type", { required: true }),
      menu.select("is_hide", { compare: true }),
      menu.checkbox("keep_old_url", { hint: "menu.keepOldUrlHint", span: 2 }),
    ],
  },
]);

const article = fieldMakers("article");
export const articleEntity = listEntity("article", "articleList", "nav.articles", [
  {
    columns: 2,
    fields: [
      article.text("title", {
        label: "article.titleField",
        required: true,
        maxLength: 200,
        span: 2,
        compare: true,
        english: true,
      }),
      article.select("menu_id", { required: true, compare: true }),
      article.number("order", { compare: true }),
      article.checkbox("is_topic"),
      article.checkbox("is_carousel"),
    ],
  },
  {
    title: "article.scheduleTitle",
    columns: 2,
    fields: [
      article.text("publish_at", { type: "datetime-local", hint: "article.publishAtHint" }),
      article.text("unpublish_at", { type: "datetime-local", hint: "article.unpublishAtHint" }),
    ],
  },
  { columns: 1, fields: [article.rich("info", { hint: "article.infoHint", compare: true, english: true })] },
  {
    columns: 1,
    fields: [
      article.rows("img", [
        { key: "url", label: "company.rowUrl", kind: "image", required: true },
        { key: "name", label: "company.rowName", kind: "text" },
      ]),
      article.media("file_url", "document"),
    ],
  },
]);

const link = fieldMakers("link");
export const linkEntity = listEntity("link", "linksList", "nav.links", [
  {
    columns: 2,
    width: "narrow",
    fields: [
      link.text("name", { required: true, maxLength: 100, compare: true, english: true }),
      link.select("type", { required: true, compare: true }),
      link.text("url", { required: true, inputMode: "url", span: 2, compare: true }),
      link.number("order", ORDER),
    ],
  },
]);

const video = fieldMakers("video");
export const videoEntity = listEntity("video", "videosList", "nav.videos", [
  {
    columns: 1,
    preview: "video",
    fields: [
      video.text("video_name", { required: true, maxLength: 200, compare: true, english: true }),
      video.media("video_src", "video", { required: true, compare: true }),
      video.media("poster", "image"),
      video.number("order", ORDER),
    ],
  },
  {
    title: "video.buy",
    columns: 2,
    fields: [
      video.text("buy_url", { inputMode: "url" }),
      video.text("buy_caption", { hint: "video.buyCaptionHint", english: true }),
      video.media("buy_qr", "image"),
    ],
  },
]);

const imageRow: readonly RowColumnDescription[] = [
  { key: "url", label: "company.rowUrl", kind: "image", required: true },
  { key: "name", label: "company.rowName", kind: "text" },
];
/** A `<key>_en` column is the English of `<key>`, side by side in the row (docs/decisions/011). */
const titledImageRow: readonly RowColumnDescription[] = [
  ...imageRow,
  { key: "title", label: "company.rowTitle", kind: "text" },
  { key: "title_en", label: "company.rowTitleEn", kind: "text" },
];
const linkedImageRow: readonly RowColumnDescription[] = [
  ...imageRow,
  { key: "name_en", label: "company.rowNameEn", kind: "text" },
  { key: "href", label: "company.rowHref", kind: "url" },
];

const company = fieldMakers("company");
/** The company record: one per site, edited in place (no list, no "new"). */
export const companyEntity: EntityDescription = {
  path: "company_info",
  nav: "nav.company",
  titles: { create: "company.title", edit: "company.title" },
  single: true,
  tabbed: true,
  sections: [
    {
      title: "company.basic",
      key: "basic",
      columns: 2,
      fields: [
        company.text("company_name", { required: true, maxLength: 100, compare: true }),
        company.text("company_name_en"),
        company.textarea("company_info", 6, {
          hint: "company.company_infoHint",
          span: 2,
          compare: true,
          english: true,
        }),
        company.textarea("organization", 3, { span: 2, english: true }),
        company.textarea("vision", 2, { english: true }),
        company.textarea("mission", 2, { english: true }),
        company.textarea("culture", 2, { english: true }),
        company.media("logo", "image"),
      ],
    },
    {
      title: "company.contact",
      key: "contact",
      columns: 2,
      fields: [
        company.text("address", { span: 2, compare: true, english: true }),
        company.text("phone", { inputMode: "tel", compare: true }),
        company.text("mailbox", { type: "email", compare: true }),
        company.text("copyright", { span: 2, compare: true, english: true }),
        company.media("qr_code", "image"),
        company.text("icp_number", { maxLength: 60, hint: "company.icp_numberHint" }),
        company.text("police_number", { maxLength: 60, hint: "company.police_numberHint" }),
        company.media("police_badge", "image"),
        company.text("lat", { inputMode: "decimal", required: true }),
        company.text("lng", { inputMode: "decimal", required: true }),
      ],
    },
    {
      title: "company.registration",
      key: "registration",
      columns: 3,
      fields: [
        company.text("credit_code", { maxLength: 18 }),
        company.text("registered_capital", { english: true }),
        company.text("founded", { type: "date" }),
        company.textarea("business_scope", 3, { span: 3, compare: true, english: true }),
        company.textarea("business_info", 3, { span: 2, english: true }),
        company.textarea("tags", 5, { hint: "company.tagsHint", english: true }),
      ],
    },
    {
      title: "company.mourningTitle",
      key: "mourning",
      columns: 3,
      width: "narrow",
      fields: [
        company.checkbox("mourning", { hint: "company.mourningHint", span: 3 }),
        company.text("mourning_start", { type: "date" }),
        company.text("mourning_end", { type: "date" }),
      ],
    },
    {
      title: "company.images",
      key: "images",
      columns: 1,
      fields: [
        company.rows("banner_img", titledImageRow),
        company.rows("news_img", titledImageRow),
        company.rows("party_img", linkedImageRow),
        company.rows("network_img", linkedImageRow),
      ],
    },
    {
      title: "company.leaders",
      key: "leaders",
      columns: 1,
      fields: [
        company.rows("leaders", [
          { key: "name", label: "company.leaderName", kind: "text", required: true },
          { key: "name_en", label: "company.leaderNameEn", kind: "text" },
          { key: "title", label: "company.leaderTitle", kind: "text" },
          { key: "title_en", label: "company.leaderTitleEn", kind: "text" },
          { key: "img", label: "company.leaderImg", kind: "image" },
          { key: "remark", label: "company.leaderRemark", kind: "textarea" },
          { key: "remark_en", label: "company.leaderRemarkEn", kind: "textarea" },
        ]),
      ],
    },
  ],
};

const account = fieldMakers("users");
const USER_NAME = account.text("name", { label: "users.displayName", maxLength: 50, compare: true });
const USER_ROLE = account.select("role", { required: true, hint: "users.roleHint", compare: true });

/** An account on the users screen (admins only): its display name and role; the rest are commands of its own. */
export const userEntity = listEntity("users", "users", "nav.users", [
  { columns: 1, width: "narrow", fields: [USER_NAME, USER_ROLE] },
]);

/** A new account: the user name (fixed once made) and the first password too. */
export const newUserEntity: EntityDescription = {
  ...userEntity,
  sections: [
    {
      columns: 1,
      width: "narrow",
      fields: [
        account.text("username", { required: true, maxLength: 32, hint: "users.usernameHint", autoComplete: "off" }),
        USER_NAME,
        USER_ROLE,
        account.text("password", {
          label: "users.initialPassword",
          required: true,
          type: "password",
          autoComplete: "new-password",
          hint: "users.passwordHint",
        }),
      ],
    },
  ],
};

const settings = fieldMakers("settings");
/** The site settings screen: one record, the company information's setting fields. */
export const settingsEntity: EntityDescription = {
  path: "settings",
  nav: "nav.settings",
  titles: { create: "settings.title", edit: "settings.title" },
  single: true,
  sections: [
    {
      title: "settings.workflowTitle",
      columns: 1,
      width: "narrow",
      fields: [settings.select("review_steps", { required: true, hint: "settings.review_stepsHint" })],
    },
  ],
};

/**
 * Every entity with an edit screen, by the address segment of that screen. remix.config.js mounts one route module
 * (app/admin/entity-edit.route.tsx) at each of these addresses; tests/unit/admin/entity-descriptions.test.ts keeps
 * its list and this one the same.
 */
export const EDITED_ENTITIES: ReadonlyMap<string, EntityDescription> = new Map(
  [menuEntity, articleEntity, linkEntity, videoEntity, companyEntity, settingsEntity].map((entity) => [
    entity.path,
    entity,
  ]),
);

/** The address segment after the admin prefix: "/{ADMIN_PATH}/articleList/12" → "articleList". */
export const adminSegmentOf = (pathname: string) => pathname.split("/")[2] ?? "";

/** The entity whose edit screen `pathname` is, or undefined. */
export const editedEntityAt = (pathname: string) => EDITED_ENTITIES.get(adminSegmentOf(pathname));
