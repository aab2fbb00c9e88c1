/**
 * The app's component sources as text, loaded when a Foundations page asks (a story loader), so usage counts
 * and the icon list are read from the code itself.
 */
const sourceFiles = import.meta.glob<string>("../../app/**/*.tsx", { query: "?raw", import: "default" });

export async function loadAppSources(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(sourceFiles).map(async ([path, load]) => [path.replace("../../", ""), await load()] as const),
  );
  return Object.fromEntries(entries);
}
