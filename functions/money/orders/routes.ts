import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ADMIN_KEY_NOTE,
  type AppEnv,
  bearerSecurity,
  IdempotencyHeaders,
  IdParam,
  jsonBody,
  listOf,
  ok,
  responses,
} from "../../http/hono";
import { RefundBody } from "../wallet/schemas";
import { checkout } from "./checkout";
import {
  CheckoutBody,
  CheckoutSchema,
  DeliveryAddressBody,
  DownloadLinkSchema,
  OrderSchema,
  PerformerOrderQuery,
  UpdateOrderBody,
  UserOrderQuery,
} from "./schemas";
import {
  changeDeliveryAddress,
  productDownloadLink,
  refundOrder,
  searchPerformerOrders,
  searchUserOrders,
  updateOrder,
  viewOrder,
} from "./service";

const TAGS = ["Orders"];

const checkoutRoute = createRoute({
  method: "post",
  path: "/orders/checkout",
  tags: TAGS,
  summary: "Pay a cart once from the wallet: one order per creator, digital items delivered at once",
  description:
    "Every item passes the rules of buying that product alone (404, 403 blocked or geoblocked, 422). One wallet " +
    "payment for the whole cart, in one batch with each creator's order, earning and commission and each item's " +
    "stock; a refusal writes nothing: 402 with `details.shortfall`, 409 `out_of_stock` naming the short items, " +
    "409 `price_changed` when `expectedTotal` is not the total now (`details.price`, and each item's price in " +
    '`details["items.<productId>"]`), 409 `already_purchased` for a digital item bought before, 422 for a physical ' +
    "item without `deliveryAddressId`. Honours Idempotency-Key: the same key and cart answer the first checkout " +
    "(201) and move no money; the same key with another cart is 409 `idempotency_key_reused`. An admin refunds " +
    "one order at a time (`POST /admin/orders/{id}/refund`).",
  security: bearerSecurity,
  request: { headers: IdempotencyHeaders, body: jsonBody(CheckoutBody) },
  responses: responses(
    CheckoutSchema,
    "The orders and the payment",
    [
      "unauthorized",
      "insufficient_balance",
      "cannot_pay_yourself",
      "user_blocked",
      "country_blocked",
      "performer_not_found",
      "not_found",
      "out_of_stock",
      "already_purchased",
      "price_changed",
      "idempotency_key_reused",
      "validation_failed",
    ],
    201,
  ),
});

const userSearch = createRoute({
  method: "get",
  path: "/orders/users/search",
  tags: TAGS,
  summary: "The viewer's orders",
  security: bearerSecurity,
  request: { query: UserOrderQuery },
  responses: responses(listOf(OrderSchema), "Orders", ["unauthorized", "validation_failed"]),
});

const performerSearch = createRoute({
  method: "get",
  path: "/orders/search",
  tags: TAGS,
  summary: "Orders of the creator's products (admins: everyone's, or performerId's)",
  security: bearerSecurity,
  request: { query: PerformerOrderQuery },
  responses: responses(listOf(OrderSchema), "Orders", [
    "unauthorized",
    "performer_only",
    "validation_failed",
  ]),
});

const view = createRoute({
  method: "get",
  path: "/orders/{id}",
  tags: TAGS,
  summary: "One order (its buyer, its seller, admins)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(OrderSchema, "The order", ["unauthorized", "not_found"]),
});

const update = createRoute({
  method: "put",
  path: "/orders/{id}/update",
  tags: TAGS,
  summary:
    "The seller moves a physical order on (processing → shipping → delivered) and sets the shipping code",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(UpdateOrderBody) },
  responses: responses(OrderSchema, "The order", [
    "unauthorized",
    "performer_only",
    "not_found",
    "order_status_invalid",
    "validation_failed",
  ]),
});

const address = createRoute({
  method: "put",
  path: "/orders/{id}/update/delivery-address",
  tags: TAGS,
  summary: "The buyer changes the delivery address while the order is processing",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(DeliveryAddressBody) },
  responses: responses(OrderSchema, "The order", [
    "unauthorized",
    "not_found",
    "order_status_invalid",
    "validation_failed",
  ]),
});

const download = createRoute({
  method: "get",
  path: "/performer-assets/products/{id}/download-link",
  tags: TAGS,
  summary: "A signed link to a bought digital product's file (valid one hour)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(DownloadLinkSchema, "The link", ["unauthorized", "purchase_required", "not_found"]),
});

const refund = createRoute({
  method: "post",
  path: "/admin/orders/{id}/refund",
  tags: ["Admin: money"],
  summary: "Refund an order: the buyer's balance and the product's stock come back",
  description: ADMIN_KEY_NOTE,
  security: bearerSecurity,
  request: { params: IdParam, headers: IdempotencyHeaders, body: jsonBody(RefundBody) },
  responses: responses(OrderSchema, "The order", [
    "unauthorized",
    "admin_only",
    "not_found",
    "already_refunded",
    "idempotency_key_reused",
    "conflict",
    "validation_failed",
  ]),
});

export function registerOrderRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(checkoutRoute, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const answer = await checkout(
      deps,
      viewer,
      country,
      c.req.valid("json"),
      c.req.valid("header")["idempotency-key"] ?? null,
    );
    return ok(c, answer, 201);
  });
  api.openapi(userSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchUserOrders(deps, viewer, c.req.valid("query")));
  });
  api.openapi(performerSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchPerformerOrders(deps, viewer, c.req.valid("query")));
  });
  api.openapi(view, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewOrder(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateOrder(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(address, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await changeDeliveryAddress(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json").deliveryAddressId,
      ),
    );
  });
  api.openapi(download, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await productDownloadLink(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(refund, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await refundOrder(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json").reason,
        c.req.valid("header")["idempotency-key"] ?? null,
      ),
    );
  });
}
