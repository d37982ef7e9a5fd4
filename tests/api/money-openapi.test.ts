import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

/** The money calls of the API (wallet, payments, subscriptions, earnings, payouts, orders) and their admin calls. */
const CALLS = [
  "GET /performer/earning/stats",
  "GET /performer/earning/search",
  "GET /package/token/search",
  "GET /orders/search",
  "GET /orders/users/search",
  "GET /orders/{id}",
  "PUT /orders/{id}/update",
  "PUT /orders/{id}/update/delivery-address",
  "GET /performer-assets/products/{id}/download-link",
  "POST /payment/subscribe/performers",
  "GET /payment/transactions/user/search",
  "POST /payment/wallet/top-up",
  "POST /coupons/{code}/apply-coupon",
  "POST /stripe/accounts",
  "GET /payment-cards",
  "POST /stripe/cards",
  "DELETE /payment-cards/{id}",
  "POST /payout-requests/calculate",
  "GET /payout-requests/search",
  "POST /payout-requests",
  "PUT /payout-requests/{id}",
  "GET /payout-requests/{id}/view",
  "GET /payout-requests/check/pending-review",
  "POST /addresses/create",
  "PUT /addresses/{id}",
  "GET /addresses/search",
  "DELETE /addresses/{id}",
  "GET /subscriptions/performer/search",
  "GET /subscriptions/user/search",
  "POST /payment/{provider}/cancel-subscription/{id}",
  "POST /payment/{provider}/resume-subscription/{id}",
  "POST /wallet/charges/tip/{id}",
  "POST /wallet/charges/feed/{id}",
  "POST /wallet/charges/product/{id}",
  "POST /wallet/charges/video/{id}",
  "POST /wallet/charges/gallery/{id}",
  "POST /wallet/charges/message/{id}",
  "POST /wallet/charges/stream/{id}",
  "POST /wallet/charges/crowdfunding/{id}",
  "GET /wallet/charges/search",
  "POST /webhooks/stripe",
  "POST /admin/wallets/{userId}/adjust",
  "POST /admin/wallet/charges/{id}/refund",
  "POST /admin/orders/{id}/refund",
  "POST /admin/payout-requests/{id}/approve",
  "POST /admin/payout-requests/{id}/reject",
  "POST /admin/payout-requests/{id}/paid",
  "GET /admin/token-packages/search",
  "POST /admin/token-packages",
  "PUT /admin/token-packages/{id}",
  "DELETE /admin/token-packages/{id}",
  "GET /admin/coupons/search",
  "POST /admin/coupons",
  "PUT /admin/coupons/{id}",
  "DELETE /admin/coupons/{id}",
];

describe("OpenAPI document: money", () => {
  it("describes every money call", async () => {
    const res = await call("/api/openapi.json");
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
    const documented = new Set(
      Object.entries(res.json.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    expect(
      CALLS.filter((entry) => !documented.has(`${entry.split(" ")[0]} ${shape(entry.split(" ")[1])}`)),
    ).toEqual([]);
  });
});
