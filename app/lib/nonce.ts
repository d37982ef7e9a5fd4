import { createContext, useContext } from "react";

/**
 * The request's Content-Security-Policy nonce (made by the Worker, see
 * functions/http/edge/security-headers.ts), given by entry.server to the root's inline scripts. Empty in
 * the browser, which never shows a nonce to scripts.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
