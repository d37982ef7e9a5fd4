/**
 * How a creator becomes verified: an admin reviews their ID documents, or Persona approves their
 * inquiry (when the personaEnabled setting is on). Either way the decision is recorded
 * (verification_reviews), the profile's verificationStatus changes and the creator is mailed, all
 * in one batch. What verification unlocks is decided in ./policy.ts.
 */

import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { files } from "../../../drizzle/schema/files";
import { performerProfiles, type VerificationStatus } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import {
  type PersonaInquiryStatus,
  personaEvents,
  personaInquiries,
  VERIFICATION_STEPS,
  type VerificationDecision,
  type VerificationMethod,
  type VerificationStep,
  verificationDocuments,
  verificationReviews,
} from "../../../drizzle/schema/verification";
import { AppError, fieldError } from "../../errors";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { isDuplicateDelivery, readWebhookEvent } from "../../lib/webhook-event";
import { z } from "../../lib/zod";
import { fileUrls } from "../../media/upload";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { outboxInsert } from "../../site/mail/outbox";
import { verificationResultEmail } from "../../site/mail/templates";
import { getSettings } from "../../site/settings/service";
import { recountListedCreators } from "../access/verified";
import { deliverNotifications, notificationStatement } from "../notifications/service";
import {
  createPersonaInquiry,
  personaHostedUrl,
  resumePersonaInquiry,
  verifyPersonaSignature,
} from "./persona-client";

type CreatorRow = {
  id: string;
  name: string;
  email: string | null;
  status: VerificationStatus;
  documentFileIds: string[];
};

async function findCreator(deps: Pick<Deps, "db">, performerId: string): Promise<CreatorRow | null> {
  const [row] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: performerProfiles.verificationStatus,
      documentFileIds: performerProfiles.documentFileIds,
    })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .where(and(eq(users.id, performerId), eq(users.role, "performer")))
    .limit(1);
  return row ?? null;
}

/** The statements that record a decision: the profile's status, the review row and the creator's email. */
function decisionStatements(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  creator: CreatorRow,
  decision: {
    method: VerificationMethod;
    decision: VerificationDecision;
    reason: string;
    reviewerId: string | null;
    inquiryId: string | null;
  },
  origin: string | null,
): BatchItem<"sqlite">[] {
  const now = deps.clock.now();
  const out: BatchItem<"sqlite">[] = [
    deps.db
      .update(performerProfiles)
      .set({ verificationStatus: decision.decision, updatedAt: now })
      .where(eq(performerProfiles.userId, creator.id)),
    recountListedCreators(deps.db),
    deps.db
      .insert(verificationReviews)
      .values({ id: deps.ids.next(), performerId: creator.id, ...decision, createdAt: now }),
    notificationStatement(deps, {
      userId: creator.id,
      type: decision.decision === "approved" ? "verification_approved" : "verification_rejected",
      actorId: null,
      object: { type: "verification", id: creator.id },
      text:
        decision.decision === "approved"
          ? "Your identity is verified: you can now sell, go live and be paid."
          : `Your ID documents were rejected${decision.reason ? `: ${decision.reason}` : "."} Send new ones from ID verification in your studio.`,
    }),
  ];
  if (creator.email) {
    out.push(
      outboxInsert(
        deps,
        verificationResultEmail(
          { email: creator.email, name: creator.name },
          { decision: decision.decision, reason: decision.reason, origin },
        ),
      ),
    );
  }
  return out;
}

/**
 * An admin approves or rejects a creator's identity (after looking at their documents). A
 * rejection needs a reason, which the creator is shown and mailed; rejecting a verified creator
 * revokes the verification. The decision, its audit entry and the email go in one batch.
 */
export async function reviewCreatorVerification(
  deps: Deps,
  admin: AuditActor,
  performerId: string,
  input: { decision: VerificationDecision; reason?: string },
  origin: string | null,
) {
  const creator = await findCreator(deps, performerId);
  if (!creator) throw new AppError("performer_not_found");
  const reason = input.reason?.trim() ?? "";
  if (input.decision === "rejected" && !reason) {
    throw fieldError({ reason: "Tell the creator why, so they know what to send instead." });
  }
  if (input.decision === "approved" && creator.status === "approved") throw new AppError("already_verified");
  const [first, ...rest] = decisionStatements(
    deps,
    creator,
    { method: "documents", decision: input.decision, reason, reviewerId: admin.id, inquiryId: null },
    origin,
  );
  await deps.db.batch([
    first,
    ...rest,
    ...recordAdminAction(
      deps,
      admin,
      input.decision === "approved" ? "verification.approve" : "verification.reject",
      { type: "user", id: creator.id },
      { from: creator.status, reason },
    ),
  ]);
  deliverNotifications(deps, [creator.id]);
  return verificationStateOf(deps, creator.id);
}

