import admin from "~/locales/zh-CN/admin.json";
import common from "~/locales/zh-CN/common.json";
import consoleMessages from "~/locales/zh-CN/console.json";

/** The namespaces the admin and console use in the browser, in Chinese only (one locale per page). */
export default { common, admin, console: consoleMessages };
