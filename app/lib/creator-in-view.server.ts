import type { AppLoadContext } from "@remix-run/cloudflare";
import { visibleFeedCreator } from "#functions/content/feeds/timeline";
import { AppError } from "#functions/errors";
import { getPerformerProfile } from "#functions/identity/performers/service";
import type { CreatorInView } from "~/components/creators/creator-in-view";
import { safeRedirect } from "./redirect.server";

/** A creator's page path starts with their username (or id): letters, digits, `_`, `.`. */
const PROFILE_REF = /^[A-Za-z0-9_.]{1,64}$/;

/** A post's page: `/feeds/<id>`. */
const POST_PATH = /^\/feeds\/([A-Za-z0-9_-]{1,64})$/;

/**
 * When the page's `redirectTo` (checked by `safeRedirect`, as the form's submit does) leads back
 * to a creator's page (`/maxstone`, `/maxstone/photos`) or to one of their posts (`/feeds/<id>`),
 * that creator's card; else null. A page that is not a creator's (`/home`), a post or a creator
 * the visitor may not see: null, nothing shown.
 */
export async function creatorInView(
  request: Request,
  rc: AppLoadContext["rc"],
): Promise<CreatorInView | null> {
  const path = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), request);
  const pathname = path ? new URL(path, "http://site").pathname : "";
  const post = POST_PATH.exec(pathname);
  const ref = pathname.split("/")[1] ?? "";
  if (!post && !PROFILE_REF.test(ref)) return null;
  try {
    const creator = post ? await visibleFeedCreator(rc.deps, rc.viewer, rc.country, post[1]) : ref;
    const profile = await getPerformerProfile(rc.deps, rc.viewer, rc.country, creator);
    return {
      name: profile.name,
      username: profile.username,
      avatar: profile.avatar,
      monthlyPrice: profile.monthlyPrice,
      isFreeSubscription: profile.isFreeSubscription,
      isVerified: profile.isVerified,
    };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
