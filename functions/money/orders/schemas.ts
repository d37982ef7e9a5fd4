import { PRODUCT_TYPES } from "../../../drizzle/schema/assets";
import { ORDER_STATUSES } from "../../../drizzle/schema/orders";
import { UserCardSchema } from "../../identity/users/cards";
import { isWholeCents } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { ChargeSchema } from "../wallet/schemas";

const DeliveryAddressSchema = z
  .object({
    addressId: z.string(),
    name: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    streetAddress: z.string(),
    zipCode: z.string(),
    description: z.string(),
  })
  .openapi("DeliveryAddress");

export const OrderItemSchema = z
  .object({
    productId: z.string(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    quantity: z.number().int(),
    unitPrice: z.number(),
    totalPrice: z.number(),
    downloadLink: z.string().nullable().openapi({
      description:
        "Digital: the path that answers a signed link to its file (GET, the buyer's session), usable at once",
    }),
  })
  .openapi("OrderItem");

export const OrderSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    user: UserCardSchema.nullable(),
    performerId: z.string(),
    performer: UserCardSchema.nullable(),
    productId: z.string(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    quantity: z.number().int(),
    unitPrice: z.number(),
    totalPrice: z.number(),
    status: z
      .enum(ORDER_STATUSES)
      .openapi({ description: "physical: processing → shipping → delivered; digital: delivered; refunded" }),
    shippingCode: z.string().nullable(),
    deliveryAddress: DeliveryAddressSchema.nullable(),
    chargeId: z.string(),
    checkoutId: z
      .string()
      .nullable()
      .openapi({ description: "The cart checkout that made it (one order per creator), or null" }),
    items: z.array(OrderItemSchema).openapi({
      description:
        "The products of the order (one, or a cart's products of this creator; then productName names them all, quantity counts the units and unitPrice is the order's total)",
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Order");
export type OrderDto = z.infer<typeof OrderSchema>;

const ORDER_SORTS = ["createdAt", "totalPrice", "updatedAt"] as const;
const listQuery = PagingQuery.extend({
  sortBy: namedKey(ORDER_SORTS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export const UserOrderQuery = listQuery;
export type UserOrderQueryInput = z.infer<typeof UserOrderQuery>;
export const PerformerOrderQuery = listQuery.extend({
  performerId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: "Admins: one creator's orders" }),
});
export type PerformerOrderQueryInput = z.infer<typeof PerformerOrderQuery>;

export const UpdateOrderBody = z
  .object({
    status: z.enum(["shipping", "delivered"]).optional(),
    shippingCode: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: "The carrier's tracking code" }),
  })
  .openapi("OrderUpdate");
export type UpdateOrderInput = z.infer<typeof UpdateOrderBody>;

export const DeliveryAddressBody = z
  .object({ deliveryAddressId: z.string().trim().min(1).max(64) })
  .openapi("OrderDeliveryAddressInput");

export const DownloadLinkSchema = z
  .object({
    url: z.string().openapi({ description: "A signed link to the product's file, valid until expiresAt" }),
    expiresAt: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
  })
  .openapi("DownloadLink");

/** Most different products one checkout takes. */
export const CART_MAX_ITEMS = 50;

export const CartItemBody = z.object({
  productId: z.string().trim().min(1).max(64),
  quantity: z
    .number()
    .int("Enter a whole number.")
    .min(1, "Enter at least 1.")
    .max(100, "Enter at most 100.")
    .openapi({ description: "Units (a digital product: 1)" }),
});

export const CheckoutBody = z
  .object({
    items: z
      .array(CartItemBody)
      .min(1, "The cart is empty.")
      .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} products in one checkout.`),
    deliveryAddressId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: "Required when an item is physical: one of the fan's addresses" }),
    expectedTotal: z
      .number({ message: "Enter an amount in tokens." })
      .min(0, "Enter 0 or more tokens.")
      .max(1_000_000, "Enter at most 1,000,000 tokens.")
      .refine(isWholeCents, "At most two decimals.")
      .openapi({
        description:
          "Tokens the fan saw and agrees to pay: the cart's total (each item's price × quantity). When the total now differs, the call answers 409 `price_changed` with the total now in `details.price` and each item's price now in `details[\"items.<productId>\"]`, and nothing is charged.",
        example: 24.5,
        multipleOf: 0.01,
      }),
  })
  .openapi("CheckoutInput");
export type CheckoutInput = z.infer<typeof CheckoutBody>;

export const CheckoutSchema = z
  .object({
    orders: z.array(OrderSchema).openapi({ description: "One order per creator of the cart" }),
    charge: z
      .object({
        _id: z.string().openapi({ description: "The checkout" }),
        amount: z.number().openapi({ description: "Tokens taken from the wallet, once" }),
        description: z.string(),
        parts: z.array(ChargeSchema).openapi({
          description:
            "Its part for each creator (their earning, the platform's commission), as in the spending list",
        }),
        createdAt: z.string(),
      })
      .openapi("CheckoutCharge"),
    total: z.number().openapi({ description: "Tokens paid" }),
  })
  .openapi("Checkout");
export type CheckoutDto = z.infer<typeof CheckoutSchema>;
