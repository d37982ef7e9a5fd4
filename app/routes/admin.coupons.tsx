/** /admin/coupons: discount codes for top-ups (a percentage or a fixed sum off the card price, expiry, use limit). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { createCoupon, deleteCoupon, searchCoupons, updateCoupon } from "#functions/money/payments/coupons";
import { CouponBody, CouponQuery, CouponUpdateBody } from "#functions/money/payments/schemas";
import { crudIntents } from "~/components/admin/actions.server";
import { Pill } from "~/components/admin/admin-nav";
import { CrudPage } from "~/components/admin/crud-page";
import { Checkbox, SelectField } from "~/components/ui/field";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
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

const dispatch = crudIntents("Coupon", {
  fields,
  createBody: CouponBody,
  updateBody: CouponUpdateBody,
  create: (rc, input) => createCoupon(rc.deps, rc.viewer, input),
  update: (rc, id, input) => updateCoupon(rc.deps, rc.viewer, id, input),
  remove: (rc, id) => deleteCoupon(rc.deps, rc.viewer, id),
});

export const action = formAction(handle, dispatch);

export default function AdminCoupons() {
  const { coupons, total, offset } = useLoaderData<typeof loader>();
  return (
    <CrudPage
      title="Coupons"
      description="Codes fans enter when they top up their wallet."
      listTitle="Coupons"
      noun="coupon"
      items={coupons}
      total={total}
      page={{ limit: LIMIT, offset }}
      empty="No coupons yet."
      name={(c) => c.code}
      nameClassName="font-mono font-semibold"
      quoted={(c) => c.code}
      deleteQuestion={(c) => `Delete the coupon ${c.code}?`}
      details={(c) => (
        <>
          {c.type === "percentage" ? `${c.value}% off` : `${dollarAmount(c.value)} off`} · used {c.usedCount}
          {c.maxUses === null ? "" : ` of ${c.maxUses}`}
          {c.expiresAt ? ` · until ${formatDateTime(c.expiresAt)}` : ""}
        </>
      )}
      status={(c) => (c.active ? <Pill tone="good">Active</Pill> : <Pill>Off</Pill>)}
      fields={(editing, fieldErrors, field) => (
        <>
          {field("code", "Code", {
            required: true,
            hint: "3 to 40 letters, digits, - or _ (saved in capitals).",
          })}
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
            {field("value", "Value", { type: "number", step: "0.01", min: 0, required: true })}
            {field("expiresAt", "Expires (optional)", {
              type: "date",
              defaultValue: editing?.expiresAt?.slice(0, 10),
            })}
            {field("maxUses", "Use limit (optional)", { type: "number", min: 1, step: "1" })}
          </div>
          <Checkbox label="Active" name="active" defaultChecked={editing?.active ?? true} />
        </>
      )}
    />
  );
}
