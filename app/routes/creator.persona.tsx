/** /creator/persona: starts (or resumes) the creator's Persona inquiry and sends them to Persona's hosted flow. */
import { redirect } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";
import { startPersonaInquiry } from "#functions/identity/verification/service";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";
import { callbackUrl } from "~/lib/social-login.server";
import { toastCookie } from "~/lib/toast.server";

export const handle = { auth: "performer" } satisfies PageHandle;

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  try {
    const inquiry = await startPersonaInquiry(
      deps,
      viewer.id,
      callbackUrl(args.request, deps.env, "/creator/account?persona=done#verification"),
    );
    if (inquiry.url) return redirect(inquiry.url);
    return redirect("/creator/account#verification", {
      headers: {
        "Set-Cookie": toastCookie({ tone: "info", title: "Persona is still reviewing your identity check." }),
      },
    });
  } catch (err) {
    return redirect("/creator/account#verification", {
      headers: {
        "Set-Cookie": toastCookie({
          tone: "error",
          title: err instanceof AppError ? err.message : DEFAULT_MESSAGES.generic,
        }),
      },
    });
  }
});
