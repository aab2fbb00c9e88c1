/**
 * Where the public site shows a record the admin edits, for the editor's "View on site" link: an article's
 * detail page (or the single page it fills), a menu's landing page, the video zone, the company's introduction.
 * Null when no public page shows it (deleted, under a hidden menu, an older article of a single page, a link —
 * which leads off the site).
 */
import type { ContentStore } from "~/lib/content/store.server";
import { placeOf } from "~/lib/search/documents";
import { buildMenuTree } from "~/lib/site/menu-tree";
import { landingPath } from "~/lib/site/nav";
import { snapshotOf } from "~/lib/site/page-data";
import type { EntityKind } from "./entity.server";

/** The public path of a stored record, or null. Scheduled articles count as shown (the link previews them). */
export function siteHrefOf(kind: EntityKind, id: number, store: ContentStore): string | null {
  switch (kind) {
    case "menus": {
      const node = buildMenuTree(store.list("menus")).byId.get(id);
      return node ? landingPath(node) : null;
    }
    case "articles":
      return placeOf(`a:${id}`, snapshotOf(store), "zh-CN")?.href ?? null;
    case "videos":
      return placeOf(`v:${id}`, snapshotOf(store), "zh-CN")?.href ?? null;
    case "company":
      return placeOf("c:intro", snapshotOf(store), "zh-CN")?.href ?? null;
    default:
      return null;
  }
}
