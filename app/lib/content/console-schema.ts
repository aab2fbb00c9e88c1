/**
 * Schemas for the console's demo records (docs/product.md §3 "Console demo records": content sets, messages, cards,
 * channel-form submissions, video/audio parameter sets, user profiles, certification records). They live in the content
 * store like the site's content, so every console action really changes stored data. Stored under content/console/, one
 * JSON file per kind; every file is optional (an empty list when absent).
 */
import { z } from "zod";
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES, MESSAGE_TYPES, CARD_CATEGORIES, CHANNEL_TYPES } from "./console-values";

export { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES, MESSAGE_TYPES, CARD_CATEGORIES, CHANNEL_TYPES } from "./console-values";

const id = z.number().int().positive();
const unixSeconds = z.number().int().nonnegative();
const text = (max: number) => z.string().trim().max(max);


/** A content set of the search table (docs/product.md §3 "Content set"). */
export const PolicySchema = z.object({
  id,
  number: z.string().regex(/^\d{1,12}$/, "must be digits"),
  name: text(100).min(1),
  contentType: z.enum(POLICY_CONTENT_TYPES),
  filterType: z.enum(POLICY_FILTER_TYPES),
  count: z.number().int().nonnegative(),
  status: z.enum(POLICY_STATUSES),
  /** Unix seconds. */
  createdTime: unixSeconds,
  updatetime: unixSeconds.default(0),
});
export type Policy = z.infer<typeof PolicySchema>;

export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A message-box entry. status 0 unread, 1 read (docs/product.md §3, §4). */
export const ConsoleMessageSchema = z.object({
  id,
  type: z.enum(MESSAGE_TYPES),
  title: text(100).min(1),
  subTitle: text(100).default(""),
  avatar: z.string().max(300).default(""),
  content: text(500).default(""),
  /** Unix seconds. */
  time: unixSeconds,
  /** Notice/todo state tag: 0 not started, 1 opened, 2 in progress, 3 about to expire. */
  messageType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  status: z.union([z.literal(0), z.literal(1)]),
  updatetime: unixSeconds.default(0),
});
export type ConsoleMessage = z.infer<typeof ConsoleMessageSchema>;

export type CardCategory = (typeof CARD_CATEGORIES)[number];

/** A card of the card list: quality inspection, service or preset rule (docs/product.md §3 "Card"). */
export const ConsoleCardSchema = z.object({
  id,
  category: z.enum(CARD_CATEGORIES),
  title: text(100).min(1),
  description: text(300).default(""),
  /** Service: opened; rule: enabled. */
  enable: z.boolean().default(false),
  actionType: z.enum(["button", "switch"]).default("button"),
  icon: text(40).default(""),
  /** Service: the contract ran out (renew clears it). */
  expires: z.boolean().default(false),
  /** Quality inspection figures: waiting, backlog seconds, waiting for sampling. */
  stats: z
    .object({ waiting: z.number().int().nonnegative(), backlog: z.number().int().nonnegative(), sampling: z.number().int().nonnegative() })
    .optional(),
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type ConsoleCard = z.infer<typeof ConsoleCardSchema>;


/** A submitted channel form (docs/product.md §3; rules of §5 are checked by app/lib/console/channel-form.ts). */
export const ChannelFormRecordSchema = z.object({
  id,
  activityName: text(20).min(1),
  channelType: z.enum(CHANNEL_TYPES),
  promotionStart: z.iso.date(),
  promotionEnd: z.iso.date(),
  promoteLink: z.string().max(2048).regex(/^https?:\/\/\S+$/i),
  advertisingSource: text(100).min(1),
  advertisingMedia: text(100).min(1),
  keyword: z.array(text(50).min(1)).min(1).max(20),
  pushNotify: z.boolean(),
  advertisingContent: text(200).min(1),
  /** Who submitted it. */
  username: text(64).default(""),
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type ChannelFormRecord = z.infer<typeof ChannelFormRecordSchema>;

const frameRate = z.number().int().min(1).max(30);
const rate = z.number().int().min(150).max(1800);

export const VideoParametersSchema = z.object({
  mode: text(40).min(1),
  acquisitionResolution: text(40).min(1),
  acquisitionFrameRate: frameRate,
  encodingResolution: text(40).min(1),
  encodingMinRate: rate,
  encodingMaxRate: rate,
  encodingDefaultRate: rate,
  encodingFrameRate: frameRate,
  encodingProfile: rate,
});
export type VideoParameters = z.infer<typeof VideoParametersSchema>;

export const AudioParametersSchema = z.object({
  mode: text(40).min(1),
  acquisitionChannels: z.number().int().min(1).max(3),
  encodingRate: rate,
  encodingChannels: rate,
  encodingProfile: frameRate,
});
export type AudioParameters = z.infer<typeof AudioParametersSchema>;

/** One submitted set of video/audio parameters: the group form writes it, the basic profile shows it. */
export const ParameterSetSchema = z.object({
  id,
  video: VideoParametersSchema,
  audio: AudioParametersSchema,
  description: text(200).default(""),
  /** Approval state: auditing until approved, then pass; cancelled when the process was cancelled. */
  status: z.enum(["auditing", "pass", "cancelled"]),
  username: text(64).default(""),
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type ParameterSet = z.infer<typeof ParameterSetSchema>;

/** The user-center profile of one back-office account (docs/product.md §3 "User profile"), keyed by username. */
export const ConsoleProfileSchema = z.object({
  id,
  username: z.string().regex(/^[A-Za-z0-9_.-]{2,32}$/),
  name: text(50).default(""),
  avatar: z.string().max(2048).default(""),
  job: text(50).default(""),
  jobName: text(100).default(""),
  organization: text(50).default(""),
  organizationName: text(100).default(""),
  location: text(50).default(""),
  locationName: text(100).default(""),
  email: z.union([z.literal(""), z.email()]).default(""),
  introduction: text(200).default(""),
  personalWebsite: z.string().max(2048).default(""),
  phone: text(30).default(""),
  /** YYYY-MM-DD. */
  registrationDate: text(20).default(""),
  accountId: text(40).default(""),
  certification: z.union([z.literal(0), z.literal(1)]).default(0),
  nickname: text(40).default(""),
  countryRegion: text(40).default(""),
  area: text(100).default(""),
  address: text(200).default(""),
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type ConsoleProfile = z.infer<typeof ConsoleProfileSchema>;

/** A row of the certification records table (docs/product.md §3 "Enterprise certification: record"). */
export const CertificationRecordSchema = z.object({
  id,
  certificationType: z.union([z.literal(1), z.literal(2)]),
  certificationContent: text(200).min(1),
  /** 0 auditing, 1 pass. */
  status: z.union([z.literal(0), z.literal(1)]),
  time: unixSeconds,
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type CertificationRecord = z.infer<typeof CertificationRecordSchema>;

/** A line of the Real-time Monitor's live-room chat: the seeded audience lines and what the console sends. */
export const ChatMessageSchema = z.object({
  id,
  username: text(64).min(1),
  content: text(200).min(1),
  /** Unix seconds. */
  time: unixSeconds,
  /** Collected (starred) by the studio. */
  isCollect: z.boolean().default(false),
  createtime: unixSeconds,
  updatetime: unixSeconds,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
