/**
 * One zod schema per content entity the site uses (docs/product.md §3). These are the single source of truth for what a
 * content file may hold: the store validates every file it loads and every record it writes with them.
 * Field names, codes (named in ./codes) and unix-second timestamps follow the original data (docs/content.md) so
 * exports stay compatible.
 */
import { z } from "zod";
import { DEL_STATUS, FLAG, LINK_CATEGORIES, MENU_HIDE, MENU_HIDE_VALUES, MENU_LEVELS, MENU_TYPES } from "./codes";
import { ROLES } from "~/lib/auth/capabilities";
import { REVIEW_COMMENT_MAX, REVIEW_DECISIONS, REVIEW_LOG_LIMIT, REVIEW_STEPS, STATUSES } from "./workflow";

const id = z.number().int().positive();
const unixSeconds = z.number().int().nonnegative();
/** When a record was created and last changed; a save made from a stale `updatetime` is refused. */
const stamps = { createtime: unixSeconds, updatetime: unixSeconds };
const text = (max: number) => z.string().trim().max(max);
const flag = z.union([z.literal(FLAG.off), z.literal(FLAG.on)]);
const delStatus = z.union([z.literal(DEL_STATUS.deleted), z.literal(DEL_STATUS.active)]).default(DEL_STATUS.active);

/** A site-relative path ("/uploads/x.png") or an http(s) URL; never javascript:, data: or protocol-relative. */
export const SafeUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
    message: "must be a site path starting with / or an http(s) URL",
  });

/**
 * The original data keeps lists as JSON text. Files may hold the list itself or its JSON text; text that cannot be
 * parsed is treated as an empty list (docs/product.md §3).
 */
function jsonList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === "") return [];
    if (typeof value !== "string") return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }, z.array(item));
}

/**
 * English beside the Chinese (docs/decisions/011-content-in-two-languages.md): each record may hold an `en` object
 * with the English of its visitor-facing texts, when it was last saved, and a fingerprint of the Chinese it
 * translated (./translation), so the admin can tell a missing translation from an outdated one.
 */
const translationStamp = {
  translated_at: unixSeconds.default(0),
  source: z.string().max(32).default(""),
};

export const ImageRefSchema = z.object({ url: SafeUrlSchema, name: text(200).default("") });
export const TitledImageSchema = ImageRefSchema.extend({ title: text(200).default("") });
export const LinkedImageSchema = ImageRefSchema.extend({ href: SafeUrlSchema.default("") });
export const VideoSourceSchema = z.object({
  name: text(200).default(""),
  url: SafeUrlSchema,
  poster: SafeUrlSchema.optional(),
});

