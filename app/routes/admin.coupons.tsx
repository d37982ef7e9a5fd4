/** /admin/coupons: discount codes for top-ups (a percentage or a fixed sum off the card price, expiry, use limit). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { createCoupon, deleteCoupon, searchCoupons, updateCoupon } from "#functions/money/payments/coupons";
import { CouponBody, CouponQuery, CouponUpdateBody } from "#functions/money/payments/schemas";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { Checkbox, Field, SelectField } from "~/components/ui/field";
import { Pager, pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import { dollarAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Coupons · Admin" }];

const LIMIT = 20;

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewer } = args.context.rc;
  const { offset } = pageParams(args.request);
  const result = await searchCoupons(deps, viewer, CouponQuery.parse({ limit: LIMIT, offset }));
  return { offset, total: result.total, coupons: result.data };
});

/** The form as the API's body: an empty expiry or limit means none; the date ends that day (UTC). */
const fields = (form: FormData) => {
  const expires = String(form.get("expiresAt") ?? "").trim();
  const maxUses = String(form.get("maxUses") ?? "").trim();
  return {
    code: String(form.get("code") ?? ""),
    type: form.get("type"),
    value: form.get("value") === "" ? undefined : Number(form.get("value")),
    expiresAt: expires ? `${expires}T23:59:59.999Z` : null,
    maxUses: maxUses ? Number(maxUses) : null,
    active: form.get("active") === "on",
  };
};

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const parsed = CouponBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await createCoupon(rc.deps, rc.viewer, parsed.data);
    return { ok: true as const, message: "Coupon created" };
  },
  update: async (form, { context: { rc } }) => {
    const parsed = CouponUpdateBody.safeParse(fields(form));
    if (!parsed.success) return invalidForm(parsed.error);
    await updateCoupon(rc.deps, rc.viewer, String(form.get("id") ?? ""), parsed.data);
    return { ok: true as const, message: "Coupon saved" };
  },
  delete: async (form, { context: { rc } }) => {
    await deleteCoupon(rc.deps, rc.viewer, String(form.get("id") ?? ""));
    return { ok: true as const, message: "Coupon deleted" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminCoupons() {
  const { coupons, total, offset } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const editing = coupons.find((c) => c._id === params.get("edit")) ?? null;
  const saving = navigation.formData?.get("intent") === (editing ? "update" : "create");
  return (
    <>
      <ActionToast />
      <AdminHeader title="Coupons" description="Codes fans enter when they top up their wallet." />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Coupons" description={`${total} in all`} />
          <CardBody>
            {coupons.length === 0 ? (
              <p className="text-sm text-ink-muted">No coupons yet.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Coupons">
                {coupons.map((c) => (
                  <li key={c._id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`?edit=${c._id}`}
                        className="font-mono font-semibold text-ink hover:underline"
                      >
                        {c.code}
                      </Link>
                      <p className="text-xs text-ink-subtle">
                        {c.type === "percentage" ? `${c.value}% off` : `${dollarAmount(c.value)} off`} · used{" "}
                        {c.usedCount}
                        {c.maxUses === null ? "" : ` of ${c.maxUses}`}
                        {c.expiresAt ? ` · until ${formatDateTime(c.expiresAt)}` : ""}
                      </p>
                    </div>
                    {c.active ? <Pill tone="good">Active</Pill> : <Pill>Off</Pill>}
                    <Form method="post" noValidate>
                      <input type="hidden" name="id" value={c._id} />
                      <ConfirmSubmit
                        message={`Delete the coupon ${c.code}?`}
                        name="intent"
                        value="delete"
                        variant="ghost"
                        size="sm"
                      >
                        Delete
                      </ConfirmSubmit>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <Pager total={total} limit={LIMIT} offset={offset} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={editing ? `Edit ${editing.code}` : "New coupon"}
            action={
              editing ? (
                <ButtonLink to="?" variant="ghost" size="sm">
                  New coupon
                </ButtonLink>
              ) : null
            }
          />
          <CardBody>
            <Form method="post" noValidate className="space-y-4" key={editing?._id ?? `new-${total}`}>
              {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
              <Field
                label="Code"
                name="code"
                required
                defaultValue={editing?.code}
                hint="3 to 40 letters, digits, - or _ (saved in capitals)."
                error={fieldErrors.code}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Discount"
                  name="type"
                  defaultValue={editing?.type ?? "percentage"}
                  options={[
                    { value: "percentage", label: "Percentage off" },
                    { value: "fixed", label: "Dollars off the price" },
                  ]}
                  error={fieldErrors.type}
                />
                <Field
                  label="Value"
                  name="value"
                  type="number"
                  step="0.01"
                  min={0}
                  required
                  defaultValue={editing?.value}
                  error={fieldErrors.value}
                />
                <Field
                  label="Expires (optional)"
                  name="expiresAt"
                  type="date"
                  defaultValue={editing?.expiresAt?.slice(0, 10)}
                  error={fieldErrors.expiresAt}
                />
                <Field
                  label="Use limit (optional)"
                  name="maxUses"
                  type="number"
                  min={1}
                  step="1"
                  defaultValue={editing?.maxUses ?? ""}
                  error={fieldErrors.maxUses}
                />
              </div>
              <Checkbox label="Active" name="active" defaultChecked={editing?.active ?? true} />
              <Button type="submit" name="intent" value={editing ? "update" : "create"} pending={saving}>
                {editing ? "Save coupon" : "Create coupon"}
              </Button>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
