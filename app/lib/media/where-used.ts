/**
 * Where a media file is used: every record whose fields mention its `/uploads/…` address — article image rows,
 * attachments and rich-text bodies (both languages), the company's pictures, video sources and posters, links,
 * menus and user avatars. One pass over the content builds an index from address to the records using it.
 */

/** A record that references a file, with the field that does (e.g. `img[0].url`, `en.info`). */
export interface MediaUsage {
  kind: "articles" | "company" | "videos" | "links" | "menus" | "users";
  id: number;
  /** The record's own name (an article's title, a video's name…), for people. */
  label: string;
  field: string;
  /** A soft-deleted record (it can be restored, so it still counts as using the file). */
  deleted?: boolean;
}

/** The content the index is built from (the store's lists, read-only). */
export interface UsageSource {
  articles: readonly { id: number; title: string; del_status?: number }[];
  videos: readonly { id: number; video_name: string; del_status?: number }[];
  links: readonly { id: number; name: string; del_status?: number }[];
  menus: readonly { id: number; menu_name: string; del_status?: number }[];
  users: readonly { id: number; username: string }[];
  company: { id: number; company_name: string } | null;
}

// An upload's address inside any text: a plain field, a src/href in HTML, or a full URL to this site.
const UPLOAD_REF = /\/uploads\/[A-Za-z0-9_\-/.]+\.[A-Za-z0-9]+/g;

/** The `/uploads/…` addresses mentioned in a text (HTML included), each once. */
export function uploadRefsIn(text: string): string[] {
  return [...new Set(text.match(UPLOAD_REF) ?? [])];
}

/** Builds the index: upload address → the records that use it, in content order. */
export function mediaUsageIndex(source: UsageSource): Map<string, MediaUsage[]> {
  const index = new Map<string, MediaUsage[]>();
  const visit = (record: object, usage: Omit<MediaUsage, "field">) => {
    walkStrings(record, "", (field, value) => {
      if (!value.includes("/uploads/")) return;
      for (const url of uploadRefsIn(value)) {
        const list = index.get(url) ?? [];
        // One entry per record and field; the same picture twice in one body counts once.
        if (!list.some((u) => u.kind === usage.kind && u.id === usage.id && u.field === field))
          list.push({ ...usage, field });
        index.set(url, list);
      }
    });
  };
  const deleted = (r: { del_status?: number }) => (r.del_status === 0 ? { deleted: true } : {});
  for (const a of source.articles) visit(a, { kind: "articles", id: a.id, label: a.title, ...deleted(a) });
  if (source.company)
    visit(source.company, { kind: "company", id: source.company.id, label: source.company.company_name });
  for (const v of source.videos) visit(v, { kind: "videos", id: v.id, label: v.video_name, ...deleted(v) });
  for (const l of source.links) visit(l, { kind: "links", id: l.id, label: l.name, ...deleted(l) });
  for (const m of source.menus) visit(m, { kind: "menus", id: m.id, label: m.menu_name, ...deleted(m) });
  // Only the avatar of a user refers to files; password hashes and the rest are never read.
  for (const u of source.users)
    visit({ avatar: (u as { avatar?: string }).avatar ?? "" }, { kind: "users", id: u.id, label: u.username });
  return index;
}

/** The records using the file at `url` (an empty list when none does). */
export function whereUsed(index: ReadonlyMap<string, readonly MediaUsage[]>, url: string): readonly MediaUsage[] {
  return index.get(url) ?? [];
}

function walkStrings(value: unknown, path: string, visit: (field: string, value: string) => void): void {
  if (typeof value === "string") visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, `${path}[${i}]`, visit));
  else if (typeof value === "object" && value !== null)
    for (const [key, inner] of Object.entries(value)) walkStrings(inner, path ? `${path}.${key}` : key, visit);
}
