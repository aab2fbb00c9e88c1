/**
 * How a content store shares the content folder with other processes. A lone server process needs no
 * coordination (`soloCoordinator`); the workers of a clustered server go through the primary
 * (`~/lib/cluster/worker-channel.server`).
 */

export interface ExclusiveResult<T> {
  value: T;
  /** Files (relative to the content folder) the work changed; other processes take them in. */
  changed: string[];
}

export interface ContentCoordinator {
  /**
   * Runs `work` while no other process writes. `version` is the content version every process holds when it
   * starts. When `work` changed files, this resolves only after every other process has taken them in, so a
   * response sent afterwards can be followed by a read from any process.
   */
  exclusive<T>(work: (version: number) => Promise<ExclusiveResult<T>>): Promise<{ value: T; version: number | null }>;
  /** Registers what to do when another process changed files; resolves when they are taken in. */
  onPeerChange(listener: (files: string[], version: number) => Promise<void>): void;
}

/** One process: nothing to wait for, versions are counted locally. */
export const soloCoordinator: ContentCoordinator = {
  async exclusive(work) {
    const { value } = await work(-1);
    return { value, version: null };
  },
  onPeerChange() {},
};
