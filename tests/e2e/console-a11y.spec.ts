/**
 * The admin and console screens a new admin walks through: each has its own title (its breadcrumbs, then the back
 * office's name) and axe finds no serious or critical violation in the light or the dark theme.
 */
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN } from "./admin-helpers";
import { axeClean } from "./axe-clean";
import { gotoHydrated } from "./hydration";

test.use({ storageState: ADMIN_STATE });

const SCREENS = {
  "menu list": ["/menuList", "菜单管理 · 文旅云管理后台"],
  "new menu item": ["/menuList/new", "新建 · 菜单管理 · 文旅云管理后台"],
  "new article": ["/articleList/new", "新建 · 文章管理 · 文旅云管理后台"],
  "company contact": ["/company_info?section=contact", "公司信息 · 文旅云管理后台"],
  workplace: ["/dashboard/workplace", "工作台 · 仪表盘 · 文旅云管理后台"],
  monitor: ["/dashboard/monitor", "实时监控 · 仪表盘 · 文旅云管理后台"],
  analysis: ["/visualization/data-analysis", "分析页 · 数据可视化 · 文旅云管理后台"],
  "search table": ["/list/search-table", "查询表格 · 列表页 · 文旅云管理后台"],
  "card list with its create form": ["/list/card?create=quality", "卡片列表 · 列表页 · 文旅云管理后台"],
  messages: ["/messages?type=message", "消息通知 · 文旅云管理后台"],
  help: ["/help", "控制台帮助 · 文旅云管理后台"],
  "user setting": ["/user/setting", "用户设置 · 个人中心 · 文旅云管理后台"],
} as const;

for (const [name, [path, title]] of Object.entries(SCREENS)) {
  test(`${name}: titled by its place, and axe-clean in both themes`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script inside the page; the server-rendered markup is the same");
    await gotoHydrated(page, `${ADMIN}${path}`);
    await expect(page).toHaveTitle(title);
    await axeClean(page);
  });
}
