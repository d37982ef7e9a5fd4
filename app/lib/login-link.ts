import { useLocation } from "@remix-run/react";

/** The login page, asked to bring the person back to `path` (checked again by `safeRedirect`). */
export function loginHref(path: string): string {
  return path && path !== "/" && !path.startsWith("/auth/")
    ? `/auth/login?redirectTo=${encodeURIComponent(path)}`
    : "/auth/login";
}

/** The login page, bringing the person back to the page they are on. */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginHref(pathname + search);
}