/** The newest decision on a creator, or null. */
async function latestReview(deps: Pick<Deps, "db">, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(verificationReviews)
    .where(eq(verificationReviews.performerId, performerId))
    .orderBy(desc(verificationReviews.createdAt), desc(verificationReviews.id))
    .limit(1);
  return row ?? null;
}

async function latestInquiry(deps: Pick<Deps, "db">, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(personaInquiries)
    .where(eq(personaInquiries.performerId, performerId))
    .orderBy(desc(personaInquiries.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * What a creator (or an admin) sees of a creator's verification: the status, the newest decision
 * (with its reason) and the Persona inquiry, if any.
 */
export async function verificationStateOf(deps: Pick<Deps, "db">, performerId: string) {
  return (await verificationStateWithFiles(deps, performerId)).state;
}

/** The state, and the ids of the documents sent at sign-up (signUpDocuments shows them). */
export async function verificationStateWithFiles(deps: Pick<Deps, "db">, performerId: string) {
  const [creator, review, inquiry] = await Promise.all([
    findCreator(deps, performerId),
    latestReview(deps, performerId),
    latestInquiry(deps, performerId),
  ]);
  if (!creator) throw new AppError("performer_not_found");
  return { state: stateOf(creator, review, inquiry), signUpFileIds: creator.documentFileIds };
}

function stateOf(
  creator: CreatorRow,
  review: Awaited<ReturnType<typeof latestReview>>,
  inquiry: Awaited<ReturnType<typeof latestInquiry>>,
) {
  const performerId = creator.id;
  return {
    performerId,
    verificationStatus: creator.status,
    documentCount: creator.documentFileIds.length,
    lastDecision: review
      ? {
          decision: review.decision,
          method: review.method,
          reason: review.reason,
          decidedAt: toIso(review.createdAt)!,
        }
      : null,
    persona: inquiry
      ? { inquiryId: inquiry.id, status: inquiry.status, updatedAt: toIso(inquiry.updatedAt)! }
      : null,
  };
}

interface StepDocument {
  step: VerificationStep;
  fileId: string;
  url: string;
  mimeType: string;
  uploadedAt: string;
}

/** The creator's step documents with signed URLs, in step order (for the creator and for admins). */
export async function stepDocuments(deps: Deps, performerId: string): Promise<StepDocument[]> {
  const rows = await deps.db
    .select({
      step: verificationDocuments.step,
      fileId: verificationDocuments.fileId,
      createdAt: verificationDocuments.createdAt,
      mimeType: files.mimeType,
    })
    .from(verificationDocuments)
    .innerJoin(files, eq(files.id, verificationDocuments.fileId))
    .where(eq(verificationDocuments.performerId, performerId));
  const urls = await fileUrls(
    deps,
    rows.map((r) => r.fileId),
  );
  const byStep = new Map(rows.map((r) => [r.step, r]));
  return VERIFICATION_STEPS.flatMap((step) => {
    const row = byStep.get(step);
    const url = row && urls.get(row.fileId);
    return row && url
      ? [{ step, fileId: row.fileId, url, mimeType: row.mimeType, uploadedAt: toIso(row.createdAt)! }]
      : [];
  });
}

/**
 * The creator's ID documents as short-lived signed URLs, for the admin reviewing them: the guided
 * check's three (`step` says which), then any sent at sign-up or through the documents upload.
 */
export async function creatorDocuments(deps: Deps, performerId: string) {
  const creator = await findCreator(deps, performerId);
  if (!creator) throw new AppError("performer_not_found");
  const [steps, other] = await Promise.all([
    stepDocuments(deps, performerId),
    signUpDocuments(deps, creator.documentFileIds),
  ]);
  return reviewDocuments(steps, other);
}

/** The order an admin reviews documents in: the guided check's steps, then the sign-up ones. */
function reviewDocuments(steps: StepDocument[], signUp: Awaited<ReturnType<typeof signUpDocuments>>) {
  return [...steps, ...signUp.map((d) => ({ step: null, ...d }))];
}

/** An admin's view of one creator: the verification state and the documents, the creator read once. */
export async function creatorReview(deps: Deps, performerId: string) {
  const [{ state, signUpFileIds }, steps] = await Promise.all([
    verificationStateWithFiles(deps, performerId),
    stepDocuments(deps, performerId),
  ]);
  return { state, documents: reviewDocuments(steps, await signUpDocuments(deps, signUpFileIds)) };
}

/**
 * The documents sent with the sign-up form (or the documents upload), in the order sent: the photo
 * ID, then the selfie holding it. As short-lived signed URLs, for the creator and admins only.
 */
export async function signUpDocuments(deps: Deps, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  const [rows, urls] = await Promise.all([
    deps.db
      .select({ id: files.id, mimeType: files.mimeType, createdAt: files.createdAt })
      .from(files)
      .where(inArray(files.id, [...fileIds])),
    fileUrls(deps, [...fileIds]),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return fileIds.flatMap((id) => {
    const url = urls.get(id);
    const row = byId.get(id);
    return url && row ? [{ fileId: id, url, mimeType: row.mimeType, uploadedAt: toIso(row.createdAt)! }] : [];
  });
}

/* ---- Persona ---- */

/** Inquiries in these states can still be continued by the creator. */
const OPEN_INQUIRY: readonly PersonaInquiryStatus[] = ["created", "pending"];
/** Inquiries in these states wait for Persona's verdict; no new one is started meanwhile. */
const IN_REVIEW: readonly PersonaInquiryStatus[] = ["completed", "needs_review"];
/** Verdicts: once an inquiry has one, later (or late) events do not change it. */
const FINAL: readonly PersonaInquiryStatus[] = ["approved", "declined", "failed"];
/** How far along an inquiry is: a late event never moves it back. */
const STAGE: ReadonlyMap<PersonaInquiryStatus, number> = new Map([
  ["created", 0],
  ["pending", 1],
  ["completed", 2],
  ["needs_review", 2],
  ["expired", 2],
  ["approved", 3],
  ["declined", 3],
  ["failed", 3],
]);

async function personaSettings(deps: Pick<Deps, "db">) {
  const s = await getSettings(deps, ["personaEnabled", "personaIsProduction", "personaTemplateId"]);
  if (!s.personaEnabled || !s.personaTemplateId) throw new AppError("persona_disabled");
  return s;
}

/** `GET /auth/persona/inquiry`: the creator's verification and Persona inquiry, without starting one. */
export async function getPersonaInquiry(deps: Pick<Deps, "db">, performerId: string) {
  const s = await getSettings(deps, ["personaEnabled", "personaIsProduction", "personaTemplateId"]);
  const state = await verificationStateOf(deps, performerId);
  return {
    ...state,
    personaEnabled: s.personaEnabled && Boolean(s.personaTemplateId),
    environment: s.personaIsProduction ? ("production" as const) : ("sandbox" as const),
  };
}

/**
 * `POST /auth/persona/inquiry`: creates the creator's Persona inquiry with the configured template,
 * or resumes the open one, and answers with where to continue it (the hosted flow, which sends
 * the creator back to `redirectUri`). A verified creator gets 409; while Persona reviews a finished
 * inquiry, the answer has no URL.
 */
export async function startPersonaInquiry(
  deps: Pick<Deps, "db" | "clock" | "env">,
  performerId: string,
  redirectUri: string | null,
) {
  const settings = await personaSettings(deps);
  const creator = await findCreator(deps, performerId);
  if (!creator) throw new AppError("performer_not_found");
  if (creator.status === "approved") throw new AppError("already_verified");
  const environment = settings.personaIsProduction ? ("production" as const) : ("sandbox" as const);
  const existing = await latestInquiry(deps, performerId);
  if (existing && IN_REVIEW.includes(existing.status)) {
    return { inquiryId: existing.id, status: existing.status, sessionToken: null, url: null, environment };
  }

  const now = deps.clock.now();
  let inquiry: { id: string; status: string; sessionToken: string | null };
  if (
    existing &&
    OPEN_INQUIRY.includes(existing.status) &&
    existing.templateId === settings.personaTemplateId
  ) {
    inquiry = await resumePersonaInquiry(deps.env, existing.id);
  } else {
    const created = await createPersonaInquiry(deps.env, settings.personaTemplateId, performerId);
    await deps.db
      .insert(personaInquiries)
      .values({
        id: created.id,
        performerId,
        templateId: settings.personaTemplateId,
        status: "created",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    // A new inquiry is continued with the session token of its first resume.
    inquiry = created.sessionToken ? created : await resumePersonaInquiry(deps.env, created.id);
  }
  const status = (existing?.id === inquiry.id ? existing.status : "created") as PersonaInquiryStatus;
  return {
    inquiryId: inquiry.id,
    status,
    sessionToken: inquiry.sessionToken,
    url: personaHostedUrl(deps.env, {
      inquiryId: inquiry.id,
      sessionToken: inquiry.sessionToken,
      redirectUri,
      production: settings.personaIsProduction,
    }),
    environment,
  };
}

/** Persona event names and the inquiry status each one means. */
const EVENT_STATUS: ReadonlyMap<string, PersonaInquiryStatus> = new Map([
  ["inquiry.created", "created"],
  ["inquiry.started", "pending"],
  ["inquiry.completed", "completed"],
  ["inquiry.marked-for-review", "needs_review"],
  ["inquiry.approved", "approved"],
  ["inquiry.declined", "declined"],
  ["inquiry.failed", "failed"],
  ["inquiry.expired", "expired"],
]);

/** What the webhook reads of a Persona event: its id and name, and the inquiry it is about. */
const PersonaEventShape = z.object({
  data: z.object({
    id: z.string().min(1).max(255),
    attributes: z.object({
      name: z.string().min(1).max(255),
      payload: z.object({ data: z.object({ id: z.string().min(1).max(255) }) }),
    }),
  }),
});

function readPersonaEvent(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError("malformed_json");
  }
  const { data } = readWebhookEvent(PersonaEventShape, json, "Persona");
  return { id: data.id, name: data.attributes.name, inquiryId: data.attributes.payload.data.id };
}

/**
 * `POST /webhooks/persona`: Persona's signed events about inquiries. The signature is checked on
 * the raw body first (400 otherwise). An approved inquiry verifies the creator; a declined or
 * failed one rejects a creator who is not already verified (their documents may still be approved
 * by an admin). The event id is stored in the same batch as its effect, first, so a retried,
 * duplicated or late event changes nothing and is answered `duplicate: true`; events for inquiries
 * we did not create are acknowledged and ignored. A site without PERSONA_WEBHOOK_SECRET has no
 * Persona webhook: 404 `webhook_not_configured` (never a 5xx, which would blame Persona).
 */
export async function handlePersonaWebhook(
  deps: Deps,
  rawBody: string,
  signature: string | null,
  origin: string | null,
) {
  const secret = deps.env.PERSONA_WEBHOOK_SECRET;
  if (!secret) throw new AppError("webhook_not_configured");
  await verifyPersonaSignature(secret, signature, rawBody, deps.clock.now());
  const event = readPersonaEvent(rawBody);
  const status = EVENT_STATUS.get(event.name);
  const [inquiry] = await deps.db
    .select()
    .from(personaInquiries)
    .where(eq(personaInquiries.id, event.inquiryId));
  if (!status || !inquiry) return { received: true as const, applied: false, duplicate: false };

  const now = deps.clock.now();
  const statements: BatchItem<"sqlite">[] = [];
  if (!FINAL.includes(inquiry.status) && (STAGE.get(status) ?? 0) >= (STAGE.get(inquiry.status) ?? 0)) {
    statements.push(
      deps.db
        .update(personaInquiries)
        .set({ status, updatedAt: now })
        .where(and(eq(personaInquiries.id, inquiry.id), notInArray(personaInquiries.status, [...FINAL]))),
    );
    const creator = await findCreator(deps, inquiry.performerId);
    const verdict: VerificationDecision | null =
      status === "approved" ? "approved" : status === "declined" || status === "failed" ? "rejected" : null;
    if (creator && verdict && creator.status !== "approved") {
      statements.push(
        ...decisionStatements(
          deps,
          creator,
          {
            method: "persona",
            decision: verdict,
            reason: verdict === "rejected" ? "Persona could not verify your identity." : "",
            reviewerId: null,
            inquiryId: inquiry.id,
          },
          origin,
        ),
      );
    }
  }
  try {
    await deps.db.batch([
      deps.db
        .insert(personaEvents)
        .values({ id: event.id, name: event.name, inquiryId: event.inquiryId, createdAt: now }),
      ...statements,
    ]);
  } catch (err) {
    if (isDuplicateDelivery(err, "persona_events"))
      return { received: true as const, applied: false, duplicate: true };
    throw err;
  }
  deliverNotifications(deps, [inquiry.performerId]);
  return { received: true as const, applied: statements.length > 0, duplicate: false };
}
