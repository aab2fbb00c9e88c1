import { describe, expect, it } from "vitest";
import { runChannelFlow } from "~/lib/console/channel-flow";
import {
  ChannelBasicSchema,
  ChannelDetailsSchema,
  GroupFormSchema,
  UserSettingSchema,
  isStrongPassword,
  passwordChecks,
} from "~/lib/console/forms";

const basic = {
  activityName: "一码游冬季活动2026",
  channelType: "webDomain",
  promotionStart: "2026-01-01",
  promotionEnd: "2026-01-31",
  promoteLink: "https://example.com/a",
};
const details = {
  advertisingSource: "官网",
  advertisingMedia: "公众号",
  keyword: ["wenlv"],
  pushNotify: true,
  advertisingContent: "冬季文旅消费季",
};

const detailsForm = { ...details, pushNotify: "on" };

function formData(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}

const errorsOf = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) => Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("channel form rules (docs/product.md §5)", () => {
  it("accepts up to 20 Chinese characters, letters or digits as the activity name", () => {
    expect(ChannelBasicSchema.safeParse(basic).success).toBe(true);
    expect(ChannelBasicSchema.safeParse({ ...basic, activityName: "文".repeat(20) }).success).toBe(true);
    expect(errorsOf(ChannelBasicSchema, { ...basic, activityName: "文".repeat(21) })).toEqual({
      activityName: "validation.activityName",
    });
    expect(errorsOf(ChannelBasicSchema, { ...basic, activityName: "bad name!" })).toEqual({
      activityName: "validation.activityName",
    });
  });

  it("requires the promote link to start with http:// or https://", () => {
    expect(ChannelBasicSchema.safeParse({ ...basic, promoteLink: "http://x.cn" }).success).toBe(true);
    expect(errorsOf(ChannelBasicSchema, { ...basic, promoteLink: "ftp://x.cn" })).toEqual({
      promoteLink: "validation.promoteLink",
    });
    expect(errorsOf(ChannelBasicSchema, { ...basic, promoteLink: "javascript:alert(1)" })).toEqual({
      promoteLink: "validation.promoteLink",
    });
  });

  it("requires channel type and promotion dates in order", () => {
    expect(errorsOf(ChannelBasicSchema, { ...basic, channelType: undefined })).toEqual({
      channelType: "validation.required",
    });
    expect(errorsOf(ChannelBasicSchema, { ...basic, promotionEnd: "2025-12-01" })).toEqual({
      promotionEnd: "validation.dateOrder",
    });
  });

  it("limits advertising content to 200 characters and requires source, media and a keyword", () => {
    expect(ChannelDetailsSchema.safeParse(details).success).toBe(true);
    expect(ChannelDetailsSchema.safeParse({ ...details, advertisingContent: "字".repeat(200) }).success).toBe(true);
    expect(errorsOf(ChannelDetailsSchema, { ...details, advertisingContent: "字".repeat(201) })).toEqual({
      advertisingContent: "validation.max200",
    });
    expect(
      Object.keys(
        errorsOf(ChannelDetailsSchema, { ...details, advertisingSource: " ", advertisingMedia: "", keyword: [] }),
      ).sort(),
    ).toEqual(["advertisingMedia", "advertisingSource", "keyword"]);
  });
});

