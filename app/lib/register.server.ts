import type { AppLoadContext } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { sessionCookie } from "#functions/identity/accounts/sessions";
import { RegisterBody, type RegisterInput } from "#functions/identity/auth/schemas";
import { login } from "#functions/identity/auth/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { socialLoginOptions } from "#functions/identity/social-login/service";
import type { CurrentUser } from "#functions/identity/users/schemas";
import { getSetting } from "#functions/site/settings/service";
import { captchaToken } from "~/components/captcha-field";
import { creatorInView } from "./creator-in-view.server";
import { invalidForm } from "./errors.server";
import { textFields } from "./form";
import { landingPath } from "./page";
import { safeRedirect } from "./redirect.server";
import { toastCookie } from "./toast.server";

/**
 * After a successful sign-up: when email verification is required the page says to check the
 * inbox; otherwise the new account is logged in and sent where the form's `redirectTo` asks (as
 * login does, through `safeRedirect`), or to its landing page.
 */
export async function afterRegistration(
  request: Request,
  context: AppLoadContext,
  user: CurrentUser,
  password: string,
  redirectTo: FormDataEntryValue | null,
) {
  const { deps } = context.rc;
  // Checked before the session exists: a bad target falls back to the landing page.
  const wanted = safeRedirect(redirectTo, request);
  if (await getSetting(deps, "requireEmailVerification")) {
    return data({ ok: true as const, verifyEmail: user.email ?? "" });
  }
  const session = await login(
    deps,
    { username: user.username ?? user.email ?? "", password, remember: false },
    requestMeta(request, deps.env),
  );
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, session.maxAge));
  headers.append(
    "Set-Cookie",
    toastCookie({
      tone: "success",
      title: `Welcome, ${user.name}!`,
      // The confirmation email went out with the account (registerFan, registerPerformer).
      description: user.email ? `We sent a link to ${user.email} to confirm your email.` : undefined,
    }),
  );
  // A new creator starts on the studio's checklist of first steps.
  return redirect(wanted ?? (session.user.isPerformer ? "/studio" : landingPath(session.user)), { headers });
}

/**
 * What both sign-up pages' loaders give RegisterForm: the social buttons, the captcha, and the
 * creator the visitor came from (creator-in-view.server.ts).
 */
export async function registerPageData(request: Request, context: AppLoadContext) {
  const { deps } = context.rc;
  const [social, captcha, creator] = await Promise.all([
    socialLoginOptions(deps),
    captchaConfig(deps),
    creatorInView(request, context.rc),
  ]);
  return { social, captcha, creator };
}

/**
 * Both sign-up pages' action: the shared fields (and the page's `extra` text fields) checked by
 * RegisterBody, then the page's own `check` of the rest of the form (an answer to show instead, or
 * null), the account made by `create`, then afterRegistration.
 */
export async function registerFromForm<C>(
  form: FormData,
  { request, context }: { request: Request; context: AppLoadContext },
  page: {
    extra?: readonly string[];
    check?: (form: FormData) => { failure: C } | null;
    create: (input: RegisterInput, meta: ReturnType<typeof requestMeta>) => Promise<CurrentUser>;
  },
) {
  const parsed = RegisterBody.safeParse({
    ...textFields(form, ["name", "username", "email", "password", ...(page.extra ?? [])]),
    captchaToken: captchaToken(form),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  const refused = page.check?.(form);
  if (refused) return refused.failure;
  const user = await page.create(parsed.data, requestMeta(request, context.rc.deps.env));
  return await afterRegistration(request, context, user, parsed.data.password, form.get("redirectTo"));
}
