/** What an editor shows about previewing a record the site does not show yet (browser-safe). */
export interface PreviewPanel {
  /**
   * Why the public cannot see it as edited: not published (a draft, in review, unpublished), published with
   * changes not yet published, not out yet, or taken off by its schedule.
   */
  state: "draft" | "changes" | "scheduled" | "expired";
  /** The record's public address with `?preview=1`: staff see it there as it will be. */
  previewHref: string;
  /** The full share link (absolute URL) for someone without an account, and when it stops working. */
  shareUrl: string;
  shareExpires: number;
}
