/**
 * The typed input of saves refused for an expired session, held until the user signs in again (see
 * drafts.server.ts for the cookie that names one). Held in one place for the whole server: in the cluster
 * primary when the server runs as a cluster (a browser's next request may reach another worker), in the
 * process otherwise. Bounded by count, by the size of each draft and by the size of all together (the oldest
 * go first), and each lasts 30 minutes.
 */
export type DraftFields = [string, string][];

export const DRAFT_TTL_MS = 30 * 60 * 1000;
export const MAX_DRAFTS = 200;
export const MAX_DRAFT_BYTES = 512 * 1024;
export const MAX_TOTAL_DRAFT_BYTES = 8 * 1024 * 1024;

interface Draft {
  path: string;
  fields: DraftFields;
  bytes: number;
  createdAt: number;
}

function fieldBytes(name: string, value: string): number {
  return Buffer.byteLength(name) + Buffer.byteLength(value);
}

/** The fields that fit in one draft (the first ones, in form order), measured in UTF-8 bytes. */
function withinDraftLimit(fields: DraftFields): { fields: DraftFields; bytes: number } {
  const kept: DraftFields = [];
  let bytes = 0;
  for (const [name, value] of fields) {
    const size = fieldBytes(name, value);
    if (bytes + size > MAX_DRAFT_BYTES) break;
    kept.push([name, value]);
    bytes += size;
  }
  return { fields: kept, bytes };
}

export class DraftShelf {
  /** Insertion order is age order: the first entries are the oldest. */
  readonly #drafts = new Map<string, Draft>();

  /** Keeps what fits of `fields` for `path` under `id` (a random id the caller made). */
  put(id: string, path: string, fields: DraftFields, now = Date.now()): void {
    const draft = { path, ...withinDraftLimit(fields), createdAt: now };
    for (const [key, held] of this.#drafts) if (now - held.createdAt > DRAFT_TTL_MS) this.#drafts.delete(key);
    let total = this.heldBytes();
    for (const [key, held] of this.#drafts) {
      if (this.#drafts.size < MAX_DRAFTS && total + draft.bytes <= MAX_TOTAL_DRAFT_BYTES) break;
      this.#drafts.delete(key);
      total -= held.bytes;
    }
    this.#drafts.set(id, draft);
  }

  /** Takes (once) the draft `id` if it was kept for `path` and has not run out; null otherwise. */
  take(id: string, path: string, now = Date.now()): DraftFields | null {
    const draft = this.#drafts.get(id);
    this.#drafts.delete(id);
    if (!draft || draft.path !== path || now - draft.createdAt > DRAFT_TTL_MS) return null;
    return draft.fields;
  }

  /** Bytes of typed input held now. */
  heldBytes(): number {
    let total = 0;
    for (const draft of this.#drafts.values()) total += draft.bytes;
    return total;
  }
}
