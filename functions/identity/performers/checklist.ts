/**
 * A new creator's checklist: the steps that turn a fresh account into a page fans can pay for.
 * Each item is read from the state it is about (never a flag the creator ticks), in one statement,
 * so it flips to done the moment that state changes, and back if it is undone.
 */
import { and, eq } from "drizzle-orm";
import { stripeAccounts } from "../../../drizzle/schema/payments";
import { performerPayoutSettings, performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { plainText } from "../../lib/rich-text";
import { CHECKLIST_KEYS, type Checklist, type ChecklistKey } from "./schemas";

/** Where each step is done. */
const HREF: ReadonlyMap<ChecklistKey, string> = new Map([
  ["photos", "/creator/account#photos"],
  ["bio", "/creator/account#profile"],
  ["prices", "/creator/account#prices"],
  ["verification", "/studio/verification"],
  ["payout", "/creator/payouts#payout-method"],
  ["post", "/studio/compose"],
]);

type ChecklistItemState = Checklist["items"][number]["state"];

const state = (done: boolean, inReview = false): ChecklistItemState =>
  done ? "done" : inReview ? "in_review" : "todo";

/**
 * `GET /performer/checklist`: the creator's first steps.
 * - photos: a profile photo and a cover;
 * - bio: a bio that is not empty;
 * - prices: the subscription prices saved at least once (the defaults are not a decision);
 * - verification: the ID approved (in review while the documents wait for an admin or Persona);
 * - payout: bank details, a PayPal email or a Stripe account that can be paid out to;
 * - post: at least one post fans can see.
 */
export async function creatorChecklist(deps: Pick<Deps, "db">, performerId: string): Promise<Checklist> {
  const [row] = await deps.db
    .select({
      avatar: users.avatarFileId,
      cover: users.coverFileId,
      bio: performerProfiles.bio,
      pricesSetAt: performerProfiles.pricesSetAt,
      verification: performerProfiles.verificationStatus,
      posts: performerProfiles.totalPosts,
      bank: performerPayoutSettings.bankAccount,
      paypal: performerPayoutSettings.paypalEmail,
      stripe: stripeAccounts.payoutsEnabled,
    })
    .from(users)
    .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
    .leftJoin(performerPayoutSettings, eq(performerPayoutSettings.performerId, users.id))
    .leftJoin(stripeAccounts, eq(stripeAccounts.performerId, users.id))
    .where(and(eq(users.id, performerId), eq(users.role, "performer")))
    .limit(1);
  if (!row) throw new AppError("performer_not_found");
  const done: Record<ChecklistKey, ChecklistItemState> = {
    photos: state(Boolean(row.avatar && row.cover)),
    bio: state(plainText(row.bio).length > 0),
    prices: state(row.pricesSetAt !== null),
    verification: state(row.verification === "approved", row.verification === "pending"),
    payout: state(Boolean(row.bank || row.paypal || row.stripe)),
    post: state(row.posts > 0),
  };
  const items = CHECKLIST_KEYS.map((key) => ({
    key,
    done: done[key] === "done",
    state: done[key],
    href: HREF.get(key)!,
  }));
  return { items, done: items.every((i) => i.done) };
}
