import { type Ctx, emit } from "./context";
import type { Customer } from "./objects";
import { newId, randomToken, unixNow } from "./protocol";

/** What the customer's invoice numbers start with (`<prefix>-0001`), as at Stripe. */
const newInvoicePrefix = () => randomToken(8).toUpperCase();

export function createCustomer(
  ctx: Ctx,
  input: { email: string | null; name: string | null; metadata: Record<string, string> },
): Customer {
  const customer: Customer = {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: unixNow(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: input.email,
    invoice_prefix: newInvoicePrefix(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
  ctx.store.insert(customer);
  emit(ctx, "customer.created", customer);
  return customer;
}
