/** Form handlers and answers the console's pages share (a creator's verification is decided on two pages). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type { RequestContext } from "#functions/context/request-context";
import { linkOrigin } from "#functions/identity/accounts/emails";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { reviewCreatorVerification } from "#functions/identity/verification/service";
import { byIntent } from "~/lib/actions.server";

const ReviewForm = z.object({
  performerId: z.string().min(1).max(64),
  decision: z.enum(["approved", "rejected"]),
  reason: z.string().max(500).optional(),
});

/** Approve or reject a creator's identity (intent "verify"). */
export async function reviewVerificationAction(
  form: FormData,
  { context: { rc }, request }: ActionFunctionArgs,
) {
  const admin = requireAdmin(rc.viewer);
  const input = ReviewForm.parse(Object.fromEntries(form));
  await reviewCreatorVerification(
    rc.deps,
    admin,
    input.performerId,
    { decision: input.decision, reason: input.reason },
    linkOrigin(rc.deps.env, request.url),
  );
  return {
    ok: true as const,
    message:
      input.decision === "approved" ? "Creator verified" : "Verification rejected; the creator was told why",
  };
}

/**
 * The Idempotency-Key of one attempt at a row's money action (a refund, a payout decision): the
 * page's key, fresh on every load and so after every answer, with the action and the row. The same
 * form sent again (a double click, a retry) is the same attempt and is done once; no two rows or
 * actions of one page share a key. A missing or odd key means none.
 */
export function rowAttemptKey(form: FormData, intent: string): string | null {
  const key = form.get("key");
  const id = form.get("id");
  if (typeof key !== "string" || !/^[\x21-\x7e]{1,100}$/.test(key) || typeof id !== "string") return null;
  return `${key}:${intent}:${id}`;
}

/**
 * The create, update and delete intents of an admin list-and-form page (CrudPage): the form's
 * fields become the API's body (`fields`), parsed with the create or update schema (a zod error is
 * the form's 422 with field messages), and each answer's toast names the thing ("Banner created").
 * The id of an update or delete is the form's `id`.
 */
export function crudIntents<C, U>(
  noun: string,
  o: {
    fields: (form: FormData) => unknown;
    createBody: z.ZodType<C>;
    updateBody: z.ZodType<U>;
    create: (rc: RequestContext, input: C) => Promise<unknown>;
    update: (rc: RequestContext, id: string, input: U) => Promise<unknown>;
    remove: (rc: RequestContext, id: string) => Promise<unknown>;
  },
) {
  const idOf = (form: FormData) => String(form.get("id") ?? "");
  return byIntent({
    create: async (form, { context: { rc } }) => {
      await o.create(rc, o.createBody.parse(o.fields(form)));
      return { ok: true as const, message: `${noun} created` };
    },
    update: async (form, { context: { rc } }) => {
      await o.update(rc, idOf(form), o.updateBody.parse(o.fields(form)));
      return { ok: true as const, message: `${noun} saved` };
    },
    delete: async (form, { context: { rc } }) => {
      await o.remove(rc, idOf(form));
      return { ok: true as const, message: `${noun} deleted` };
    },
  });
}
