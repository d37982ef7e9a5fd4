/** The admin console's section navigation: a sidebar on desktop, a compact menu on phones. */
import { Link, useSearchParams } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { type Section, SectionHeader, SectionNav } from "../ui/section-nav";

/** The console's sections, in order: each a route under /admin inside the console layout. */
const ADMIN_SECTIONS: Section[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/verifications", label: "Verifications" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/orders", label: "Orders and refunds" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/token-packages", label: "Token packages" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/country-blocks", label: "Country blocks" },
  { to: "/admin/pages", label: "Site pages" },
  { to: "/admin/banners", label: "Banners" },
  { to: "/admin/contact", label: "Messages" },
  { to: "/admin/audit", label: "Audit log" },
];

export function AdminNav() {
  return <SectionNav label="Admin" sections={ADMIN_SECTIONS} />;
}

export const AdminHeader = SectionHeader;

const PILL_TONES = {
  neutral: "bg-surface-muted text-ink-muted",
  good: "bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300",
  warn: "bg-amber-50 text-amber-800 dark:bg-amber-950/50 dark:text-amber-300",
  bad: "bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300",
  brand: "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300",
} as const;

/** A small status label (active, suspended, pending, ...). */
export function Pill({
  tone = "neutral",
  children,
}: {
  tone?: keyof typeof PILL_TONES;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        PILL_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const VERIFICATION_TONES = {
  approved: "good",
  pending: "warn",
  rejected: "bad",
  unsubmitted: "neutral",
} as const;
const VERIFICATION_LABELS = {
  approved: "Verified",
  pending: "Review pending",
  rejected: "Rejected",
  unsubmitted: "Not submitted",
} as const;

export function VerificationPill({ status }: { status: keyof typeof VERIFICATION_TONES }) {
  return <Pill tone={VERIFICATION_TONES[status]}>{VERIFICATION_LABELS[status]}</Pill>;
}

/**
 * The status tabs of a console list: each a link that keeps the page's other query values (a
 * search) and goes back to the first page; the current one is marked.
 */
export function StatusTabs({
  tabs,
  current,
  label = "Status",
}: {
  tabs: readonly { status: string; label: string }[];
  current: string;
  label?: string;
}) {
  const [params] = useSearchParams();
  return (
    <nav className="flex flex-wrap gap-1" aria-label={label}>
      {tabs.map((t) => (
        <Link
          key={t.status}
          to={`?${new URLSearchParams({ ...Object.fromEntries(params), status: t.status, offset: "0" })}`}
          className={buttonClass(t.status === current ? "primary" : "secondary", "sm")}
          aria-current={t.status === current ? "true" : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
