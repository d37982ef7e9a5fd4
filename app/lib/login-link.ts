import { useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";

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
export function useSignupHref(resume?: string): string {
  const { pathname, search } = useLocation();
  return signupHref(resume ? resumeHref(pathname + search, resume) : pathname + search);
}

/** `path` (a path with or without a query) asking its page to open the `resume` dialog (RESUME_PARAM). */
export function resumeHref(path: string, resume: string): string {
  const [pathname, search = ""] = path.split("?", 2);
  const params = new URLSearchParams(search);
  params.set(RESUME_PARAM, resume);
  return `${pathname}?${params}`;
}

/**
 * The query parameter by which a page picks up where a visitor left off: a visitor's Subscribe
 * (`then=subscribe`), Tip, Unlock or Buy sends them to sign up (or log in from there) and back to
 * this page with it, and the page opens that dialog for them. It only ever opens a dialog: paying,
 * or anything else that changes something, still takes the person's own click.
 */
export const RESUME_PARAM = "then";

/**
 * Opens what a visitor asked for before signing up (`resume`, as `useSignupHref` put it in the
 * address), once, when they are back signed in; the parameter is then dropped from the address so
 * a reload or a shared link does not open it again. `resume` undefined: nothing to pick up.
 */
export function useResume(resume: string | undefined, open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = resume !== undefined && params.get(RESUME_PARAM) === resume;
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    if (!wanted) return;
    setParams(
      (p) => {
        p.delete(RESUME_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
    opener.current();
  }, [wanted, setParams]);
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
