/**
 * The preview panel of an article the site does not show yet (docs/product.md §3 "Preview"): the staff preview
 * address and a share link for someone without an account, and the command that revokes every share link.
 */
import type { Article } from "~/lib/content/schema";
import { scheduleStateAt, unixSecondsOf } from "~/lib/content/schedule";
import { hasPending, workingCopy } from "~/lib/content/workflow";
import type { ContentStore, DeepReadonly } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { message } from "~/lib/i18n/message";
import { shareExpiry, shareToken } from "~/lib/site/share-link";
import { redirectWithToast, type ActionContext } from "./action.server";
import { adminHref } from "~/lib/auth/guard.server";
import type { PreviewPanel } from "./preview-panel";

/** The panel for `article` at `now`, or null when the site shows it (or shows no page for it). */
export function articlePreviewPanel(
  article: DeepReadonly<Article>,
  siteHref: string | null,
  now = Date.now(),
): PreviewPanel | null {
  const scheduled = scheduleStateAt(workingCopy(article), unixSecondsOf(now));
  const state =
    article.status !== "published"
      ? "draft"
      : hasPending(article)
        ? "changes"
        : scheduled === "live"
          ? null
          : scheduled;
  if (state === null || !siteHref) return null;
  const env = getEnv();
  const expires = shareExpiry(unixSecondsOf(now));
  const token = shareToken(article.id, article.share_version, expires, env.sessionSecrets[0]!);
  return {
    state,
    previewHref: `${siteHref}?preview=1`,
    shareUrl: new URL(`${siteHref}?share=${token}`, env.SITE_URL).toString(),
    shareExpires: expires,
  };
}

/** Revokes every share link of article `id` (raises its share version), back to its editor. */
export async function revokeArticleShares(ctx: ActionContext, id: number): Promise<Response> {
  const article = ctx.store.get("articles", id);
  if (!article) throw new Response("Not Found", { status: 404 });
  await ctx.store.update("articles", id, { share_version: article.share_version + 1 }, { expectedUpdatetime: null });
  return redirectWithToast(ctx, adminHref(`articleList/${id}`), message("preview.revoked"));
}

/** The store lookup the panel needs, for the entity description. */
export const articlePreview = (_store: ContentStore, article: DeepReadonly<Article>, siteHref: string | null) =>
  articlePreviewPanel(article, siteHref);