describe("runChannelFlow (each step posts)", () => {
  it("stays on step 1 with errors when basic info is bad", () => {
    const result = runChannelFlow(formData({ ...basic, activityName: "", intent: "next" }));
    expect(result.kind).toBe("step");
    if (result.kind !== "step") return;
    expect(result.step).toBe("basic");
    expect(result.result?.error?.activityName).toEqual([{ key: "validation.required" }]);
  });

  it("moves to step 2 keeping step 1's values", () => {
    const result = runChannelFlow(formData({ ...basic, intent: "next" }));
    expect(result).toMatchObject({ kind: "step", step: "channel", values: { activityName: basic.activityName } });
  });

  it("goes back to step 1 without validating", () => {
    const result = runChannelFlow(formData({ intent: "prev", activityName: "x" }));
    expect(result).toMatchObject({ kind: "step", step: "basic", values: { activityName: "x" } });
  });

  it("stays on step 2 when its fields are bad, and finishes when both steps are good", () => {
    const bad = runChannelFlow(formData({ ...basic, advertisingSource: "x", intent: "submit" }));
    expect(bad).toMatchObject({ kind: "step", step: "channel" });
    const good = runChannelFlow(formData({ ...basic, ...detailsForm, keyword: ["wenlv", "zhibo"], intent: "submit" }));
    expect(good).toMatchObject({
      kind: "done",
      form: { activityName: basic.activityName, keyword: ["wenlv", "zhibo"], pushNotify: true },
    });
  });

  it("keeps push notify off when step 2 was shown with the box cleared", () => {
    const good = runChannelFlow(
      formData({ ...basic, ...detailsForm, pushNotify: [], pushNotifyShown: "1", intent: "submit" }),
    );
    expect(good).toMatchObject({ kind: "done", form: { pushNotify: false } });
  });

  it("sends a forged final submit with broken step-1 values back to step 1", () => {
    const result = runChannelFlow(
      formData({ ...basic, ...detailsForm, keyword: "wenlv", promoteLink: "x", intent: "submit" }),
    );
    expect(result).toMatchObject({ kind: "step", step: "basic" });
  });
});

describe("group form rules", () => {
  const valid = {
    video: {
      mode: "custom",
      acquisitionResolution: "720*1280",
      acquisitionFrameRate: "15",
      encodingResolution: "720*1280",
      encodingMinRate: "150",
      encodingMaxRate: "1800",
      encodingDefaultRate: "800",
      encodingFrameRate: "30",
      encodingProfile: "800",
    },
    audio: {
      mode: "auto",
      acquisitionChannels: "2",
      encodingRate: "300",
      encodingChannels: "300",
      encodingProfile: "1",
    },
    description: "",
  };

  it("accepts frame rates 1-30 and rates 150-1800", () => {
    expect(GroupFormSchema.safeParse(valid).success).toBe(true);
  });

  it("refuses values outside the ranges and long descriptions", () => {
    const bad = {
      ...valid,
      video: { ...valid.video, acquisitionFrameRate: "31", encodingMinRate: "149" },
      audio: { ...valid.audio, encodingProfile: "0" },
      description: "字".repeat(201),
    };
    expect(errorsOf(GroupFormSchema, bad)).toEqual({
      "video.acquisitionFrameRate": "validation.frameRate",
      "video.encodingMinRate": "validation.rate",
      "audio.encodingProfile": "validation.frameRate",
      description: "validation.max200",
    });
  });
});

describe("user setting rules", () => {
  const valid = { email: "a@b.cn", nickname: "立群", countryRegion: "china", area: "shandong/jinan", profile: "" };

  it("requires email, nickname, country/region and area", () => {
    expect(UserSettingSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(errorsOf(UserSettingSchema, {})).sort()).toEqual(["area", "countryRegion", "email", "nickname"]);
    expect(errorsOf(UserSettingSchema, { ...valid, email: "nope" })).toEqual({ email: "validation.email" });
  });

  it("limits the profile to 200 characters", () => {
    expect(errorsOf(UserSettingSchema, { ...valid, profile: "a".repeat(201) })).toEqual({
      profile: "validation.max200",
    });
  });

  describe("the one password rule: 12–72 chars, upper, lower, digit, special, no spaces", () => {
    it("accepts a password that has it all", () => {
      expect(isStrongPassword("Abc12!-Abc12")).toBe(true);
    });

    // Short, no upper case, no lower case, no digit, no special character, a space, all but length.
    const weak = ["Abc12!", "abc12!-abc12", "ABC12!-ABC12", "Abcde!-Abcde", "Abc123Abc123", "Ab 12!x-Ab12", "Ab1!"];
    it.each(weak)("refuses %j", (password) => {
      expect(isStrongPassword(password)).toBe(false);
    });

    it("says which parts of the rule a password misses", () => {
      expect(passwordChecks("Ab 1")).toMatchObject({ noSpace: false, length: false, upper: true });
    });
  });
});
