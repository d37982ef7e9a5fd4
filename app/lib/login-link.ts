import { useLocation, useSearchParams } from "@remix-run/react";

/** The login page, asked to bring the person back to `path` (checked again by `safeRedirect`). */
export function loginHref(path: string): string {
  return path && path !== "/" && !path.startsWith("/auth/")
    ? `/auth/login?redirectTo=${encodeURIComponent(path)}`
    : "/auth/login";
}

/**
 * The sign-up page, asked to bring the new account back to `path` (checked by `safeRedirect`); a
 * creator's page there keeps that creator in view (creator-in-view.server.ts).
 */
export function signupHref(path: string): string {
  return path && path !== "/" && !path.startsWith("/auth/")
    ? `/auth/register?redirectTo=${encodeURIComponent(path)}`
    : "/auth/register";
}

/** The login page, bringing the person back to the page they are on. */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginHref(pathname + search);
}

/**
 * The sign-up page, bringing the new account back to the page they are on: where a visitor's
 * Subscribe, Tip, Unlock and Buy lead (a creator's page there keeps that creator in view, and its
 * "Log in" link keeps the way back).
 */
export function useSignupHref(): string {
  const { pathname, search } = useLocation();
  return signupHref(pathname + search);
}

/** Where this sign-in or sign-up page was asked to bring the person back to ("" if nowhere). */
export function useRedirectTo(): string {
  const [params] = useSearchParams();
  return params.get("redirectTo") ?? "";
}

/** Another sign-in or sign-up page (`/auth/register`, ...), keeping this page's `redirectTo`. */
export function useAuthPageHref(path: string): string {
  const redirectTo = useRedirectTo();
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}
