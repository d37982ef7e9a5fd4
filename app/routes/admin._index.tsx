/** /admin: the dashboard: totals, what waits for an admin, and daily charts. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { getDashboard } from "#functions/admin/console/dashboard";
import { AdminHeader } from "~/components/admin/admin-nav";
import { DailyChart } from "~/components/admin/daily-chart";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Dashboard · Admin" }];

const PERIODS = [7, 30, 90] as const;

export const loader = pageLoader(handle, async (args) => {
  const wanted = Number(new URL(args.request.url).searchParams.get("days"));
  const days = PERIODS.find((d) => d === wanted) ?? 30;
  return await getDashboard(args.context.rc.deps, days);
});

function Tile({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: string }) {
  const body = (
    <>
      <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-ink-subtle">{hint}</dd> : null}
    </>
  );
  const cls = "rounded-2xl border border-line bg-surface p-4";
  return to ? (
    <Link to={to} className={cn(cls, "block hover:border-brand-300")}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

export default function AdminDashboard() {
  const d = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = d.totals;
  const n = (v: number) => v.toLocaleString("en");
  return (
    <>
      <AdminHeader
        title="Dashboard"
        description={`The platform over the last ${d.days} days.`}
        action={
          <nav className="flex gap-1" aria-label="Period">
            {PERIODS.map((days) => (
              <Link
                key={days}
                to={`?${new URLSearchParams({ ...Object.fromEntries(params), days: String(days) })}`}
                className={buttonClass(days === d.days ? "primary" : "secondary", "sm")}
                aria-current={days === d.days ? "true" : undefined}
              >
                {days} days
              </Link>
            ))}
          </nav>
        }
      />
      <h2 className="mb-3 text-sm font-semibold text-ink-muted">Waiting for you</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Pending verifications" value={n(t.pendingVerifications)} to="/admin/verifications" />
        <Tile label="Open reports" value={n(t.openReports)} to="/admin/reports" />
        <Tile label="New messages" value={n(t.unreadContactMessages)} to="/admin/contact" />
        <Tile
          label="Pending payouts"
          value={n(d.money.pendingPayouts.count)}
          hint={tokenAmount(d.money.pendingPayouts.amount)}
          to="/admin/payouts"
        />
      </dl>
      <h2 className="mt-8 mb-3 text-sm font-semibold text-ink-muted">Platform</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Fans" value={n(t.fans)} to="/admin/users?role=fan" />
        <Tile
          label="Creators"
          value={n(t.creators)}
          hint={`${n(t.verifiedCreators)} verified`}
          to="/admin/users?role=performer"
        />
        <Tile label="Active subscriptions" value={n(t.activeSubscriptions)} />
        <Tile label="Suspended accounts" value={n(t.suspended)} to="/admin/users?status=inactive" />
        <Tile label="Revenue" value={tokenAmount(d.money.revenue)} hint="tokens paid by fans, less refunds" />
        <Tile label="Commission" value={tokenAmount(d.money.commission)} hint="tokens kept by the platform" />
      </dl>
      <h2 className="mt-8 mb-3 text-sm font-semibold text-ink-muted">Over time</h2>
      <div className="grid gap-3 md:grid-cols-2">
        <DailyChart title="New fans" points={d.series.newFans} />
        <DailyChart title="New creators" points={d.series.newCreators} />
        <DailyChart title="New subscriptions" points={d.series.newSubscriptions} />
        <DailyChart title="Reports" points={d.series.reports} />
        <DailyChart title="Revenue (tokens)" points={d.money.revenueSeries} format={tokenAmount} />
      </div>
    </>
  );
}
