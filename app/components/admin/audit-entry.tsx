/**
 * One audit log entry in words an operator reads: what was done, to whom (a person's name linking
 * to their page), and what changed. The stored details stay the record (money in cents, a
 * commission as a fraction); every detail key has one formatter here, and keys that only point at
 * something already shown (the people, an owner's id) are left out.
 */
import { Link } from "@remix-run/react";
import type { AdminActionEntry } from "#functions/site/audit/service";
import { SETTING_FIELDS } from "~/components/admin/setting-fields";
import { formatDateTime } from "~/components/ui/time";
import { sharePercent, tokenAmount } from "~/lib/money";

/** What each action did, as a sentence's verb phrase. */
const ACTION_WORDS: Record<string, string> = {
  "user.update": "Edited the account",
  "user.suspend": "Suspended the account",
  "user.reactivate": "Lifted the suspension",
  "creator.commission": "Changed the creator's commission",
  "creator.update": "Edited the creator's profile",
  "verification.approve": "Approved the creator's ID",
  "verification.reject": "Rejected the creator's ID",
  "wallet.adjust": "Adjusted the wallet",
  "charge.refund": "Refunded a charge",
  "payout.approve": "Approved a payout request",
  "payout.reject": "Rejected a payout request",
  "payout.paid": "Marked a payout request paid",
  "report.remove_item": "Removed a reported item",
  "report.dismiss": "Dismissed a report",
  "report.block_user": "Blocked the account behind a report",
  "report.status": "Changed a report's status",
  "settings.update": "Changed settings",
  "country-block.add": "Blocked countries",
  "country-block.remove": "Unblocked a country",
  "coupon.create": "Created a coupon",
  "coupon.update": "Edited a coupon",
  "coupon.delete": "Deleted a coupon",
  "token_package.create": "Created a token package",
  "token_package.update": "Edited a token package",
  "token_package.delete": "Deleted a token package",
  "banner.create": "Created a banner",
  "banner.update": "Edited a banner",
  "banner.delete": "Deleted a banner",
  "page.create": "Created a site page",
  "page.update": "Edited a site page",
  "page.delete": "Deleted a site page",
  "contact.status": "Marked a contact message",
  "feed.delete": "Deleted a post",
  "photo.update": "Edited a photo",
  "photo.delete": "Deleted a photo",
  "gallery.cover": "Changed a gallery's cover",
  "gallery.delete": "Deleted a gallery",
  "video.delete": "Deleted a video",
  "product.delete": "Deleted a product",
  "comment.delete": "Deleted a comment",
};

export const actionWords = (action: string) => ACTION_WORDS[action] ?? action;

/** Field names as the console's forms label them. */
const FIELD_WORDS: Record<string, string> = {
  active: "Offered / active",
  isActive: "Offered / active",
  name: "Name",
  username: "Username",
  email: "Email",
  emailVerified: "Email verified",
  role: "Role",
  title: "Title",
  description: "Description",
  content: "Content",
  slug: "Address",
  price: "Price",
  tokens: "Tokens",
  ordering: "Order",
  code: "Code",
  type: "Type",
  value: "Value",
  expiresAt: "Expires",
  maxUses: "Uses allowed",
  status: "Status",
  imageUrl: "Image",
  link: "Link",
  position: "Position",
};

const field = (name: string) => FIELD_WORDS[name] ?? name;
const quoted = (value: unknown) => `“${String(value)}”`;
/** A stored amount (integer cents) as tokens. */
const cents = (value: unknown) => (typeof value === "number" ? tokenAmount(value / 100) : String(value));
/** A commission kept as a fraction (0.2), as the Settings page shows it (20%); null: the site's. */
const commission = (value: unknown) =>
  typeof value === "number" ? sharePercent(Math.round(value * 10_000)) : "the site's rate";
const plain = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "(empty)"
    : typeof value === "boolean"
      ? value
        ? "on"
        : "off"
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

/** A setting's value as the Settings form shows it. */
function settingValue(key: string, value: unknown) {
  const kind = (SETTING_FIELDS as Record<string, { kind: string }>)[key]?.kind;
  if (kind === "percent") return commission(value);
  if (kind === "tokens" && typeof value === "number") return tokenAmount(value);
  if (kind === "days" && typeof value === "number") return `${value} ${value === 1 ? "day" : "days"}`;
  return plain(value);
}
const settingLabel = (key: string) =>
  (SETTING_FIELDS as Record<string, { label: string }>)[key]?.label ?? key;

