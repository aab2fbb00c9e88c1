/**
 * The console forms' rules (SPEC §5), used by the server actions and by Conform in the browser. Messages are
 * keys of the `console` translation namespace, so both sides show the same localized text.
 */
import { z } from "zod";
import {
  AudioParametersSchema,
  CHANNEL_TYPES,
  VideoParametersSchema,
  type ChannelFormRecord,
} from "~/lib/content/console-schema";

const M = {
  required: "validation.required",
  activityName: "validation.activityName",
  promoteLink: "validation.promoteLink",
  max200: "validation.max200",
  dateOrder: "validation.dateOrder",
  date: "validation.date",
  frameRate: "validation.frameRate",
  rate: "validation.rate",
  email: "validation.email",
  channels: "validation.channels",
  choice: "validation.choice",
} as const;
export const VALIDATION_KEYS = M;

/** Required text: a missing field and an empty one both say "required". */
const required = (max = 100) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(max, max === 200 ? M.max200 : M.required);

// ── Step form (channel form) ─────────────────────────────────────────────────────────────────────

export const ACTIVITY_NAME_PATTERN = /^[a-zA-Z0-9\u4e00-\u9fa5]{1,20}$/;
export const KEYWORD_OPTIONS = ["wenlv", "yimayou", "jingqu", "zhibo", "yanxue"] as const;
export const CHANNEL_STEPS = ["basic", "channel", "finish"] as const;

export const ChannelBasicSchema = z
  .object({
    activityName: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .regex(ACTIVITY_NAME_PATTERN, M.activityName),
    channelType: z.enum(CHANNEL_TYPES, { error: M.required }),
    promotionStart: z.iso.date({ error: M.date }),
    promotionEnd: z.iso.date({ error: M.date }),
    promoteLink: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .max(2048, M.promoteLink)
      .regex(/^https?:\/\/\S+$/i, M.promoteLink),
  })
  .refine((v) => v.promotionStart <= v.promotionEnd, { path: ["promotionEnd"], message: M.dateOrder });
export type ChannelBasic = z.infer<typeof ChannelBasicSchema>;

export const ChannelDetailsSchema = z.object({
  advertisingSource: required(),
  advertisingMedia: required(),
  keyword: z.array(z.enum(KEYWORD_OPTIONS, { error: M.choice }), { error: M.required }).min(1, M.required),
  pushNotify: z.boolean().default(false),
  advertisingContent: required(200),
});
export type ChannelDetails = z.infer<typeof ChannelDetailsSchema>;

/** Both steps together: what the final submit must pass. */
export const ChannelFormSchema = z.intersection(ChannelBasicSchema, ChannelDetailsSchema);
export type ChannelForm = z.infer<typeof ChannelFormSchema>;

/** The step-1 defaults (the template pre-fills the promote link). */
export const CHANNEL_DEFAULTS = { promoteLink: "https://", pushNotify: true } as const;

/** The store record for a validated submission. */
export function channelRecordInput(
  form: ChannelForm,
  username: string,
): Omit<ChannelFormRecord, "id" | "createtime" | "updatetime"> {
  return { ...form, username };
}

// ── Group form (video and audio parameters) ──────────────────────────────────────────────────────

export const MATCH_MODES = ["custom", "auto"] as const;
export const RESOLUTIONS = ["720*1280", "1080*1920", "2160*3840"] as const;

const intIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: M.required }).int(message).min(min, message).max(max, message);
const frameRate = intIn(1, 30, M.frameRate);
const rate = intIn(150, 1800, M.rate);

export const GroupFormSchema = z.object({
  video: VideoParametersSchema.extend({
    mode: z.enum(MATCH_MODES, { error: M.required }),
    acquisitionResolution: z.enum(RESOLUTIONS, { error: M.required }),
    encodingResolution: z.enum(RESOLUTIONS, { error: M.required }),
    acquisitionFrameRate: frameRate,
    encodingFrameRate: frameRate,
    encodingMinRate: rate,
    encodingMaxRate: rate,
    encodingDefaultRate: rate,
    encodingProfile: rate,
  }),
  audio: AudioParametersSchema.extend({
    mode: z.enum(MATCH_MODES, { error: M.required }),
    acquisitionChannels: intIn(1, 3, M.channels),
    encodingRate: rate,
    encodingChannels: rate,
    encodingProfile: frameRate,
  }),
  description: z.string().trim().max(200, M.max200).default(""),
});
export type GroupForm = z.infer<typeof GroupFormSchema>;

// ── User setting (basic information) ─────────────────────────────────────────────────────────────

export const COUNTRY_REGIONS = ["china", "other"] as const;
export const AREAS = ["shandong/jinan", "shandong/qingdao", "beijing/beijing", "shanghai/shanghai"] as const;

export const UserSettingSchema = z.object({
  email: z.string({ error: M.required }).trim().min(1, M.required).pipe(z.email(M.email)),
  nickname: required(40),
  countryRegion: z.enum(COUNTRY_REGIONS, { error: M.required }),
  area: z.enum(AREAS, { error: M.required }),
  address: z.string().trim().max(200, M.max200).default(""),
  profile: z.string().trim().max(200, M.max200).default(""),
});
export type UserSetting = z.infer<typeof UserSettingSchema>;

/**
 * A new avatar: the URL the upload machinery gave the stored image (`/uploads/YYYY/MM/<random>.<ext>`).
 * Anything else (no file chosen, or a hand-made text field posing as the upload) is refused.
 */
export const STORED_IMAGE_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.(jpg|png|webp|gif)$/;
export const AvatarUploadSchema = z.object({
  avatar: z.string({ error: "userSetting.avatarRequired" }).regex(STORED_IMAGE_URL, "userSetting.avatarRequired"),
});

/**
 * The password hint of SPEC §5, as a checklist the screen can show: at least six characters, upper and lower
 * case letters, digits and special characters, and no spaces.
 */
export function passwordChecks(password: string) {
  return {
    length: password.length >= 6,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
    noSpace: !/\s/.test(password),
  };
}

/** True when a password meets every rule of the hint. */
export function isStrongPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/** Text length as the "max 200 words" rules count it: characters, so Chinese and English count alike. */
export function textLength(value: string): number {
  return [...value].length;
}
