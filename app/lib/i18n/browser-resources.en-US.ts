import admin from "~/locales/en-US/admin.json";
import common from "~/locales/en-US/common.json";
import consoleMessages from "~/locales/en-US/console.json";

/** The namespaces the admin and console use in the browser, in English only (one locale per page). */
export default { common, admin, console: consoleMessages };
