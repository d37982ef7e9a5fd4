import { VERIFICATION_STATUSES } from "../../../drizzle/schema/performers";
import {
  PERSONA_INQUIRY_STATUSES,
  VERIFICATION_DECISIONS,
  VERIFICATION_METHODS,
  VERIFICATION_STEPS,
} from "../../../drizzle/schema/verification";
import { isSitePath } from "../../lib/site-path";
import { z } from "../../lib/zod";

export const VerificationStateSchema = z
  .object({
    performerId: z.string(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    documentCount: z.number().int(),
    lastDecision: z
      .object({
        decision: z.enum(VERIFICATION_DECISIONS),
        method: z.enum(VERIFICATION_METHODS),
        reason: z.string(),
        decidedAt: z.string(),
      })
      .nullable(),
    persona: z
      .object({ inquiryId: z.string(), status: z.enum(PERSONA_INQUIRY_STATUSES), updatedAt: z.string() })
      .nullable(),
  })
  .openapi("VerificationState");

export const PersonaStateSchema = VerificationStateSchema.extend({
  personaEnabled: z.boolean(),
  environment: z.enum(["sandbox", "production"]),
}).openapi("PersonaState");

/** A path on this site (never another site): where Persona sends the creator back. */
const ReturnPath = z
  .string()
  .max(500)
  .refine(isSitePath, "Give a path on this site, such as /creator/account.");

export const StartPersonaBody = z
  .object({ returnTo: ReturnPath.optional().openapi({ example: "/creator/account" }) })
  .openapi("StartPersonaInquiry");

export const PersonaInquirySchema = z
  .object({
    inquiryId: z.string(),
    status: z.enum(PERSONA_INQUIRY_STATUSES),
    sessionToken: z.string().nullable(),
    url: z.string().nullable().openapi({ description: "Persona's hosted flow; null while Persona reviews" }),
    environment: z.enum(["sandbox", "production"]),
  })
  .openapi("PersonaInquiry");

export const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  applied: z.boolean().openapi({ description: "This delivery changed a creator's verification." }),
  duplicate: z.boolean().openapi({
    description:
      "This event id was already handled: its record, written in the same batch as its effect, refused a " +
      "second one, so this delivery changed nothing.",
  }),
});

export const ReviewVerificationBody = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS),
    reason: z.string().trim().max(500, "At most 500 characters.").optional(),
  })
  .openapi("ReviewVerification");

export const VerificationStepParam = z.object({
  step: z.enum(VERIFICATION_STEPS).openapi({
    param: { name: "step", in: "path" },
    description: "front: the front of the ID; back: its back; selfie: a selfie holding it",
  }),
});

const VerificationDocumentSchema = z.object({
  fileId: z.string(),
  url: z.string().openapi({ description: "A short-lived signed URL, served to the creator and admins only" }),
  mimeType: z.string(),
  uploadedAt: z.string(),
});

export const GuidedVerificationSchema = z
  .object({
    verificationStatus: z.enum(VERIFICATION_STATUSES).openapi({
      description: "unsubmitted, pending (in review), approved, or rejected (see lastDecision.reason)",
    }),
    steps: z.array(
      z.object({
        step: z.enum(VERIFICATION_STEPS),
        done: z.boolean(),
        document: VerificationDocumentSchema.nullable(),
      }),
    ),
    canSubmit: z.boolean().openapi({ description: "All three steps are uploaded and nothing is in review" }),
    lastDecision: VerificationStateSchema.shape.lastDecision,
    signUpDocuments: z.array(VerificationDocumentSchema).openapi({
      description:
        "The documents sent with the sign-up form, in the order sent (the photo ID, then the selfie holding it); empty when none were",
    }),
  })
  .openapi("GuidedVerification");
export type GuidedVerification = z.infer<typeof GuidedVerificationSchema>;
