/** Connect: accounts, account links, Express dashboard login links and transfers. */
import { listOf, type Route, readListQuery, route } from "../api";
import {
  CAPABILITIES,
  type CapabilityName,
  createAccount,
  createAccountLink,
  createTransfer,
} from "../connect";
import { emit } from "../context";
import type { Account } from "../objects";
import { invalidRequest, mergeMetadata, type Params, unixNow } from "../protocol";
import { currency, email, newMetadata, url } from "./read";

function requestedCapabilities(p: Params): CapabilityName[] {
  const caps = p.obj("capabilities");
  if (!caps) return [];
  const requested: CapabilityName[] = [];
  for (const name of CAPABILITIES) {
    if (caps.obj(name)?.bool("requested")) requested.push(name);
  }
  return requested;
}

/** The platform's own account (`GET /v1/account`, `stripe.accounts.retrieve()` without an id). */
const PLATFORM: Account = {
  id: "acct_standinplatform",
  object: "account",
  business_profile: null,
  business_type: "company",
  capabilities: { card_payments: "active", transfers: "active" },
  charges_enabled: true,
  controller: { type: "account" },
  country: "US",
  created: 1_700_000_000,
  default_currency: "usd",
  details_submitted: true,
  email: null,
  metadata: {},
  payouts_enabled: true,
  requirements: undefined,
  type: "standard",
};

export const connectRoutes: Route[] = [
  route(
    "POST",
    "/v1/accounts",
    (p) => {
      const type = p.str("type", {
        required: true,
        oneOf: ["express", "standard", "custom"],
      }) as Account["type"];
      const capabilities = requestedCapabilities(p);
      if (type !== "standard" && !capabilities.length) {
        throw invalidRequest(
          `Accounts of type ${type} must request the transfers (or card_payments) capability: capabilities[transfers][requested]=true.`,
          { param: "capabilities" },
        );
      }
      const profile = p.obj("business_profile");
      return {
        type: type as "express" | "standard" | "custom",
        country: (p.str("country") ?? "US").toUpperCase(),
        email: email(p) ?? null,
        businessType: (p.str("business_type", {
          oneOf: ["company", "government_entity", "individual", "non_profit"],
        }) ?? null) as Account["business_type"],
        capabilities,
        metadata: newMetadata(p),
        businessName: profile?.str("name") ?? null,
        businessUrl: profile ? (url(profile, "url") ?? null) : null,
        productDescription: profile?.str("product_description"),
        mcc: profile?.str("mcc"),
      };
    },
    (ctx, input) => createAccount(ctx, input),
  ),
  route(
    "GET",
    "/v1/accounts/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("account", id),
  ),
  route(
    "GET",
    "/v1/account",
    () => null,
    () => PLATFORM,
  ),
  route(
    "POST",
    "/v1/accounts/:id",
    (p, ctx, [id]) => ({ account: ctx.store.get("account", id), email: email(p), metadata: p.metadata() }),
    (ctx, input) => {
      const { account } = input;
      const previous: Record<string, unknown> = {};
      if (input.email !== undefined && input.email !== account.email) {
        previous.email = account.email;
        account.email = input.email;
      }
      if (input.metadata !== undefined) {
        previous.metadata = account.metadata;
        account.metadata = mergeMetadata(account.metadata ?? Object.create(null), input.metadata);
      }
      if (Object.keys(previous).length) emit(ctx, "account.updated", account, previous);
      return account;
    },
  ),
  route(
    "GET",
    "/v1/accounts",
    (p) => readListQuery(p),
    (ctx, query) => listOf(ctx.store.all("account"), query, "/v1/accounts", "account"),
  ),
  route(
    "DELETE",
    "/v1/accounts/:id",
    (_p, ctx, [id]) => ctx.store.get("account", id),
    (ctx, account) => {
      ctx.store.remove(account.id);
      return { id: account.id, object: "account", deleted: true };
    },
  ),
  route(
    "POST",
    "/v1/account_links",
    (p, ctx) => {
      const account = ctx.store.get("account", p.str("account", { required: true }), "account");
      p.str("type", { required: true, oneOf: ["account_onboarding", "account_update"] });
      p.str("collect", { oneOf: ["currently_due", "eventually_due"] });
      const options = p.obj("collection_options");
      options?.str("fields", { oneOf: ["currently_due", "eventually_due"] });
      options?.str("future_requirements", { oneOf: ["include", "omit"] });
      return {
        account,
        refreshUrl: url(p, "refresh_url", { required: true }),
        returnUrl: url(p, "return_url", { required: true }),
      };
    },
    (ctx, input) => createAccountLink(ctx, input),
  ),
  route(
    "POST",
    "/v1/accounts/:id/login_links",
    (_p, ctx, [id]) => {
      const account = ctx.store.get("account", id);
      if (account.type !== "express") {
        throw invalidRequest("Login links can only be created for Express accounts.", { param: "account" });
      }
      if (!account.details_submitted) {
        throw invalidRequest("Cannot create a login link for an account that has not completed onboarding.", {
          param: "account",
        });
      }
      return account;
    },
    (ctx, account) => ({
      object: "login_link",
      created: unixNow(),
      url: `${ctx.baseUrl}/connect/dashboard/${account.id}`,
    }),
  ),

  // Transfers
  route(
    "POST",
    "/v1/transfers",
    (p, ctx) => {
      const code = currency(p);
      const sourceTransaction = p.str("source_transaction");
      if (sourceTransaction) ctx.store.get("charge", sourceTransaction, "source_transaction");
      return {
        amount: p.int("amount", { required: true, min: 1 }),
        currency: code,
        destination: ctx.store.get("account", p.str("destination", { required: true }), "destination"),
        description: p.str("description") ?? null,
        metadata: newMetadata(p),
        transferGroup: p.str("transfer_group") ?? null,
        sourceTransaction: sourceTransaction ?? null,
      };
    },
    (ctx, input) => createTransfer(ctx, input),
  ),
  route(
    "GET",
    "/v1/transfers/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("transfer", id),
  ),
  route(
    "GET",
    "/v1/transfers",
    (p) => ({
      query: readListQuery(p),
      destination: p.str("destination"),
      transferGroup: p.str("transfer_group"),
    }),
    (ctx, { query, destination, transferGroup }) =>
      listOf(
        ctx.store
          .all("transfer")
          .filter(
            (t) =>
              (!destination || t.destination === destination) &&
              (!transferGroup || t.transfer_group === transferGroup),
          ),
        query,
        "/v1/transfers",
        "transfer",
      ),
  ),
];
