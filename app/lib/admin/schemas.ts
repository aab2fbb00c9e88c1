/**
 * The admin forms' zod schemas (docs/product.md §3 fields, §5 rules). Messages are admin.json keys (see messages.ts).
 * They are parsed with Conform's parseWithZod, which turns empty inputs into undefined and nested names
 * (`banner_img[0].url`) into lists; the content store then validates the whole record again.
 */
import { z } from "zod";
import { msg } from "./messages";

const required = msg("validation.required");
const reqText = (max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, msg("validation.tooLong", { max }));
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg("validation.tooLong", { max }))
    .optional()
    .transform((v) => v ?? "");
const int = (min: number, max: number) =>
  z
    .number({ error: msg("validation.integer") })
    .int(msg("validation.integer"))
    .min(min, msg("validation.range", { min, max }))
    .max(max, msg("validation.range", { min, max }));

/** A site path (`/uploads/…`) or an http(s) URL; never javascript:, data: or `//host`. */
const urlString = z
  .string()
  .trim()
  .max(2048, msg("validation.tooLong", { max: 2048 }))
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https?:\/\/[^\s\\]+$/i.test(v), msg("validation.url"));
export const optUrl = urlString.optional().transform((v) => v ?? "");
const httpUrl = z
  .string({ error: required })
  .trim()
  .max(2048, msg("validation.tooLong", { max: 2048 }))
  .regex(/^https?:\/\/[^\s\\]+$/i, msg("validation.httpUrl"));

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
    .pipe(z.array(z.object(shape)).max(max, msg("validation.tooMany", { max })));
}

const imageUrl = z
  .string({ error: msg("validation.imageRequired") })
  .trim()
  .min(1, msg("validation.imageRequired"))
  .pipe(urlString);

export const TitledImageRow = { url: imageUrl, name: optText(200), title: optText(200) };
export const LinkedImageRow = { url: imageUrl, name: optText(200), href: optUrl };
export const LeaderRow = { name: reqText(50), title: optText(100), img: optUrl, remark: optText(2000) };

export const CompanyFormSchema = z.object({
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
  phone: optText(50).refine((v) => /^[0-9+\-() ]*$/.test(v), msg("validation.phone")),
  mailbox: optText(200).refine((v) => v === "" || z.email().safeParse(v).success, msg("validation.email")),
  qr_code: optUrl,
  logo: optUrl,
  business_info: optText(5_000),
  credit_code: optText(18)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v), msg("validation.creditCode")),
  registered_capital: optText(100),
  founded: optText(10).refine((v) => v === "" || z.iso.date().safeParse(v).success, msg("validation.date")),
  business_scope: optText(5_000),
  /** One tag per line. */
  tags: optText(2_000).transform((v, ctx) => {
    const tags = v
      .split(/\r?\n/)
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.length > 20) ctx.addIssue({ code: "custom", message: msg("validation.tooMany", { max: 20 }) });
    if (tags.some((t) => t.length > 50))
      ctx.addIssue({ code: "custom", message: msg("validation.tagTooLong", { max: 50 }) });
    return tags;
  }),
  lat: z
    .number({ error: msg("validation.number") })
    .min(-90, msg("validation.range", { min: -90, max: 90 }))
    .max(90, msg("validation.range", { min: -90, max: 90 })),
  lng: z
    .number({ error: msg("validation.number") })
    .min(-180, msg("validation.range", { min: -180, max: 180 }))
    .max(180, msg("validation.range", { min: -180, max: 180 })),
  banner_img: rows(TitledImageRow),
  news_img: rows(TitledImageRow),
  party_img: rows(LinkedImageRow),
  network_img: rows(LinkedImageRow),
  leaders: rows(LeaderRow, 20),
});
export type CompanyForm = z.infer<typeof CompanyFormSchema>;

export const MenuFormSchema = z.object({
  updatetime: z.number().optional(),
  menu_name: reqText(50),
  route: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").toLowerCase())
    .refine((v) => /^[a-z0-9_-]{0,40}$/.test(v), msg("validation.route")),
  alias_name: optText(80),
  menu_level: z.union([z.literal(10001), z.literal(10002), z.literal(10003)], { error: msg("validation.choose") }),
  parent_id: z
    .number({ error: msg("validation.choose") })
    .int()
    .nonnegative()
    .default(0),
  order: int(-9999, 9999).default(0),
  menu_type: z.union([z.literal(30001), z.literal(30002), z.literal(30003), z.literal(30004)], {
    error: msg("validation.choose"),
  }),
  is_hide: z.union([z.literal(0), z.literal(40001), z.literal(40002)]).default(0),
});
export type MenuForm = z.infer<typeof MenuFormSchema>;

export const ArticleFormSchema = z.object({
  updatetime: z.number().optional(),
  title: reqText(200),
  menu_id: z
    .number({ error: msg("validation.chooseMenu") })
    .int()
    .positive(msg("validation.chooseMenu")),
  order: int(-9999, 9999).default(0),
  is_topic: flag,
  is_carousel: flag,
  img: rows({ url: imageUrl, name: optText(200) }, 20),
  file_url: optUrl,
  info: z
    .string()
    .max(200_000, msg("validation.tooLong", { max: 200_000 }))
    .optional()
    .transform((v) => v ?? ""),
});
export type ArticleForm = z.infer<typeof ArticleFormSchema>;

export const LINK_TYPES = ["20001", "20002", "20003"] as const;
export const LinkFormSchema = z.object({
  updatetime: z.number().optional(),
  name: reqText(100),
  url: httpUrl,
  type: z.enum(LINK_TYPES, { error: msg("validation.choose") }),
  order: int(-9999, 9999).default(0),
});
export type LinkForm = z.infer<typeof LinkFormSchema>;

export const VideoFormSchema = z.object({
  updatetime: z.number().optional(),
  video_name: reqText(200),
  video_src: z
    .string({ error: msg("validation.videoRequired") })
    .trim()
    .min(1, msg("validation.videoRequired"))
    .pipe(urlString),
  poster: optUrl,
  order: int(-9999, 9999).default(0),
  buy_url: optUrl,
  buy_qr: optUrl,
  buy_caption: optText(100),
});
export type VideoForm = z.infer<typeof VideoFormSchema>;

/** Article list filters from the query string (`?page=&menu=&q=&topic=&carousel=&deleted=`). */
export const ArticleFilterSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  menu: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  topic: z.enum(["0", "1"]).optional().catch(undefined),
  carousel: z.enum(["0", "1"]).optional().catch(undefined),
  deleted: z.enum(["0", "1"]).optional().catch(undefined),
});
export type ArticleFilter = z.infer<typeof ArticleFilterSchema>;
