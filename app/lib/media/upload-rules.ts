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

/** File name extensions the library accepts, per kind (the server then checks the bytes against the kind). */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "webp", "gif"],
  video: ["mp4", "webm"],
  document: ["pdf", "doc", "docx", "xls", "xlsx"],
};

/** The `accept` attribute of the library's file input: every kind at once. */
export const LIBRARY_ACCEPT = Object.values(UPLOAD_EXTENSIONS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(",");

/** The kind a file name claims by its extension, or null when the library takes no such file (e.g. .svg, .exe). */
export function kindOfFileName(fileName: string): UploadKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const kind of ["image", "video", "document"] as const) if (UPLOAD_EXTENSIONS[kind].includes(ext)) return kind;
  return null;
}

/** Why a file cannot go to the library, judged by name and size alone (the browser's check before sending). */
export type FileRefusal = { code: "badType" } | { code: "tooLarge"; kind: UploadKind; mb: number } | { code: "empty" };

/** The same first check in the browser and on the server: a known extension and a size within the kind's limit. */
export function checkLibraryFile(file: { name: string; size: number }): FileRefusal | null {
  const kind = kindOfFileName(file.name);
  if (!kind) return { code: "badType" };
  if (file.size === 0) return { code: "empty" };
  if (file.size > UPLOAD_LIMITS[kind]) return { code: "tooLarge", kind, mb: limitMb(kind) };
  return null;
}
