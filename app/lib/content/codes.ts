/**
 * The numeric codes stored in content files (docs/product.md §2–§3), by meaning. The stored values must stay as they are,
 * so exports remain compatible; code reads them through these names. No imports: screens load this too.
 */

/** `menu_level`: where an item sits in the three-level menu. */
export const MENU_LEVEL = { top: 10001, second: 10002, third: 10003 } as const;
export type MenuLevel = (typeof MENU_LEVEL)[keyof typeof MENU_LEVEL];
export const MENU_LEVELS = [MENU_LEVEL.top, MENU_LEVEL.second, MENU_LEVEL.third] as const;

/**
 * `menu_type`: list menus own the `lsit`/`lsit2` lists and `detail/:id`/`details/:id` pages (a plain list
 * redirects to `lsit`, a second list to `lsit2`); page menus show one article in the detail or second-detail layout.
 */
export const MENU_TYPE = { list: 30001, detailPage: 30002, secondDetailPage: 30003, secondList: 30004 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
/** In the order the menu form offers them: the two list types, then the two page types. */
export const MENU_TYPES = [MENU_TYPE.list, MENU_TYPE.secondList, MENU_TYPE.detailPage, MENU_TYPE.secondDetailPage] as const;

/** True for the menu types that hold a list of articles (30001, 30004). */
export function isListMenuType(type: number): boolean {
  return type === MENU_TYPE.list || type === MENU_TYPE.secondList;
}

/** True for the menu types that show a single article (30002, 30003). */
export function isPageMenuType(type: number): boolean {
  return type === MENU_TYPE.detailPage || type === MENU_TYPE.secondDetailPage;
}

/** `is_hide`: shown; left out of the routes (hidden); routable but not listed in the navigation. */
export const MENU_HIDE = { shown: 0, hidden: 40001, offNav: 40002 } as const;
export type MenuHide = (typeof MENU_HIDE)[keyof typeof MENU_HIDE];
export const MENU_HIDE_VALUES = [MENU_HIDE.shown, MENU_HIDE.hidden, MENU_HIDE.offNav] as const;

/** `del_status` of every record: 1 active, 0 soft-deleted (restorable). */
export const DEL_STATUS = { active: 1, deleted: 0 } as const;
export type DelStatus = (typeof DEL_STATUS)[keyof typeof DEL_STATUS];

/** 0/1 flags such as an article's `is_topic` and `is_carousel`. */
export const FLAG = { off: 0, on: 1 } as const;

/** Dictionary keys of the link categories (a link's `type`): stored as text. */
export const LINK_CATEGORY = { authorities: "20001", government: "20002", groupMatrix: "20003" } as const;
export type LinkCategory = (typeof LINK_CATEGORY)[keyof typeof LINK_CATEGORY];
export const LINK_CATEGORIES = [LINK_CATEGORY.authorities, LINK_CATEGORY.government, LINK_CATEGORY.groupMatrix] as const;