type Details = Record<string, unknown>;
/** One formatter per detail key: a line of words, or null to leave the key out. */
const DETAIL_WORDS: Record<string, (value: unknown, entry: AdminActionEntry) => string | null> = {
  amount: (v) => `Amount: ${cents(v)}`,
  reason: (v) => (v ? `Reason: ${v}` : null),
  note: (v) => (v ? `Note: ${v}` : null),
  reference: (v) => (v ? `Reference: ${v}` : null),
  from: (v, e) =>
    e.action === "creator.commission"
      ? `From ${commission(v)} to ${commission(e.details.to)}`
      : `From ${plain(v)} to ${plain(e.details.to)}`,
  to: () => null,
  fields: (v) =>
    Array.isArray(v)
      ? v.length
        ? `Changed: ${v.map((f) => field(String(f))).join(", ")}`
        : "Nothing changed"
      : null,
  changes: (v) =>
    v && typeof v === "object"
      ? Object.entries(v as Record<string, { from: unknown; to: unknown }>)
          .map(
            ([key, c]) => `${settingLabel(key)}: ${settingValue(key, c.from)} → ${settingValue(key, c.to)}`,
          )
          .join("; ")
      : null,
  after: (v, e) =>
    v && typeof v === "object"
      ? Object.entries(v as Details)
          .map(
            ([key, to]) =>
              `${field(key)}: ${plain((e.details.before as Details | undefined)?.[key])} → ${plain(to)}`,
          )
          .join("; ")
      : null,
  before: () => null,
  target: (v) => `Reported ${v === "feed" ? "post" : String(v)}`,
  name: (v) => quoted(v),
  title: (v) => quoted(v),
  code: (v) => `Code ${v}`,
  slug: (v) => `/pages/${v}`,
  // Shown as the entry's people, or only an internal pointer.
  targetId: () => null,
  ownerId: () => null,
  userId: () => null,
  performerId: () => null,
  movementId: () => null,
  reportId: () => null,
};

/** The entry's details as lines of words, each key through its formatter. */
export function detailLines(entry: AdminActionEntry): string[] {
  return Object.entries(entry.details)
    .map(([key, value]) => (DETAIL_WORDS[key] ? DETAIL_WORDS[key](value, entry) : `${key}: ${plain(value)}`))
    .filter((line): line is string => !!line);
}

const personName = (p: AdminActionEntry["people"][number]) =>
  p.username === null ? "a deleted account" : `${p.name || p.username} (@${p.username})`;

/** The people an entry is about, each linking to their admin page. */
function People({ people }: { people: AdminActionEntry["people"] }) {
  return (
    <>
      {people.map((p, i) => (
        <span key={p._id}>
          {i > 0 ? ", " : ""}
          {p.username === null ? (
            personName(p)
          ) : (
            <Link to={`/admin/users/${p._id}`} className="text-brand-600 hover:underline dark:text-brand-400">
              {personName(p)}
            </Link>
          )}
        </span>
      ))}
    </>
  );
}

/** One entry of the log: what, about whom, by which admin and when, and what changed. */
export function AuditEntry({ entry, showPeople = true }: { entry: AdminActionEntry; showPeople?: boolean }) {
  const lines = detailLines(entry);
  return (
    <li className="space-y-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{actionWords(entry.action)}</span>
        <span className="text-xs text-ink-subtle">
          {entry.adminName || entry.adminId} · {formatDateTime(entry.createdAt)}
        </span>
      </div>
      {showPeople && entry.people.length > 0 ? (
        <p className="text-ink-muted">
          About <People people={entry.people} />
        </p>
      ) : null}
      {entry.targetType === "country-block" ? (
        <p className="text-ink-muted">Countries: {entry.targetId.split(",").join(", ")}</p>
      ) : null}
      {lines.map((line) => (
        <p key={line} className="break-words text-ink-subtle">
          {line}
        </p>
      ))}
    </li>
  );
}
