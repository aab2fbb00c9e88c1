/**
 * The admin's editable entities, described once (lib/admin/entity.ts): menus, articles, links, videos and the
 * company record. Their form schemas are in ./schemas; server-side mapping and rules in ./entities.server.
 */
import type { EntityDescription, RowColumnDescription } from "./entity";

export const menuEntity = {
  path: "menuList",
  nav: "nav.menus",
  titles: { list: "menu.title", create: "menu.new", edit: "menu.editTitle" },
  sections: [
    {
      columns: 2,
      width: "narrow",
      fields: [
        { name: "menu_name", label: "menu.menu_name", widget: "text", required: true, maxLength: 50, compare: true },
        { name: "alias_name", label: "menu.alias_name", widget: "text" },
        { name: "route", label: "menu.route", widget: "text", hint: "menu.routeHint", compare: true },
        { name: "order", label: "common.order", widget: "number", compare: true },
        { name: "menu_level", label: "menu.menu_level", widget: "select", required: true },
        { name: "parent_id", label: "menu.parent_id", widget: "select" },
        { name: "menu_type", label: "menu.menu_type", widget: "select", required: true },
        { name: "is_hide", label: "menu.is_hide", widget: "select", compare: true },
      ],
    },
  ],
} as const satisfies EntityDescription;

export const articleEntity = {
  path: "articleList",
  nav: "nav.articles",
  titles: { list: "article.title", create: "article.new", edit: "article.editTitle" },
  sections: [
    {
      columns: 2,
      fields: [
        {
          name: "title",
          label: "article.titleField",
          widget: "text",
          required: true,
          maxLength: 200,
          span: 2,
          compare: true,
        },
        { name: "menu_id", label: "article.menu_id", widget: "select", required: true, compare: true },
        { name: "order", label: "article.order", widget: "number", compare: true },
        { name: "is_topic", label: "article.is_topic", widget: "checkbox" },
        { name: "is_carousel", label: "article.is_carousel", widget: "checkbox" },
      ],
    },
    {
      columns: 1,
      fields: [{ name: "info", label: "article.info", widget: "rich", hint: "article.infoHint", compare: true }],
    },
    {
      columns: 1,
      fields: [
        {
          name: "img",
          label: "article.img",
          widget: "rows",
          columns: [
            { key: "url", label: "company.rowUrl", kind: "image", required: true },
            { key: "name", label: "company.rowName", kind: "text" },
          ],
        },
        { name: "file_url", label: "article.file_url", widget: "media", kind: "document" },
      ],
    },
  ],
} as const satisfies EntityDescription;

export const linkEntity = {
  path: "linksList",
  nav: "nav.links",
  titles: { list: "link.title", create: "link.new", edit: "link.editTitle" },
  sections: [
    {
      columns: 2,
      width: "narrow",
      fields: [
        { name: "name", label: "link.name", widget: "text", required: true, maxLength: 100, compare: true },
        { name: "type", label: "link.type", widget: "select", required: true, compare: true },
        { name: "url", label: "link.url", widget: "text", required: true, inputMode: "url", span: 2, compare: true },
        { name: "order", label: "common.order", widget: "number", compare: true },
      ],
    },
  ],
} as const satisfies EntityDescription;

export const videoEntity = {
  path: "videosList",
  nav: "nav.videos",
  titles: { list: "video.title", create: "video.new", edit: "video.editTitle" },
  sections: [
    {
      columns: 1,
      preview: "video",
      fields: [
        {
          name: "video_name",
          label: "video.video_name",
          widget: "text",
          required: true,
          maxLength: 200,
          compare: true,
        },
        { name: "video_src", label: "video.video_src", widget: "media", kind: "video", required: true, compare: true },
        { name: "poster", label: "video.poster", widget: "media", kind: "image" },
        { name: "order", label: "common.order", widget: "number", compare: true },
      ],
    },
    {
      title: "video.buy",
      columns: 2,
      fields: [
        { name: "buy_url", label: "video.buy_url", widget: "text", inputMode: "url" },
        { name: "buy_caption", label: "video.buy_caption", widget: "text", hint: "video.buyCaptionHint" },
        { name: "buy_qr", label: "video.buy_qr", widget: "media", kind: "image" },
      ],
    },
  ],
} as const satisfies EntityDescription;

