/** Form handlers the console's pages share (a creator's verification is decided on two pages). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { linkOrigin } from "#functions/identity/emails";
import { requireAdmin } from "#functions/identity/viewer";
import { reviewCreatorVerification } from "#functions/verification/service";

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
