import { useEffect, useState, type ReactNode } from "react";

/**
 * False on the server and during hydration, true after the first effect. Components use it to swap a
 * server-safe fallback (a native input, a skeleton) for the richer client-only version without a
 * hydration mismatch.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  return isClient;
}

export interface ClientOnlyProps {
  /** Rendered only in the browser, after mount. A function defers creating the children until then. */
  children: ReactNode | (() => ReactNode);
  /** Rendered on the server and before mount; keep it the same size as the real content. */
  fallback?: ReactNode;
}

/** Renders its children only in the browser; the fallback everywhere else. */
export function ClientOnly({ children, fallback = null }: ClientOnlyProps) {
  const isClient = useIsClient();
  if (!isClient) return <>{fallback}</>;
  return <>{typeof children === "function" ? children() : children}</>;
}
