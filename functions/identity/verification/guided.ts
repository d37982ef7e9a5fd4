/**
 * The guided ID check: the creator uploads three photos, one per step (the front of their ID, its
 * back, a selfie holding it), sees each one back, and sends them for review once all three are
 * there. The files are private: only the creator and admins get signed URLs for them, and the
 * media route serves a document to no one else (content/files/serve.ts). An admin then decides as
 * for any documents (service.ts reviewCreatorVerification).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import {
  VERIFICATION_STEPS,
  type VerificationStep,
  verificationDocuments,
} from "../../../drizzle/schema/verification";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { deleteFile, storeUpload } from "../../media/upload";
import { requirePerformer, type Viewer } from "../accounts/viewer";
import { signUpDocuments, stepDocuments, verificationStateWithFiles } from "./service";

/** What each step asks for, in the words a missing step is reported with. */
const STEP_REQUEST: ReadonlyMap<VerificationStep, string> = new Map([
  ["front", "Upload a photo of the front of your ID."],
  ["back", "Upload a photo of the back of your ID."],
  ["selfie", "Upload a selfie holding your ID next to your face."],
]);

/**
 * `GET /performer/verification`: where the creator is in the guided check: each step done or
 * not (with the uploaded file to preview), whether they can send it now, the overall status and
 * the newest decision with its reason.
 */
export async function guidedVerificationOf(deps: Deps, performerId: string) {
  const [{ state, signUpFileIds }, documents] = await Promise.all([
    verificationStateWithFiles(deps, performerId),
    stepDocuments(deps, performerId),
  ]);
  const byStep = new Map(documents.map((d) => [d.step, d]));
  const steps = VERIFICATION_STEPS.map((step) => {
    const doc = byStep.get(step);
    return {
      step,
      done: Boolean(doc),
      document: doc
        ? { fileId: doc.fileId, url: doc.url, mimeType: doc.mimeType, uploadedAt: doc.uploadedAt }
        : null,
    };
  });
  const open = state.verificationStatus === "unsubmitted" || state.verificationStatus === "rejected";
  return {
    verificationStatus: state.verificationStatus,
    steps,
    canSubmit: open && steps.every((s) => s.done),
    lastDecision: state.lastDecision,
    signUpDocuments: await signUpDocuments(deps, signUpFileIds),
  };
}

/** Uploads are taken while nothing is waiting for review and the creator is not verified yet. */
async function assertOpen(deps: Pick<Deps, "db">, performerId: string) {
  const [row] = await deps.db
    .select({ status: performerProfiles.verificationStatus })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId));
  if (!row) throw new AppError("performer_not_found");
  if (row.status === "approved") throw new AppError("already_verified");
  if (row.status === "pending") throw new AppError("verification_in_review");
}

/**
 * `POST /performer/verification/documents/{step}`: the photo (or PDF scan) for one step; a new
 * upload replaces the step's previous file, which is deleted. Checked by content and size
 * (storeUpload's `document` kind). Refused while the documents are in review or once verified.
 */
export async function uploadVerificationDocument(
  deps: Deps,
  viewer: Viewer | null,
  step: VerificationStep,
  file: File,
) {
  const me = requirePerformer(viewer);
  await assertOpen(deps, me.id);
  const stored = await storeUpload(deps, {
    ownerId: me.id,
    kind: "document",
    file,
    refType: "performer-verification",
    refId: me.id,
  });
  const [previous] = await deps.db
    .select({ fileId: verificationDocuments.fileId })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.performerId, me.id), eq(verificationDocuments.step, step)));
  await deps.db
    .insert(verificationDocuments)
    .values({ performerId: me.id, step, fileId: stored.id, createdAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [verificationDocuments.performerId, verificationDocuments.step],
      set: { fileId: stored.id, createdAt: deps.clock.now() },
    });
  if (previous && previous.fileId !== stored.id) await deleteFile(deps, previous.fileId);
  return guidedVerificationOf(deps, me.id);
}

/**
 * `POST /performer/verification/submit`: sends the three documents for review (the status becomes
 * pending and the admin's queue lists the creator). Only with all three: otherwise 422
 * `verification_incomplete`, with what each missing step needs in `details`. The status moves in
 * one guarded statement, so a step removed meanwhile or a second submit cannot slip through.
 */
export async function submitVerification(deps: Deps, viewer: Viewer | null) {
  const me = requirePerformer(viewer);
  await assertOpen(deps, me.id);
  const present = await deps.db
    .select({ step: verificationDocuments.step })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.performerId, me.id));
  const have = new Set(present.map((r) => r.step));
  const missing = VERIFICATION_STEPS.filter((step) => !have.has(step));
  if (missing.length > 0) {
    throw new AppError("verification_incomplete", {
      details: Object.fromEntries(missing.map((step) => [step, STEP_REQUEST.get(step)!])),
    });
  }
  const moved = await deps.db
    .update(performerProfiles)
    .set({ verificationStatus: "pending", updatedAt: deps.clock.now() })
    .where(
      and(
        eq(performerProfiles.userId, me.id),
        inArray(performerProfiles.verificationStatus, ["unsubmitted", "rejected"]),
        sql`(SELECT count(*) FROM ${verificationDocuments} WHERE ${verificationDocuments.performerId} = ${me.id}) = ${VERIFICATION_STEPS.length}`,
      ),
    )
    .returning({ id: performerProfiles.userId });
  if (moved.length === 0) {
    await assertOpen(deps, me.id);
    throw new AppError("verification_incomplete");
  }
  return guidedVerificationOf(deps, me.id);
}
