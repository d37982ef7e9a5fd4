import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { readForm } from "~/lib/actions.server";
import { safeRedirect } from "~/lib/redirect.server";
import { isTheme } from "~/lib/theme";
import { themeCookie } from "~/lib/theme.server";

/** POST /resources/theme {theme, redirectTo?}: remembers the light/dark choice in a cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme");
  if (!isTheme(theme)) throw data({ message: "Choose light or dark" }, { status: 422 });
  const headers = { "Set-Cookie": themeCookie(theme) };
  // Back to the page the form was on, when that is on this site.
  const redirectTo = form.get("redirectTo");
  if (redirectTo) return redirect(safeRedirect(redirectTo, request) ?? "/", { headers });
  return data({ theme }, { headers });
}

export const loader = () => redirect("/");
