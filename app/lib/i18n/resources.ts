import enCommon from "~/locales/en-US/common.json";
import zhCommon from "~/locales/zh-CN/common.json";

/** Translation resources; small enough to ship whole, so no extra request is needed for them. */
export const resources = {
  "zh-CN": { common: zhCommon },
  "en-US": { common: enCommon },
} as const;
