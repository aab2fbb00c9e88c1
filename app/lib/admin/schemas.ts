/**
 * The admin forms' zod schemas (docs/product.md §3 fields, §5 rules). Messages are admin.json keys; their placeholder
 * values come from the issue (lib/forms/issue-message.ts), a range's from its refinement's params.
 * They are parsed with Conform's parseWithZod, which turns empty inputs into undefined and nested names
 * (`banner_img[0].url`) into lists; the content store then validates the whole record again.
 */
import { z } from "zod";
import {
  AdminUserSchema,
  ArticleSchema,
  CompanyInfoSchema,
  LinkSchema,
  MenuItemSchema,
  VideoSchema,
} from "~/lib/content/schema";
import { ROLES } from "~/lib/auth/capabilities";
import { NewPasswordSchema } from "~/lib/auth/password-rule";
import { TRANSLATION_STATUSES } from "~/lib/content/translation";
import { SCHEDULE_STATES } from "~/lib/content/schedule";
import { STATUS_LABELS } from "~/lib/content/workflow";
import {
  articleEntity,
  companyEntity,
  linkEntity,
  menuEntity,
  newUserEntity,
  settingsEntity,
  userEntity,
  videoEntity,
} from "./entities";
import { formSchemaFor, optText, reqText } from "./form-schema";
import { parseCompanyDateTime } from "~/lib/format/date";
import { LINK_CATEGORIES, MENU_HIDE, MENU_HIDE_VALUES, MENU_LEVELS, MENU_TYPES } from "~/lib/content/codes";

const required = "validation.required";
/** `schema` limited to `min`…`max`, with one message naming both ends. */
const range = (schema: z.ZodNumber, min: number, max: number) =>
  schema.refine((v) => v >= min && v <= max, { error: "validation.range", params: { min, max } });
const int = (min: number, max: number) =>
  range(z.number({ error: "validation.integer" }).int("validation.integer"), min, max);

/** A site path (`/uploads/…`) or an http(s) URL; never javascript:, data: or `//host`. */
const urlString = z
  .string()
  .trim()
  .max(2048, "validation.tooLong")
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https?:\/\/[^\s\\]+$/i.test(v), "validation.url");
export const optUrl = urlString.optional().transform((v) => v ?? "");
const httpUrl = z
  .string({ error: required })
  .trim()
  .max(2048, "validation.tooLong")
  .regex(/^https?:\/\/[^\s\\]+$/i, "validation.httpUrl");

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => (v === true || v === "on" || v === "1" || v === "true" ? 1 : 0) as 0 | 1);

/** Rows of a repeatable list; rows left completely empty are dropped. */
function rows<T extends z.ZodRawShape>(shape: T, max = 30) {
  return z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .transform((list) => (list ?? []).filter((row) => Object.values(row).some((v) => v !== undefined && v !== "")))
    .pipe(z.array(z.object(shape)).max(max, "validation.tooMany"));
}

/** A `datetime-local` input read as Beijing time, in unix seconds; 0 when left empty. */
const companyDateTime = optText(25).transform((v, ctx) => {
  if (v === "") return 0;
  const seconds = parseCompanyDateTime(v);
  if (seconds === null) {
    ctx.addIssue({ code: "custom", message: "validation.dateTime" });
    return z.NEVER;
  }
  return seconds;
});

const imageUrl = z
  .string({ error: "validation.imageRequired" })
  .trim()
  .min(1, "validation.imageRequired")
  .pipe(urlString);

/** Row cells named `<key>_en` are the English of `<key>` (lib/admin/english.server.ts stores them in `en`). */
export const TitledImageRow = { url: imageUrl, name: optText(200), title: optText(200), title_en: optText(200) };
export const LinkedImageRow = { url: imageUrl, name: optText(200), name_en: optText(200), href: optUrl };
export const LeaderRow = {
  name: reqText(50),
  name_en: optText(80),
  title: optText(100),
  title_en: optText(150),
  img: optUrl,
  remark: optText(2000),
  remark_en: optText(3000),
};

export const CompanyFormSchema = formSchemaFor(companyEntity, CompanyInfoSchema, {
  updatetime: z.number(),
  company_name: reqText(100),
  company_name_en: optText(200),
  company_info: optText(10_000),
  organization: optText(10_000),
  vision: optText(500),
  mission: optText(500),
  culture: optText(500),
  address: optText(300),
  copyright: optText(300),
  // Refinements rather than piped schemas: Conform's coercion would turn a piped "" into undefined.
  phone: optText(50).refine((v) => /^[0-9+\-() ]*$/.test(v), "validation.phone"),
  mailbox: optText(200).refine((v) => v === "" || z.email().safeParse(v).success, "validation.email"),
  qr_code: optUrl,
  logo: optUrl,
  icp_number: optText(60),
  police_number: optText(60),
  police_badge: optUrl,
  business_info: optText(5_000),
  credit_code: optText(18)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v), "validation.creditCode"),
  registered_capital: optText(100),
  founded: optText(10).refine((v) => v === "" || z.iso.date().safeParse(v).success, "validation.date"),
  business_scope: optText(5_000),
  mourning: flag,
  mourning_start: optText(10).refine((v) => v === "" || z.iso.date().safeParse(v).success, "validation.date"),
  mourning_end: optText(10).refine((v) => v === "" || z.iso.date().safeParse(v).success, "validation.date"),
  /** One tag per line. */
  tags: optText(2_000).transform((v, ctx) => {
    const tags = v
      .split(/\r?\n/)
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.length > 20) ctx.addIssue({ code: "custom", message: "validation.tooMany", params: { max: 20 } });
    if (tags.some((t) => t.length > 50))
      ctx.addIssue({ code: "custom", message: "validation.tagTooLong", params: { max: 50 } });
    return tags;
  }),
  lat: range(z.number({ error: "validation.number" }), -90, 90),
  lng: range(z.number({ error: "validation.number" }), -180, 180),
  banner_img: rows(TitledImageRow),
  news_img: rows(TitledImageRow),
  party_img: rows(LinkedImageRow),
  network_img: rows(LinkedImageRow),
  leaders: rows(LeaderRow, 20),
});
export type CompanyForm = z.infer<typeof CompanyFormSchema>;

