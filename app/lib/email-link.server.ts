import { type RequestMeta, requestMeta } from "#functions/identity/accounts/request-meta";
import { EmailBody } from "#functions/identity/auth/schemas";
import type { Deps } from "#functions/lib/deps";
import { invalidForm } from "./errors.server";
import { textFields } from "./form";
import { formAction } from "./route.server";

/**
 * The action of a page that mails a link to the address typed in (EmailLinkForm): a valid Email
 * is handed to `send`, and the answer is `{ ok: true, email }` whether or not an account uses it.
 */
export function emailLinkAction(send: (deps: Deps, email: string, meta: RequestMeta) => Promise<unknown>) {
  return formAction(async (form, { request, context }) => {
    const parsed = EmailBody.safeParse(textFields(form, ["email"]));
    if (!parsed.success) return invalidForm(parsed.error);
    await send(context.rc.deps, parsed.data.email, requestMeta(request, context.rc.deps.env));
    return { ok: true as const, email: parsed.data.email };
  });
}
