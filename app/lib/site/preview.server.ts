/**
 * Preview of what the site does not show yet (docs/product.md §3 "Preview"): signed-in staff add `?preview=1` to
 * any public address and see every article and video as if it were out (drafts, records in review, scheduled and
 * unpublished ones, and the unpublished edits of live ones); a share
 * link (`?share=<token>`, lib/site/share-link.ts) lets someone without an account read one such article. A
 * preview answer is never cached and never indexed.
 */
import { getAuthState } from "~/lib/auth/guard.server";
import type { ContentStore } from "~/lib/content/store.server";
import { unixSecondsOf } from "~/lib/content/schedule";
import { getEnv } from "~/lib/env.server";
import type { ReadonlyArticle } from "./articles";
import { liveArticles } from "./display.server";
import { snapshotOf, type SiteContent } from "./page-data";
import { verifyShareToken } from "./share-link";
import { contentOf, workingCopy } from "~/lib/content/workflow";
import { readRevision } from "~/lib/records/revisions.server";

/**
 * The revision a staff preview asks for: `rev=<number>&of=<a|v><id>` (an article's or a video's), from the history
 * screen's "preview this revision" link; null when absent, malformed or not kept.
 */
async function revisionAsked(url: URL, store: ContentStore) {
  const rev = Number(url.searchParams.get("rev"));
  const of = /^([av])(\d{1,9})$/.exec(url.searchParams.get("of") ?? "");
  if (!of || !Number.isInteger(rev) || rev < 1) return null;
  const kind = of[1] === "a" ? "articles" : "videos";
  const id = Number(of[2]);
  if (!store.get(kind, id)) return null;
  return readRevision(store.contentDir, kind, id, rev);
}

const workingMemo = new WeakMap<readonly object[], readonly object[]>();

/** The records as their editors see them (working copies over live records); one array per content version. */
function workingCopies<T extends object>(records: readonly T[]): readonly T[] {
  let copies = workingMemo.get(records);
  if (!copies) {
    copies = records.map((record) => workingCopy(record));
    workingMemo.set(records, copies);
  }
  return copies as readonly T[];
}

export interface Preview {
  by: "staff" | "share";
  /** The revision shown (`?rev=N&of=a12`, staff only), when one is. */
  revision?: number;
  /** When the share link stops working (unix seconds); staff previews have none. */
  expires: number | null;
  content: SiteContent;
}

/** True when the address asks for a preview: such answers are private whoever asks. */
export function asksForPreview(url: URL): boolean {
  return url.searchParams.has("preview") || url.searchParams.has("share");
}

/** The preview `request` is entitled to, or null (no preview asked, not staff, a bad or revoked link). */
export async function previewOf(
  request: Request,
  url: URL,
  store: ContentStore,
  now = Date.now(),
): Promise<Preview | null> {
  if (url.searchParams.get("preview") === "1") {
    const { user } = await getAuthState(request);
    if (!user) return null;
    const snapshot = snapshotOf(store);
    const content = { ...snapshot, articles: workingCopies(snapshot.articles), videos: workingCopies(snapshot.videos) };
    const revision = await revisionAsked(url, store);
    if (!revision) return { by: "staff", expires: null, content };
    // One record shown as one of its revisions: its content over the record as it stands.
    const key = revision.kind === "articles" ? "articles" : "videos";
    const rows = content[key] as readonly { id: number }[];
    const replaced = rows.map((row) => (row.id === revision.id ? { ...row, ...contentOf(revision.record) } : row));
    return { by: "staff", expires: null, revision: revision.rev, content: { ...content, [key]: replaced } };
  }
  const token = url.searchParams.get("share");
  if (!token) return null;
  const id = verifyShareToken(
    token,
    unixSecondsOf(now),
    getEnv().sessionSecrets,
    (articleId) => store.get("articles", articleId)?.share_version,
  );
  if (id === null) return null;
  // The shared article as its editors see it: a working copy (unpublished edits) over the live record.
  const shared = workingCopy(store.get("articles", id)!);
  const live = liveArticles(store, now);
  // Sorted by id like the store's own list (lookups rely on it).
  const articles: ReadonlyArticle[] = [...live.filter((a) => a.id !== id), shared].sort((a, b) => a.id - b.id);
  return { by: "share", expires: Number(token.split(".")[1]), content: { ...snapshotOf(store), articles } };
}
