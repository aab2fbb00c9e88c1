/**
 * Display names of media files: the original file name as the uploader's computer gave it, made safe to show and
 * to send as a download name. The stored file keeps its random name; only this label is the user's.
 */

/** Longest display name kept, in characters (an extension past the cut is kept). */
export const DISPLAY_NAME_MAX = 120;

// C0/C1 controls, DEL, and the bidirectional overrides and isolates that can disguise an extension ("txt.exe").
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>"\\]/g;

/**
 * A file name made safe to display and download under: no folder part, no control or bidi characters, spaces
 * collapsed, at most DISPLAY_NAME_MAX characters (the extension survives the cut). "" when nothing is left.
 */
export function sanitizeDisplayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  const chars = Array.from(cleaned);
  if (chars.length <= DISPLAY_NAME_MAX) return cleaned;
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(cleaned)?.[0] ?? "";
  return Array.from(cleaned.slice(0, cleaned.length - ext.length))
    .slice(0, DISPLAY_NAME_MAX - ext.length)
    .join("")
    .trimEnd()
    .concat(ext);
}

/** The name a download is saved under: the display name, with the stored file's extension when it lacks it. */
export function downloadName(displayName: string, storedUrl: string): string {
  const ext = /\.[a-z0-9]+$/i.exec(storedUrl)?.[0] ?? "";
  const name = sanitizeDisplayName(displayName) || `file${ext}`;
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) ? `${name}${ext}` : name;
}

/**
 * A `Content-Disposition: attachment` value for `name` (RFC 6266): an ASCII fallback in `filename` and the
 * UTF-8 name in `filename*`, so Chinese names download intact.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["%;\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
