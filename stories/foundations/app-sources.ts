/**
 * The app's component sources as text, loaded when a Foundations page asks (a story loader), so usage counts
 * and the icon list are read from the code itself.
 */
const sourceFiles = import.meta.glob<string>("../../app/**/*.tsx", { query: "?raw", import: "default" });

/** What `sourcesLoader` gives a page: every component file's text by its path. */
export type AppSources = { sources: Record<string, string> };

export async function loadAppSources(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(sourceFiles).map(async ([path, load]) => [path.replace("../../", ""), await load()] as const),
  );
  return Object.fromEntries(entries);
}

/** The meta's loader of the pages that count where a token is used. */
export const sourcesLoader = async (): Promise<AppSources> => ({ sources: await loadAppSources() });
