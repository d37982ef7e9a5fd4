/**
 * The kinds of notification and how they group: the setting that turns each off, the tab it shows
 * under, and where its object links. One table, so a new type is added in one place.
 */
import type {
  NotificationObjectType,
  NotificationSetting,
  NotificationType,
} from "../../../drizzle/schema/notifications";
import { plainText } from "../../lib/rich-text";

/** The tabs of the notifications page (and `type=` values that select a whole tab). */
export const NOTIFICATION_GROUPS = ["interactions", "subscriptions", "purchases", "messages"] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

interface Kind {
  setting: NotificationSetting;
  /** The tab it shows under besides All; null: All only. */
  group: NotificationGroup | null;
}

export const KINDS = new Map<NotificationType, Kind>([
  ["like", { setting: "likes", group: "interactions" }],
  ["comment", { setting: "comments", group: "interactions" }],
  ["follow", { setting: "followers", group: "interactions" }],
  ["purchase", { setting: "purchases", group: "purchases" }],
  ["tip", { setting: "tips", group: "purchases" }],
  ["payout_approved", { setting: "payouts", group: "purchases" }],
  ["payout_rejected", { setting: "payouts", group: "purchases" }],
  ["payout_paid", { setting: "payouts", group: "purchases" }],
  ["subscription_new", { setting: "subscribers", group: "subscriptions" }],
  ["subscription_renewed", { setting: "subscribers", group: "subscriptions" }],
  ["subscription_cancelled", { setting: "subscribers", group: "subscriptions" }],
  ["creator_post", { setting: "creator_posts", group: "subscriptions" }],
  ["creator_live", { setting: "creator_live", group: "subscriptions" }],
  ["message_unlocked", { setting: "messages", group: "messages" }],
  ["verification_approved", { setting: "verification", group: null }],
  ["verification_rejected", { setting: "verification", group: null }],
  ["content_removed", { setting: "removals", group: null }],
]);

export const settingOf = (type: NotificationType): NotificationSetting => KINDS.get(type)!.setting;

/** The types a `type=` filter selects: one type, or every type of a tab. */
export function typesOf(filter: NotificationType | NotificationGroup): NotificationType[] {
  if (KINDS.has(filter as NotificationType)) return [filter as NotificationType];
  return [...KINDS].filter(([, k]) => k.group === filter).map(([type]) => type);
}

/**
 * The settings people see, in order, with whether the site mails that kind: `true` gets an email
 * switch (payout decisions, functions/money/ledger/notices.ts); `"always"` is mailed to every
 * account and has no switch (ID verification decisions, identity/verification/service.ts).
 */
export const SETTING_LABELS: readonly {
  setting: NotificationSetting;
  label: string;
  creator: boolean;
  emails: boolean | "always";
}[] = [
  { setting: "likes", label: "Likes on your content", creator: true, emails: false },
  { setting: "comments", label: "Comments on your content", creator: true, emails: false },
  { setting: "followers", label: "New followers", creator: true, emails: false },
  { setting: "subscribers", label: "New, renewed and cancelled subscribers", creator: true, emails: false },
  { setting: "tips", label: "Tips", creator: true, emails: false },
  { setting: "purchases", label: "Purchases of your content", creator: true, emails: false },
  { setting: "messages", label: "Paid messages unlocked", creator: true, emails: false },
  { setting: "payouts", label: "Payout decisions", creator: true, emails: true },
  { setting: "verification", label: "ID verification decisions", creator: true, emails: "always" },
  { setting: "removals", label: "Your content removed after a report", creator: true, emails: false },
  {
    setting: "creator_posts",
    label: "New posts from creators you subscribe to",
    creator: false,
    emails: false,
  },
  { setting: "creator_live", label: "Creators you subscribe to going live", creator: false, emails: false },
];

/** Where a notification's object is shown (the web app's paths). */
export function objectLink(
  object: { type: NotificationObjectType; id: string } | null,
  actor: { username: string | null } | null,
): string | null {
  if (!object) return null;
  switch (object.type) {
    case "feed":
      return `/feeds/${object.id}`;
    case "video":
      return `/videos/${object.id}`;
    case "gallery":
      return `/galleries/${object.id}`;
    case "product":
      return `/products/${object.id}`;
    case "stream":
      return `/live/${object.id}`;
    case "conversation":
      return `/messages/${object.id}`;
    case "payout":
      return "/creator/payouts";
    case "verification":
      return "/studio/verification";
    case "subscription":
      return "/studio/subscribers";
    case "performer":
      return actor?.username ? `/${actor.username}` : null;
    case "comment":
      return "/studio/comments";
  }
}

/** An amount of cents as a sentence says it: "5.00 tokens". */
export const tokensText = (cents: number) =>
  `${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} tokens`;

/** What people call each kind of content, in a notification's sentence. */
export const CONTENT_WORDS = new Map<string, string>([
  ["feed", "post"],
  ["video", "video"],
  ["gallery", "gallery"],
  ["product", "product"],
  ["performer", "profile"],
  ["comment", "comment"],
  ["stream", "live stream"],
]);
export const contentWord = (type: string) => CONTENT_WORDS.get(type) ?? "content";

/** A short quote of someone's words (a comment, a tip's message) for a sentence: plain text, clipped. */
export function quote(text: string, max = 80): string {
  const plain = plainText(text);
  return `“${plain.length > max ? `${plain.slice(0, max - 1)}…` : plain}”`;
}
