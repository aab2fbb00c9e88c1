import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

/** Makes the response's CSP nonce available to the document's inline scripts. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of the current server render ("" in the browser, which hides nonces from the DOM). */
export function useNonce(): string {
  return useContext(NonceContext);
}
