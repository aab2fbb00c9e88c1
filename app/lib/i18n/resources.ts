import enAdmin from "~/locales/en-US/admin.json";
import enCommon from "~/locales/en-US/common.json";
import enConsole from "~/locales/en-US/console.json";
import enSite from "~/locales/en-US/site.json";
import zhAdmin from "~/locales/zh-CN/admin.json";
import zhCommon from "~/locales/zh-CN/common.json";
import zhConsole from "~/locales/zh-CN/console.json";
import zhSite from "~/locales/zh-CN/site.json";

/**
 * Translation resources by locale and namespace: `common` (shared chrome and errors), `site` (public pages),
 * `admin` (back office). Small enough to ship whole, so no extra request is needed for them.
 */
export const resources = {
  "zh-CN": { common: zhCommon, site: zhSite, admin: zhAdmin, console: zhConsole },
  "en-US": { common: enCommon, site: enSite, admin: enAdmin, console: enConsole },
} as const;