const imageRow: readonly RowColumnDescription[] = [
  { key: "url", label: "company.rowUrl", kind: "image", required: true },
  { key: "name", label: "company.rowName", kind: "text" },
];
const titledImageRow = [...imageRow, { key: "title", label: "company.rowTitle", kind: "text" }] as const;
const linkedImageRow = [...imageRow, { key: "href", label: "company.rowHref", kind: "url" }] as const;

/** The company record: one per site, edited in place (no list, no "new"). */
export const companyEntity = {
  path: "company_info",
  nav: "nav.company",
  titles: { create: "company.title", edit: "company.title" },
  single: true,
  sections: [
    {
      title: "company.basic",
      columns: 2,
      fields: [
        {
          name: "company_name",
          label: "company.company_name",
          widget: "text",
          required: true,
          maxLength: 100,
          compare: true,
        },
        { name: "company_name_en", label: "company.company_name_en", widget: "text" },
        {
          name: "company_info",
          label: "company.company_info",
          widget: "textarea",
          rows: 6,
          hint: "company.company_infoHint",
          span: 2,
          compare: true,
        },
        { name: "organization", label: "company.organization", widget: "textarea", rows: 3, span: 2 },
        { name: "vision", label: "company.vision", widget: "textarea", rows: 2 },
        { name: "mission", label: "company.mission", widget: "textarea", rows: 2 },
        { name: "culture", label: "company.culture", widget: "textarea", rows: 2 },
        { name: "logo", label: "company.logo", widget: "media", kind: "image" },
      ],
    },
    {
      title: "company.contact",
      columns: 2,
      fields: [
        { name: "address", label: "company.address", widget: "text", span: 2, compare: true },
        { name: "phone", label: "company.phone", widget: "text", inputMode: "tel", compare: true },
        { name: "mailbox", label: "company.mailbox", widget: "text", type: "email", compare: true },
        { name: "copyright", label: "company.copyright", widget: "text", span: 2, compare: true },
        { name: "qr_code", label: "company.qr_code", widget: "media", kind: "image" },
        { name: "lat", label: "company.lat", widget: "text", inputMode: "decimal", required: true },
        { name: "lng", label: "company.lng", widget: "text", inputMode: "decimal", required: true },
      ],
    },
    {
      title: "company.registration",
      columns: 3,
      fields: [
        { name: "credit_code", label: "company.credit_code", widget: "text", maxLength: 18 },
        { name: "registered_capital", label: "company.registered_capital", widget: "text" },
        { name: "founded", label: "company.founded", widget: "text", type: "date" },
        {
          name: "business_scope",
          label: "company.business_scope",
          widget: "textarea",
          rows: 3,
          span: 3,
          compare: true,
        },
        { name: "business_info", label: "company.business_info", widget: "textarea", rows: 3, span: 2 },
        { name: "tags", label: "company.tags", widget: "textarea", rows: 5, hint: "company.tagsHint" },
      ],
    },
    {
      title: "company.images",
      columns: 1,
      fields: [
        { name: "banner_img", label: "company.banner_img", widget: "rows", columns: titledImageRow },
        { name: "news_img", label: "company.news_img", widget: "rows", columns: titledImageRow },
        { name: "party_img", label: "company.party_img", widget: "rows", columns: linkedImageRow },
        { name: "network_img", label: "company.network_img", widget: "rows", columns: linkedImageRow },
      ],
    },
    {
      title: "company.leaders",
      columns: 1,
      fields: [
        {
          name: "leaders",
          label: "company.leaders",
          widget: "rows",
          columns: [
            { key: "name", label: "company.leaderName", kind: "text", required: true },
            { key: "title", label: "company.leaderTitle", kind: "text" },
            { key: "img", label: "company.leaderImg", kind: "image" },
            { key: "remark", label: "company.leaderRemark", kind: "textarea" },
          ],
        },
      ],
    },
  ],
} as const satisfies EntityDescription;

/** Every described entity, for the table-driven tests and the docs. */
export const ADMIN_ENTITIES = {
  menus: menuEntity,
  articles: articleEntity,
  links: linkEntity,
  videos: videoEntity,
  company: companyEntity,
};