export const MenuItemSchema = z.object({
  id,
  menu_name: text(50).min(1),
  /** The route segment (a code such as "qyjs"); "" for home. Lower-case letters, digits, - and _. */
  route: z.string().regex(/^[a-z0-9_-]{0,40}$/, "must be lower-case letters, digits, - or _"),
  alias_name: text(80).default(""),
  menu_level: z.literal(MENU_LEVELS),
  parent_id: z.number().int().nonnegative(),
  order: z.number().int(),
  del_status: delStatus,
  menu_type: z.literal(MENU_TYPES),
  is_hide: z.literal(MENU_HIDE_VALUES).default(MENU_HIDE.shown),
  /** Paths the item had before its route (or a parent's) changed, answered with 301 to its path now. */
  former_paths: z
    .array(z.string().regex(/^\/[a-z0-9_/-]{1,200}$/, "must be a site path"))
    .max(20)
    .readonly()
    .default([]),
  ...stamps,
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** The workflow fields of articles and videos (./workflow): status, the review step awaited, the working copy. */
export const ReviewNoteSchema = z.object({
  at: unixSeconds,
  by: z.number().int().nonnegative(),
  by_name: text(100).default(""),
  decision: z.enum(REVIEW_DECISIONS),
  stage: z.number().int().min(0).max(2).default(0),
  comment: text(REVIEW_COMMENT_MAX).default(""),
});
function workflowFields<T extends z.ZodRawShape>(content: z.ZodObject<T>) {
  return {
    /** Content saved before the workflow existed was live: "published". */
    status: z.enum(STATUSES).default("published"),
    review_stage: z.number().int().min(0).max(2).default(0),
    submitted_by: z.number().int().nonnegative().default(0),
    review_log: z.array(ReviewNoteSchema).max(REVIEW_LOG_LIMIT).default([]),
    /** The working copy of a published record: its edits until they are approved (null: none). */
    pending: content.partial().nullable().default(null),
  };
}

/** What an editor writes of an article (the rest is the store's and the workflow's). */
const ArticleContentSchema = z.object({
  title: text(200).min(1),
  /** Rich HTML body; sanitized by an allow-list on save and on render. */
  info: z.string().max(200_000).default(""),
  img: jsonList(ImageRefSchema).default([]),
  menu_id: id,
  order: z.number().int().default(0),
  file_url: SafeUrlSchema.default(""),
  admin_id: z.number().int().nonnegative().default(0),
  is_topic: flag.default(0),
  is_carousel: flag.default(0),
  /** When the article appears on the public site and when it leaves it (lib/content/schedule.ts); 0: not set. */
  publish_at: unixSeconds.default(0),
  unpublish_at: unixSeconds.default(0),
  en: z
    .object({
      title: text(200).default(""),
      info: z.string().max(200_000).default(""),
      /** The attachment's label on English pages. */
      file_name: text(200).default(""),
      ...translationStamp,
    })
    .optional(),
});

const article = ArticleContentSchema.shape;
/** A stored article: its content in the order the original data has it, then the store's and the workflow's fields. */
export const ArticleSchema = z.object({
  id,
  title: article.title,
  info: article.info,
  img: article.img,
  menu_id: article.menu_id,
  del_status: delStatus,
  order: article.order,
  ...stamps,
  file_url: article.file_url,
  admin_id: article.admin_id,
  is_topic: article.is_topic,
  is_carousel: article.is_carousel,
  publish_at: article.publish_at,
  unpublish_at: article.unpublish_at,
  /** Raised to revoke every preview share link of the article (lib/site/share-link.ts). */
  share_version: z.number().int().min(0).default(0),
  ...workflowFields(ArticleContentSchema),
  en: article.en,
});
export type Article = z.infer<typeof ArticleSchema>;

const VideoContentSchema = z.object({
  video_name: text(200).min(1),
  video_url: jsonList(VideoSourceSchema).default([]),
  order: z.number().int().default(0),
  admin_id: z.number().int().nonnegative().default(0),
  /** Purchase link shown under the player, with an optional QR panel on hover and focus (video 6). */
  buy_url: SafeUrlSchema.default(""),
  buy_qr: SafeUrlSchema.default(""),
  buy_caption: text(100).default(""),
  en: z.object({ video_name: text(200).default(""), buy_caption: text(100).default(""), ...translationStamp }).optional(),
});

const video = VideoContentSchema.shape;
export const VideoSchema = z.object({
  id,
  video_name: video.video_name,
  video_url: video.video_url,
  order: video.order,
  del_status: delStatus,
  ...stamps,
  admin_id: video.admin_id,
  buy_url: video.buy_url,
  buy_qr: video.buy_qr,
  buy_caption: video.buy_caption,
  ...workflowFields(VideoContentSchema),
  en: video.en,
});
export type Video = z.infer<typeof VideoSchema>;

export const LeaderSchema = z.object({
  name: text(50).min(1),
  title: text(100).default(""),
  img: SafeUrlSchema.default(""),
  remark: text(2000).default(""),
});

export const CompanyInfoSchema = z.object({
  id,
  company_name: text(100).min(1),
  company_name_en: text(200).default(""),
  /** Introduction paragraphs, separated by blank lines (plain text). */
  company_info: text(10_000).default(""),
  organization: text(10_000).default(""),
  vision: text(500).default(""),
  mission: text(500).default(""),
  culture: text(500).default(""),
  leaders: z.array(LeaderSchema).default([]),
  address: text(300).default(""),
  copyright: text(300).default(""),
  phone: text(50).default(""),
  mailbox: z.union([z.literal(""), z.email().max(200)]).default(""),
  qr_code: SafeUrlSchema.default(""),
  logo: SafeUrlSchema.default(""),
  /** Website filing numbers shown in the footer; empty hides each one. */
  icp_number: text(60).default(""),
  police_number: text(60).default(""),
  police_badge: SafeUrlSchema.default(""),
  /** Business registration facts (docs/product.md §2 enterprise information, §9). */
  business_info: text(5_000).default(""),
  credit_code: z.union([z.literal(""), z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, "must be an 18-character unified social credit code")]).default(""),
  registered_capital: text(100).default(""),
  founded: z.union([z.literal(""), z.iso.date()]).default(""),
  business_scope: text(5_000).default(""),
  tags: z.array(text(50).min(1)).max(20).default([]),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  banner_img: jsonList(TitledImageSchema).default([]),
  news_img: jsonList(TitledImageSchema).default([]),
  party_img: jsonList(LinkedImageSchema).default([]),
  network_img: jsonList(LinkedImageSchema).default([]),
  admin_id: z.number().int().nonnegative().default(0),
  /** Mourning mode (greyscale public site), on from the first day to the last, inclusive; "" leaves an end open. */
  mourning: flag.default(FLAG.off),
  mourning_start: z.union([z.literal(""), z.iso.date()]).default(""),
  mourning_end: z.union([z.literal(""), z.iso.date()]).default(""),
  /** Site setting: how many reviews a change of an article or video needs before it is published (./workflow). */
  review_steps: z.union(REVIEW_STEPS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]).default(0),
  ...stamps,
  en: z
    .object({
      company_info: text(10_000).default(""),
      organization: text(10_000).default(""),
      vision: text(500).default(""),
      mission: text(500).default(""),
      culture: text(500).default(""),
      /** Same order as `leaders`. */
      leaders: z
        .array(z.object({ name: text(80).default(""), title: text(150).default(""), remark: text(3000).default("") }))
        .default([]),
      address: text(300).default(""),
      copyright: text(300).default(""),
      business_info: text(5_000).default(""),
      registered_capital: text(100).default(""),
      business_scope: text(5_000).default(""),
      /** Same order as `tags`, and below for the picture titles and names. */
      tags: z.array(text(80)).max(20).default([]),
      banner_img: z.array(text(200)).default([]),
      news_img: z.array(text(200)).default([]),
      party_img: z.array(text(200)).default([]),
      network_img: z.array(text(200)).default([]),
      ...translationStamp,
    })
    .optional(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const DictionaryEntrySchema = z.object({
  id,
  type: text(50).min(1),
  key: text(50).min(1),
  value: text(200).min(1),
  note: text(500).default(""),
  createtime: unixSeconds,
  /** Not in the original data; kept so edits get the same stale-save protection as every other record. */
  updatetime: unixSeconds.default(0),
  order: z.number().int().default(0),
  en: z.object({ value: text(200).default(""), ...translationStamp }).optional(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

export const LinkSchema = z.object({
  id,
  name: text(100).min(1),
  url: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL"),
  /** A link category's dictionary key. */
  type: z.enum(LINK_CATEGORIES),
  order: z.number().int().default(0),
  del_status: delStatus,
  ...stamps,
  admin_id: z.number().int().nonnegative().default(0),
  en: z.object({ name: text(150).default(""), ...translationStamp }).optional(),
});
export type Link = z.infer<typeof LinkSchema>;

export const AdminUserSchema = z.object({
  id,
  username: z.string().regex(/^[A-Za-z0-9_.-]{2,32}$/, "must be 2-32 letters, digits, _ . or -"),
  /** bcrypt hash; the password itself is never stored. */
  password_hash: z.string().min(20),
  /** docs/product.md §6; the capability table is lib/auth/capabilities.ts. */
  role: z.enum(ROLES),
  name: text(50).default(""),
  avatar: SafeUrlSchema.default(""),
  email: z.union([z.literal(""), z.email()]).default(""),
  /** Sessions carry the version they were issued with; raising it ends every session issued before. */
  session_version: z.number().int().min(0).default(0),
  /** A disabled account cannot sign in, and its sessions are refused. */
  disabled: z.boolean().default(false),
  /** Unix seconds of the last successful sign-in; 0 when never (or before this was recorded). */
  last_login_at: z.number().int().min(0).default(0),
  ...stamps,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Kinds of media in the library (docs/decisions/015-media-library.md). */
export const MEDIA_KINDS = ["image", "document", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * One file in the media library: the stored file keeps its random name (its `url`); `name` is the display name,
 * the original file name unless renamed, under which documents download.
 */
export const MediaSchema = z.object({
  id,
  url: z.string().regex(/^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/, "must be a file under /uploads/"),
  name: text(120).min(1),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string().max(120),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The uploader's user name; "" for files found in the folder (the seeded ones). */
  uploaded_by: text(50).default(""),
  ...stamps,
});
export type MediaRecord = z.infer<typeof MediaSchema>;

/** The record schema of each JSON collection: `content/<name>.json` holds `{ "<name>": [records] }`. */
export const COLLECTION_SCHEMAS = {
  menus: MenuItemSchema,
  videos: VideoSchema,
  links: LinkSchema,
  dictionary: DictionaryEntrySchema,
  users: AdminUserSchema,
  media: MediaSchema,
} as const;
export type CollectionName = keyof typeof COLLECTION_SCHEMAS;