export const SettingsFormSchema = formSchemaFor(settingsEntity, CompanyInfoSchema, {
  updatetime: z.number(),
  review_steps: z.coerce
    .number({ error: "validation.required" })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "settings.stepsInvalid" })),
});

export const MenuFormSchema = formSchemaFor(menuEntity, MenuItemSchema, {
  updatetime: z.number().optional(),
  menu_name: reqText(50),
  route: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").toLowerCase())
    .refine((v) => /^[a-z0-9_-]{0,40}$/.test(v), "validation.route"),
  alias_name: optText(80),
  menu_level: z.literal(MENU_LEVELS, { error: "validation.choose" }),
  parent_id: z.number({ error: "validation.choose" }).int().nonnegative().default(0),
  order: int(-9999, 9999).default(0),
  menu_type: z.literal(MENU_TYPES, { error: "validation.choose" }),
  is_hide: z.literal(MENU_HIDE_VALUES).default(MENU_HIDE.shown),
  /** Not stored: whether a route change keeps the old address as a 301 (lib/site/former-paths.ts). */
  keep_old_url: flag,
});
export type MenuForm = z.infer<typeof MenuFormSchema>;

export const ArticleFormSchema = formSchemaFor(articleEntity, ArticleSchema, {
  updatetime: z.number().optional(),
  title: reqText(200),
  menu_id: z.number({ error: "validation.chooseMenu" }).int().positive("validation.chooseMenu"),
  order: int(-9999, 9999).default(0),
  is_topic: flag,
  is_carousel: flag,
  img: rows({ url: imageUrl, name: optText(200) }, 20),
  file_url: optUrl,
  publish_at: companyDateTime,
  unpublish_at: companyDateTime,
  info: z
    .string()
    .max(200_000, "validation.tooLong")
    .optional()
    .transform((v) => v ?? ""),
});
export type ArticleForm = z.infer<typeof ArticleFormSchema>;

export const LinkFormSchema = formSchemaFor(linkEntity, LinkSchema, {
  updatetime: z.number().optional(),
  name: reqText(100),
  url: httpUrl,
  type: z.enum(LINK_CATEGORIES, { error: "validation.choose" }),
  order: int(-9999, 9999).default(0),
});
export type LinkForm = z.infer<typeof LinkFormSchema>;

export const VideoFormSchema = formSchemaFor(videoEntity, VideoSchema, {
  updatetime: z.number().optional(),
  video_name: reqText(200),
  video_src: z.string({ error: "validation.videoRequired" }).trim().min(1, "validation.videoRequired").pipe(urlString),
  poster: optUrl,
  order: int(-9999, 9999).default(0),
  buy_url: optUrl,
  buy_qr: optUrl,
  buy_caption: optText(100),
});
export type VideoForm = z.infer<typeof VideoFormSchema>;

/** Article list filters from the query string (`?page=&menu=&q=&topic=&carousel=&deleted=`). */
/** An account's display name and role (the users screen). */
export const UserFormSchema = formSchemaFor(userEntity, AdminUserSchema, {
  updatetime: z.number().optional(),
  name: optText(50),
  role: z.enum(ROLES, { error: "validation.choose" }),
});

/** A new account: a free-format-checked user name, and a first password meeting the product's rule. */
export const NewUserFormSchema = formSchemaFor(newUserEntity, AdminUserSchema, {
  updatetime: z.number().optional(),
  username: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^[A-Za-z0-9_.-]{2,32}$/, "users.usernameFormat"),
  name: optText(50),
  role: z.enum(ROLES, { error: "validation.choose" }),
  password: NewPasswordSchema,
});

/** An admin's reset of another account's password. */
export const ResetPasswordSchema = z.object({ password: NewPasswordSchema });

export const ArticleFilterSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  menu: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  topic: z.enum(["0", "1"]).optional().catch(undefined),
  carousel: z.enum(["0", "1"]).optional().catch(undefined),
  deleted: z.enum(["0", "1"]).optional().catch(undefined),
  translation: z.enum(TRANSLATION_STATUSES).optional().catch(undefined),
  schedule: z.enum(SCHEDULE_STATES).optional().catch(undefined),
  status: z.enum(STATUS_LABELS).optional().catch(undefined),
});
export type ArticleFilter = z.infer<typeof ArticleFilterSchema>;
