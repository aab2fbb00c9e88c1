/** User Info's fixed demo lists (docs/product.md §3): projects, teams, latest activity; screens render the same. */

/** User Setting's tabs, the first the default (`?tab=` picks another). */
export const USER_SETTING_TABS = ["basic", "security", "certification"] as const;
export type UserSettingTab = (typeof USER_SETTING_TABS)[number];

export interface Contributor {
  name: string;
  email: string;
}

const people: Contributor[] = [
  { name: "秦臻宇", email: "qinzhenyu@example.com" },
  { name: "于涛", email: "yutao@example.com" },
  { name: "宁波", email: "ningbo@example.com" },
  { name: "郑曦月", email: "zhengxiyue@example.com" },
  { name: "宁波", email: "ningbo2@example.com" },
];

/** My Project: six cards. */
export const MY_PROJECTS = [
  "企业级产品设计系统",
  "智慧文旅平台",
  "一码游票务中心",
  "景区直播中台",
  "文旅大数据看板",
  "研学活动管理",
].map((name, index) => ({
  id: index + 1,
  name,
  description: "服务于文旅业务场景的综合解决方案",
  peopleNumber: 6 + index * 3,
  contributors: people,
}));

/** My Team: four teams. */
export const MY_TEAMS = [
  { id: 1, name: "智慧文旅平台部", peopleNumber: 101 },
  { id: 2, name: "一码游运营组", peopleNumber: 67 },
  { id: 3, name: "内容审核中心", peopleNumber: 41 },
  { id: 4, name: "数据分析组", peopleNumber: 25 },
];

/** Latest Activity: seven entries. */
export const LATEST_ACTIVITIES = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  title: "发布了项目 智慧文旅平台",
  description: "企业级产品设计系统",
}));
