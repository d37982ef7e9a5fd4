import { PRODUCT_TYPES } from "../../../drizzle/schema/assets";
import { ORDER_STATUSES } from "../../../drizzle/schema/orders";
import { UserCardSchema } from "../../identity/users/cards";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

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
