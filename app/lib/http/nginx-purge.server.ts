/**
 * Empties the page cache of the shipped nginx configuration (deploy/nginx/) whenever content changes.
 *
 * nginx keys every cached page on the real path behind a symbolic link (NGINX_CACHE_GENERATION_LINK). Pointing
 * that link at a new, empty folder — a new cache generation — makes every page stored before unreachable at
 * once; nginx's cache manager removes them later. One rename, no request to nginx and no nginx module: see
 * docs/decisions/007-nginx-cache.md for why this and not a purge request.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { onDisplayBoundary } from "~/lib/site/display.server";

const GENERATION_PREFIX = "generation-";

/**
 * Points `link` at a new generation folder beside it (created), atomically, then removes the folder it pointed
 * at before. Safe when several processes do it at once: the link always ends on a folder that exists.
 */
export async function moveCacheGeneration(link: string): Promise<string> {
  const dir = path.dirname(link);
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const previous = await readlink(link).catch(() => null);
  const name = `${GENERATION_PREFIX}${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
  await mkdir(path.join(dir, name), { mode: 0o755 });
  const temporary = path.join(dir, `.${name}.link`);
  await symlink(name, temporary);
  await rename(temporary, link);
  if (previous !== null && isGenerationOf(dir, previous)) {
    await rm(path.resolve(dir, previous), { recursive: true, force: true });
  }
  return name;
}

/** Only folders this module made are ever removed, whatever the link was pointed at by hand. */
function isGenerationOf(dir: string, target: string): boolean {
  const resolved = path.resolve(dir, target);
  return path.dirname(resolved) === path.resolve(dir) && path.basename(resolved).startsWith(GENERATION_PREFIX);
}

let started = false;

/**
 * With NGINX_CACHE_GENERATION_LINK set, moves the generation now (this build's pages differ from the last
 * one's) and after every content change, before the save is answered: the next anonymous request after a save
 * is rendered afresh. Once per process; a failure is logged and never fails a save.
 */
export async function keepNginxCacheFresh(): Promise<void> {
  const link = getEnv().NGINX_CACHE_GENERATION_LINK;
  if (!link || started) return;
  started = true;
  const move = () =>
    moveCacheGeneration(link).then(
      () => undefined,
      (error: unknown) => console.error(`could not move the nginx cache generation at ${link}:`, error),
    );
  await move();
  const store = await getContentStore();
  store.afterWrite(move);
  // Mourning mode and scheduled articles change the site by the clock too: pages nginx keeps must not outlive
  // either kind of moment.
  onDisplayBoundary(store, () => void move());
}
