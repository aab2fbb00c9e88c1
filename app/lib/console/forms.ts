/**
 * The console forms' rules (docs/product.md §5), used by the server actions and by Conform in the browser. Messages are
 * keys of the `console` translation namespace, so both sides show the same localized text.
 */
import { z } from "zod";
import { NewPasswordSchema } from "~/lib/auth/password-rule";
import {
  ACTIVITY_NAME_PATTERN,
  AREAS,
  COUNTRY_REGIONS,
  KEYWORD_OPTIONS,
  MATCH_MODES,
  RESOLUTIONS,
} from "./form-options";
import {
  AudioParametersSchema,
  CHANNEL_TYPES,
  VideoParametersSchema,
  type ChannelFormRecord,
} from "~/lib/content/console-schema";

export {
  ACTIVITY_NAME_PATTERN,
  AREAS,
  CHANNEL_DEFAULTS,
  COUNTRY_REGIONS,
  KEYWORD_OPTIONS,
  MATCH_MODES,
  RESOLUTIONS,
  isStrongPassword,
  passwordChecks,
  textLength,
} from "./form-options";

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

/** The store record for a validated submission. */
export function channelRecordInput(
  form: ChannelForm,
  username: string,
): Omit<ChannelFormRecord, "id" | "createtime" | "updatetime"> {
  return { ...form, username };
}

// ── Group form (video and audio parameters) ──────────────────────────────────────────────────────

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

export { PASSWORD_MIN, PASSWORD_MAX } from "~/lib/auth/password-rule";

/**
 * User Setting › Security › Login Password: the current password, a new one meeting the hint (upper and lower
 * case, digits, special characters, no spaces) and the account's length rule, typed twice.
 */

export const ChangePasswordSchema = z
  .object({
    current: z.string({ error: M.required }).min(1, M.required),
    next: NewPasswordSchema,
    confirm: z.string({ error: M.required }).min(1, M.required),
  })
  .refine((values) => values.confirm === values.next, { message: "validation.passwordMismatch", path: ["confirm"] });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
