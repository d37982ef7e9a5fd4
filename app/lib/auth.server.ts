import type { AppLoadContext } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { AppError, errorBody } from "#functions/errors";
import { clearedSessionCookie } from "#functions/identity/accounts/sessions";
import { readSessionToken, type Viewer } from "#functions/identity/accounts/viewer";
import { loginHref } from "./login-link";
import { landingPath, type PageHandle } from "./page";
import { toastCookie } from "./toast.server";

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/** The login page, remembering where the visitor wanted to go. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const here = url.pathname.replace(/\.data$/, "") + url.search;
  const headers = new Headers();
  // A token cookie that no longer matches a live session is cleared on the way to login.
  if (readSessionToken(request)?.via === "cookie") {
    headers.append("Set-Cookie", clearedSessionCookie());
  }
  return redirect(loginHref(here), { headers });
}

/**
 * An admin the site requires to use two-factor sign-in, without it, is sent to set it up on the
 * account page before using the console (requireAdmin refuses the console's API calls meanwhile).
 */
function twoFactorSetupRedirect(): Response {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    toastCookie({ tone: "info", title: "Set up two-factor sign-in to use the admin console." }),
  );
  return redirect(TWO_FACTOR_SETUP_PATH, { headers });
}

const TWO_FACTOR_SETUP_PATH = "/user/account#two-factor";

/**
 * Enforces a page's `handle.auth` in its loader. Throws a redirect to /auth/login when a login is
 * needed, to the viewer's landing page on guest-only pages; a 403 for a fan on a creator page or a
 * non-admin on an admin page.
 */
export function requirePage(
  args: PageArgs,
  handle: PageHandle & { auth: "required" | "performer" | "admin" },
): Viewer;
export function requirePage(args: PageArgs, handle: PageHandle): Viewer | null;
export function requirePage({ request, context }: PageArgs, handle: PageHandle): Viewer | null {
  const viewer = context.rc.viewer;
  switch (handle.auth ?? "none") {
    case "required":
      if (!viewer) throw loginRedirect(request);
      return viewer;
    case "performer":
      if (!viewer) throw loginRedirect(request);
      // A fan is told what the page is for and how to become a creator (the error page's
      // performer_only notice), not sent to a login page as if they were someone else.
      if (!viewer.isPerformer) throw data(errorBody(new AppError("performer_only")), { status: 403 });
      return viewer;
    case "admin":
      if (!viewer) throw loginRedirect(request);
      if (!viewer.isAdmin) throw data(errorBody(new AppError("admin_only")), { status: 403 });
      if (viewer.twoFactorSetupRequired) throw twoFactorSetupRedirect();
      return viewer;
    case "guest":
      if (viewer) throw redirect(landingPath(viewer));
      return null;
    default:
      return viewer;
  }
}
