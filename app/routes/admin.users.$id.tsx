/** /admin/users/:id: one account: edit, suspend or reactivate; for a creator also documents, verification and commission. */
import { data, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AdminUpdateUserBody } from "#functions/admin/console/schemas";
import {
  getAdminUser,
  reactivateUser,
  setCreatorCommission,
  suspendUser,
  updateAdminUser,
} from "#functions/admin/console/users";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { AdjustWalletBody, RefundBody } from "#functions/money/wallet/schemas";
import { adjustWallet, refundCharge, searchPersonCharges } from "#functions/money/wallet/service";
import { listAdminActions } from "#functions/site/audit/service";
import { reviewVerificationAction, rowAttemptKey } from "~/components/admin/actions.server";
import { AdminHeader, Pill, VerificationPill } from "~/components/admin/admin-nav";
import { atName } from "~/components/admin/at-name";
import { AuditEntry } from "~/components/admin/audit-entry";
import { PersonPayments } from "~/components/admin/person-payments";
import { DocumentGallery, ReviewForms } from "~/components/admin/verification-review";
import { ActionToast } from "~/components/ui/action-toast";
import { Avatar } from "~/components/ui/avatar";
import { SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Checkbox, Field, SelectField } from "~/components/ui/field";
import { IntentButton } from "~/components/ui/intent-button";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { type FormFailure, fieldFailure, invalidForm, zodFieldErrors } from "~/lib/errors.server";
import { formErrors, useRowFieldErrors } from "~/lib/form";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.user.name || data?.user.username || "User"} · Admin` },
];

export const loader = pageLoader(handle, async (args) => {
  const id = args.params.id ?? "";
  const { deps, viewer } = args.context.rc;
  const [user, history, charges] = await Promise.all([
    getAdminUser(deps, id),
    listAdminActions(deps, { userId: id, limit: 10, offset: 0, sort: "desc" }),
    searchPersonCharges(deps, viewer, { userId: id, limit: 10, offset: 0 }),
  ]);
  // A fresh key per page load: a double-submitted adjustment or refund is made once.
  return { user, history: history.data, charges, adjustKey: crypto.randomUUID() };
});

/** Commission as typed (a percentage; empty: the site's) to the fraction the service keeps. */
const percentToFraction = (value: FormDataEntryValue | null): number | null => {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) / 10_000 : Number.NaN;
};

const dispatch = byIntent({
  update: async (form, { context: { rc }, params }) => {
    const parsed = AdminUpdateUserBody.safeParse({
      name: form.get("name"),
      username: form.get("username") || undefined,
      email: form.get("email") || undefined,
      emailVerified: form.get("emailVerified") === "on",
      role: form.get("role"),
    });
    if (!parsed.success) return invalidForm(parsed.error);
    await updateAdminUser(rc.deps, requireAdmin(rc.viewer), params.id ?? "", parsed.data);
    return { ok: true as const, message: "Changes saved" };
  },
  suspend: async (form, { context: { rc }, params }) => {
    const reason = String(form.get("reason") ?? "").trim();
    if (!reason)
      return data(
        { ok: false, fieldErrors: { reason: "Say why the account is suspended." } },
        { status: 422 },
      );
    await suspendUser(rc.deps, requireAdmin(rc.viewer), params.id ?? "", reason);
    return { ok: true as const, message: "Account suspended" };
  },
  reactivate: async (_form, { context: { rc }, params }) => {
    await reactivateUser(rc.deps, requireAdmin(rc.viewer), params.id ?? "");
    return { ok: true as const, message: "Account reactivated" };
  },
  commission: async (form, { context: { rc }, params }) => {
    const commission = percentToFraction(form.get("commission"));
    if (commission !== null && (Number.isNaN(commission) || commission < 0 || commission > 1)) {
      return data(
        {
          ok: false,
          fieldErrors: { commission: "Enter a percentage from 0 to 100, or leave it empty for the site's." },
        },
        { status: 422 },
      );
    }
    await setCreatorCommission(rc.deps, requireAdmin(rc.viewer), params.id ?? "", commission);
    return { ok: true as const, message: "Commission saved" };
  },
  verify: reviewVerificationAction,
  refundCharge: async (form, { context: { rc } }) => {
    const parsed = RefundBody.safeParse({ reason: form.get("refundReason") ?? "" });
    if (!parsed.success) {
      return data<FormFailure>({ ok: false, formError: parsed.error.issues[0].message }, { status: 422 });
    }
    const charge = await refundCharge(
      rc.deps,
      rc.viewer,
      String(form.get("id") ?? ""),
      parsed.data,
      rowAttemptKey(form, "refundCharge"),
    );
    return {
      ok: true as const,
      message: `Refunded ${tokenAmount(charge.amount)} to ${atName(charge.user, charge.userId)}`,
    };
  },
  adjust: async (form, { context: { rc }, params }) => {
    const parsed = AdjustWalletBody.safeParse({
      amount: form.get("amount") === "" ? undefined : Number(form.get("amount")),
      reason: form.get("reason") ?? "",
    });
    if (!parsed.success) {
      // The suspend form has a "reason" too: this one's answers under its own name.
      const { reason, ...others } = zodFieldErrors(parsed.error);
      return fieldFailure(reason ? { ...others, adjustReason: reason } : others);
    }
    const result = await adjustWallet(
      rc.deps,
      rc.viewer,
      params.id ?? "",
      parsed.data,
      String(form.get("key") ?? "") || null,
    );
    return {
      ok: true as const,
      message: `${parsed.data.amount > 0 ? "Credited" : "Debited"}: the wallet holds ${tokenAmount(result.balance)}`,
    };
  },
});

export const action = formAction(handle, dispatch);

const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

export default function AdminUser() {
  const { user, history, charges, adjustKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  // The verification's rejection has a "reason" too: this one shows only the suspension's.
  const suspendErrors = useRowFieldErrors(result, "intent", "suspend");
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  const p = user.performer;
  const who = atName(user, "this account");
  // The amount typed, so the confirmation says what will happen; a new form (after an answer) starts at 0.
  const [typed, setTyped] = useState({ form: adjustKey, amount: 0 });
  const adjustBy = typed.form === adjustKey ? typed.amount : 0;
  return (
    <>
      <ActionToast />
      <p className="mb-3 text-sm">
        <Link
          to="/admin/users"
          className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
        >
          ← Users
        </Link>
      </p>
      <AdminHeader
        title={user.name || user.username || "(no name)"}
        description={
          <span className="flex flex-wrap items-center gap-1.5">
            {user.username ? <span>@{user.username}</span> : null}
            <Pill tone={user.role === "admin" ? "brand" : "neutral"}>
              {user.role === "performer" ? "Creator" : user.role === "admin" ? "Admin" : "Fan"}
            </Pill>
            {user.verificationStatus ? <VerificationPill status={user.verificationStatus} /> : null}
            {user.status === "inactive" ? <Pill tone="bad">Suspended</Pill> : <Pill tone="good">Active</Pill>}
          </span>
        }
        action={
          user.role === "performer" && user.username ? (
            <Link
              to={`/${user.username}`}
              className="text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
            >
              View profile
            </Link>
          ) : null
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        {p ? (
          <Card className="xl:col-span-2">
            <CardHeader
              title="Identity verification"
              description={
                p.lastDecision
                  ? `Last decision: ${p.lastDecision.decision} (${p.lastDecision.method}) on ${formatDateTime(p.lastDecision.decidedAt)}${p.lastDecision.reason ? ` — ${p.lastDecision.reason}` : ""}`
                  : "No decision yet."
              }
            />
            <CardBody className="space-y-4">
              <DocumentGallery documents={p.documents} />
              {p.persona ? (
                <p className="text-sm text-ink-muted">
                  Persona inquiry {p.persona.inquiryId}: {p.persona.status}
                </p>
              ) : null}
              <ReviewForms
                performerId={user._id}
                name={user.name}
                verified={user.verificationStatus === "approved"}
              />
            </CardBody>
          </Card>
        ) : null}
        <Card>
          <CardHeader title="Account" description={`Joined ${formatDateTime(user.createdAt)}`} />
          <CardBody>
            <Form noValidate method="post" className="space-y-4" key={user.updatedAt}>
              <div className="flex items-center gap-3">
                <Avatar src={user.avatar} name={user.name} size="md" />
                <p className="text-sm text-ink-muted">
                  Balance {tokenAmount(user.balance)}
                  {user.socialLogins.length ? ` · signs in with ${user.socialLogins.join(", ")}` : ""}
                </p>
              </div>
              <Field label="Name" name="name" defaultValue={user.name} required error={fieldErrors.name} />
              <Field
                label="Username"
                name="username"
                defaultValue={user.username ?? ""}
                error={fieldErrors.username}
                prefix="@"
              />
              <Field
                label="Email"
                name="email"
                type="email"
                defaultValue={user.email ?? ""}
                error={fieldErrors.email}
              />
              <Checkbox
                name="emailVerified"
                label="Email address verified"
                defaultChecked={user.emailVerified}
              />
              <SelectField
                label="Role"
                name="role"
                defaultValue={user.role}
                error={fieldErrors.role ?? fieldErrors.id}
                options={[
                  { value: "fan", label: "Fan" },
                  { value: "performer", label: "Creator" },
                  { value: "admin", label: "Admin" },
                ]}
              />
              <SubmitRow name="intent" value="update" pending={busy("update")}>
                Save changes
              </SubmitRow>
            </Form>
          </CardBody>
        </Card>
        <div className="space-y-6">
          {p ? (
            <Card>
              <CardHeader
                title="Commission"
                description={`The share of each sale the platform keeps. Site setting: ${pct(p.siteCommission)}.`}
              />
              <CardBody>
                <Form noValidate method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <Field
                    label="This creator's commission (%)"
                    name="commission"
                    type="number"
                    min={0}
                    max={100}
                    step="0.01"
                    defaultValue={p.commission === null ? "" : Math.round(p.commission * 10_000) / 100}
                    placeholder={`Site's: ${pct(p.siteCommission)}`}
                    hint="Empty uses the site's; 0 means none."
                    error={fieldErrors.commission}
                    className="flex-1"
                  />
                  <IntentButton intent="commission">Save</IntentButton>
                </Form>
              </CardBody>
            </Card>
          ) : null}
          <Card>
            <CardHeader
              title="Wallet"
              description={`Balance: ${tokenAmount(user.balance)}. An adjustment is recorded in the ledger and the audit log with its reason.`}
            />
            <CardBody>
              <Form method="post" className="space-y-3" key={adjustKey} aria-label="Adjust wallet">
                <input type="hidden" name="key" value={adjustKey} />
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <Field
                    label="Amount (tokens)"
                    name="amount"
                    type="number"
                    step="0.01"
                    required
                    hint="Positive credits, negative debits."
                    error={fieldErrors.amount}
                    onChange={(e) =>
                      setTyped({ form: adjustKey, amount: Number(e.currentTarget.value) || 0 })
                    }
                    className="sm:w-44"
                  />
                  <Field
                    label="Reason for the adjustment"
                    name="reason"
                    required
                    minLength={3}
                    maxLength={500}
                    error={fieldErrors.adjustReason}
                    className="flex-1"
                  />
                </div>
                <ConfirmSubmit
                  name="intent"
                  value="adjust"
                  pending={busy("adjust")}
                  tone={adjustBy < 0 ? "danger" : "primary"}
                  message={
                    adjustBy < 0
                      ? `Debit ${tokenAmount(-adjustBy)} from ${who}'s wallet?`
                      : `Credit ${tokenAmount(adjustBy)} to ${who}'s wallet?`
                  }
                  text="It is recorded in the ledger and the audit log with your reason."
                >
                  Adjust wallet
                </ConfirmSubmit>
              </Form>
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title={user.status === "inactive" ? "Suspended" : "Suspend"}
              description={
                user.status === "inactive"
                  ? "This account cannot log in and does not appear anywhere."
                  : "A suspended account cannot log in; its sessions end and it leaves every list."
              }
            />
            <CardBody>
              {user.status === "inactive" ? (
                <Form noValidate method="post">
                  <IntentButton intent="reactivate" variant="secondary">
                    Reactivate account
                  </IntentButton>
                </Form>
              ) : (
                <Form noValidate method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <Field
                    label="Reason"
                    name="reason"
                    required
                    maxLength={500}
                    error={suspendErrors.reason}
                    className="flex-1"
                  />
                  <IntentButton intent="suspend" variant="danger">
                    Suspend
                  </IntentButton>
                </Form>
              )}
            </CardBody>
          </Card>
          <PersonPayments
            personId={user._id}
            charges={charges.data}
            total={charges.total}
            attemptKey={adjustKey}
          />
          {p ? (
            <Card>
              <CardHeader title="Creator" />
              <CardBody>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-ink-muted">Monthly price</dt>
                  <dd className="text-ink">{tokenAmount(p.monthlyPrice)}</dd>
                  <dt className="text-ink-muted">Yearly price</dt>
                  <dd className="text-ink">{tokenAmount(p.yearlyPrice)}</dd>
                  <dt className="text-ink-muted">Followers</dt>
                  <dd className="text-ink">{p.stats.totalFollowers ?? 0}</dd>
                  <dt className="text-ink-muted">Subscribers</dt>
                  <dd className="text-ink">{p.stats.totalSubscribers ?? 0}</dd>
                  <dt className="text-ink-muted">Posts</dt>
                  <dd className="text-ink">{p.stats.totalPosts ?? 0}</dd>
                </dl>
              </CardBody>
            </Card>
          ) : null}
        </div>
      </div>
      <h2 className="mt-8 mb-3 text-sm font-semibold text-ink-muted">Admin actions about this person</h2>
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">None yet.</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-surface text-sm"
          aria-label="Admin actions"
        >
          {history.map((h) => (
            <AuditEntry key={h._id} entry={h} showPeople={h.people.length > 1} />
          ))}
        </ul>
      )}
    </>
  );
}
