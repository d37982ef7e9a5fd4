/** The admin console's section navigation: a sidebar on desktop, a scrolling strip on phones. */
import { NavLink } from "@remix-run/react";
import { cn } from "~/lib/cn";

export interface AdminSection {
  to: string;
  label: string;
  end?: boolean;
}

/** The console's sections, in order: each a route under /admin inside the console layout. */
export const ADMIN_SECTIONS: AdminSection[] = [
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
  return (
    <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.to} className="shrink-0">
            <NavLink
              to={s.to}
              end={s.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "block rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                )
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

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
