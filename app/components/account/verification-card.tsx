import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { PerformerProfile } from "#functions/identity/performers/schemas";
import { plural } from "~/lib/plural";
import { Alert } from "../ui/alert";
import { buttonClass } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";

const STATUS_TEXT: Record<NonNullable<PerformerProfile["verificationStatus"]>, string> = {
  unsubmitted: "Not verified yet. Send photos of your ID (front and back) and a selfie holding it.",
  pending: "Your documents are being reviewed, usually within a day.",
  approved: "You're verified.",
  rejected: "Your verification was not accepted. Send clearer documents to try again.",
};

export interface VerificationState {
  lastDecision: { decision: string; method: string; reason: string } | null;
  persona: { status: string } | null;
  personaEnabled: boolean;
}

/**
 * The creator's ID verification: its state, why it was refused, and the ways to get verified:
 * the guided ID check (/studio/verification) and, where the site offers it, Persona.
 */
export function VerificationCard({
  status,
  documentCount,
  state,
  returnedFromPersona,
}: {
  status: PerformerProfile["verificationStatus"];
  documentCount: number;
  state: VerificationState;
  returnedFromPersona: boolean;
}) {
  const current = status ?? "unsubmitted";
  const personaBusy = state.persona && ["completed", "needs_review"].includes(state.persona.status);
  const revalidator = useRevalidator();
  // Back from Persona: its verdict arrives by webhook moments later; look again a few times.
  useEffect(() => {
    if (!returnedFromPersona || current === "approved") return;
    const timer = setInterval(() => revalidator.revalidate(), 3000);
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [returnedFromPersona, current, revalidator]);
  return (
    <Card id="verification">
      <CardHeader
        title="ID verification"
        description="Verified creators appear in search and can sell content, go live and request payouts."
      />
      <CardBody className="space-y-3">
        <p className="text-sm text-ink">
          {STATUS_TEXT[current]}
          {documentCount > 0 ? (
            <span className="text-ink-subtle"> ({plural(documentCount, "document")} sent)</span>
          ) : null}
        </p>
        {current === "rejected" && state.lastDecision?.reason ? (
          <Alert tone="error">Reason: {state.lastDecision.reason}</Alert>
        ) : null}
        {returnedFromPersona && current !== "approved" ? (
          <Alert tone="info">
            Thanks! Persona is checking your identity; this page updates when it is done.
          </Alert>
        ) : null}
        {current !== "approved" ? (
          <div className="flex flex-wrap items-center gap-3">
            <a href="/studio/verification" className={buttonClass("primary", "sm")}>
              {current === "pending" ? "See your ID check" : "Start the ID check"}
            </a>
            <span className="text-xs text-ink-subtle">
              Front and back of your ID and a selfie holding it, each with a preview.
            </span>
          </div>
        ) : null}
        {current !== "approved" && state.personaEnabled ? (
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
            {personaBusy ? (
              <p className="text-sm text-ink-muted">Persona is reviewing your identity check.</p>
            ) : (
              <>
                <a href="/creator/persona" className={buttonClass("secondary", "sm")}>
                  Verify with Persona instead
                </a>
                <span className="text-xs text-ink-subtle">
                  A quick ID and selfie check, usually done in minutes.
                </span>
              </>
            )}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
