/** The response encoding to use for an Accept-Encoding header: br, then gzip, else null (identity). q=0 refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = item.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}
