/**
 * What may be uploaded: by kind, the detected types allowed and the size limit. Shared by the server checks
 * and the forms (accept attributes, limit hints).
 */
export type UploadKind = "image" | "video" | "document";

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 5 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** Limit in whole megabytes, for messages. */
export function limitMb(kind: UploadKind): number {
  return Math.round(UPLOAD_LIMITS[kind] / (1024 * 1024));
}

/** The `accept` attribute of a file input of each kind (a hint only: the server checks the bytes). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  video: "video/mp4,video/webm",
  document: ".pdf,.doc,.docx,.xls,.xlsx",
};

/** File input names are `<target field>:<kind>`, e.g. `logo:image` or `img[0].url:image`. */
export function uploadFieldName(target: string, kind: UploadKind): string {
  return `${target}:${kind}`;
}

/** Splits a file input name into its target field and kind, or null when it is not an upload field. */
export function parseUploadFieldName(name: string): { target: string; kind: UploadKind } | null {
  const match = /^(.+):(image|video|document)$/.exec(name);
  return match ? { target: match[1]!, kind: match[2] as UploadKind } : null;
}
