/** The console forms' option lists, defaults and text checks, without zod (screens import these; ./forms has the schemas). */
import type { AudioParameters, VideoParameters } from "~/lib/content/console-schema";

export const ACTIVITY_NAME_PATTERN = /^[a-zA-Z0-9\u4e00-\u9fa5]{1,20}$/;
export const KEYWORD_OPTIONS = ["wenlv", "yimayou", "jingqu", "zhibo", "yanxue"] as const;

/** The step-1 defaults (the template pre-fills the promote link). */
export const CHANNEL_DEFAULTS = { promoteLink: "https://", pushNotify: true } as const;

export const MATCH_MODES = ["custom", "auto"] as const;
export const RESOLUTIONS = ["720*1280", "1080*1920", "2160*3840"] as const;

/** How a parameter is entered: a choice of MATCH_MODES or RESOLUTIONS, or a whole number in its kind's range. */
export type ParameterInput = "mode" | "resolution" | "fps" | "bps" | "channels";

export interface ParameterField<K extends string = string> {
  key: K;
  input: ParameterInput;
  /** The unit the Basic Profile shows after the value. */
  unit?: string;
}

/** The video parameters, in the order the Group Form asks for them and the Basic Profile lists them. */
export const VIDEO_PARAMETERS: readonly ParameterField<keyof VideoParameters>[] = [
  { key: "mode", input: "mode" },
  { key: "acquisitionResolution", input: "resolution" },
  { key: "acquisitionFrameRate", input: "fps", unit: "fps" },
  { key: "encodingResolution", input: "resolution" },
  { key: "encodingMinRate", input: "bps", unit: "bps" },
  { key: "encodingMaxRate", input: "bps", unit: "bps" },
  { key: "encodingDefaultRate", input: "bps", unit: "bps" },
  { key: "encodingFrameRate", input: "fps", unit: "fps" },
  { key: "encodingProfile", input: "bps", unit: "bps" },
];

/** The audio parameters, likewise. */
export const AUDIO_PARAMETERS: readonly ParameterField<keyof AudioParameters>[] = [
  { key: "mode", input: "mode" },
  { key: "acquisitionChannels", input: "channels" },
  { key: "encodingRate", input: "bps", unit: "kbps" },
  { key: "encodingChannels", input: "bps" },
  { key: "encodingProfile", input: "fps", unit: "fps" },
];

/** Both groups, as the forms and the profile lay them out. */
export const PARAMETER_GROUPS = [
  { group: "video", fields: VIDEO_PARAMETERS },
  { group: "audio", fields: AUDIO_PARAMETERS },
] as const;

export const COUNTRY_REGIONS = ["china", "other"] as const;
export const AREAS = ["shandong/jinan", "shandong/qingdao", "beijing/beijing", "shanghai/shanghai"] as const;

export { passwordChecks, isStrongPassword } from "~/lib/auth/password-rule";

/** Text length as the "max 200 words" rules count it: characters, so Chinese and English count alike. */
export function textLength(value: string): number {
  return [...value].length;
}
