/**
 * /studio/statistics: the creator's statistics (`GET /performer/statistics`, docs/statistics.md):
 * net earnings per day by kind of sale and subscribers and followers per day as charts, with the
 * same figures in a table; totals against the period before; the top fans. The period is the
 * last 7, 30 or 90 days or two chosen days.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AppError } from "#functions/errors";
import { StatisticsQuery } from "#functions/social/statistics/schemas";
import { performerStatistics } from "#functions/social/statistics/service";
import {
  AUDIENCE,
  AudienceChart,
  EarningsChart,
  KINDS,
  kindLabel,
  Legend,
} from "~/components/content/studio/statistics-charts";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { formatDate } from "~/components/ui/time";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Statistics · Creator studio" }];

const RANGES = ["7", "30", "90"] as const;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewerRead } = args.context.rc;
  const params = new URL(args.request.url).searchParams;
  const custom = params.has("from") || params.has("to");
  const range = RANGES.find((r) => r === params.get("range")) ?? "30";
  const today = Math.floor(deps.clock.now() / DAY_MS) * DAY_MS;
  const asked = custom
    ? { from: params.get("from") || undefined, to: params.get("to") || undefined }
    : { from: dayOf(today - (Number(range) - 1) * DAY_MS), to: dayOf(today) };
  let error: string | null = null;
  let query = StatisticsQuery.safeParse(asked);
  if (!query.success) {
    error = "Use real dates, like 2026-01-31.";
    query = StatisticsQuery.safeParse({});
  }
  const read = (q: { from?: string; to?: string }) =>
    performerStatistics(deps, viewerRead, StatisticsQuery.parse(q));
  let stats: Awaited<ReturnType<typeof read>>;
  try {
    stats = await read(query.data ?? {});
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== "validation_failed") throw e;
    error = Object.values(e.details ?? {})[0] ?? e.message;
    stats = await read({});
  }
  return { stats, range: custom ? "custom" : range, asked, error };
});

type Totals = ReturnType<typeof useLoaderData<typeof loader>>["stats"]["totals"]["current"];

/** "+12% vs the previous 30 days", or what changed when the previous period had nothing. */
function change(now: number, before: number) {
  if (now === before) return { text: "no change", tone: "flat" as const };
  if (before === 0) return { text: "new", tone: "up" as const };
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  return { text: `${pct > 0 ? "+" : ""}${pct}%`, tone: pct >= 0 ? ("up" as const) : ("down" as const) };
}

function Figure({
  label,
  now,
  before,
  format,
  invert = false,
  testId,
}: {
  label: string;
  now: number;
  before: number;
  format: (n: number) => string;
  invert?: boolean;
  testId: string;
}) {
  const c = change(now, before);
  const good = c.tone === "flat" ? null : (c.tone === "up") !== invert;
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface p-4" data-testid={testId}>
      <p className="text-xs font-medium text-ink-muted">{label}</p>
      <p className="mt-1 text-xl font-bold tabular-nums text-ink" data-testid={`${testId}-now`}>
        {format(now)}
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        <span
          className={cn(
            "font-semibold",
            good === true && "text-emerald-700 dark:text-emerald-400",
            good === false && "text-rose-700 dark:text-rose-400",
          )}
        >
          {c.text}
        </span>{" "}
        · <span className="tabular-nums">{format(before)}</span> in the period before
      </p>
    </div>
  );
}

const count = (n: number) => n.toLocaleString("en-US");

/** The period's totals compared with the last period's, in the order the cards show them. */
const FIGURES = [
  { key: "net", label: "Net earned", format: tokenAmount, testId: "total-net" },
  { key: "gross", label: "Fans paid", format: tokenAmount, testId: "total-gross" },
  { key: "subscribersGained", label: "New subscribers", format: count, testId: "total-subscribers" },
  { key: "subscribersLost", label: "Lost subscribers", format: count, invert: true, testId: "total-lost" },
  { key: "followersGained", label: "New followers", format: count, testId: "total-followers" },
] satisfies {
  key: "net" | "gross" | "subscribersGained" | "subscribersLost" | "followersGained";
  label: string;
  format: (n: number) => string;
  invert?: boolean;
  testId: string;
}[];

export default function StudioStatistics() {
  const { stats, range, asked, error } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/studio/statistics";
  const { current, previous } = stats.totals;
  const kinds = stats.kinds.filter((k) => stats.series.some((d) => d.byType[k] > 0));
  const shownKinds = kinds.length > 0 ? kinds : ["subscription", "tip"];
  // Days written as everywhere else ("Oct 30, 2026"); the period's own fields stay dates for the form.
  const periodText = `${formatDate(stats.period.from)} to ${formatDate(stats.period.to)} (${stats.period.days} days), against ${formatDate(stats.previousPeriod.from)} to ${formatDate(stats.previousPeriod.to)}`;
  return (
    <>
      <StudioHeader title="Statistics" description={periodText} />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <nav aria-label="Period" className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {RANGES.map((r) => (
            <Link
              key={r}
              to={`?range=${r}`}
              preventScrollReset
              aria-current={range === r ? "page" : undefined}
              className={cn(
                "rounded-lg px-3 py-1.5 text-sm font-medium",
                range === r ? "bg-surface text-ink shadow-xs" : "text-ink-muted hover:text-ink",
              )}
            >
              {r} days
            </Link>
          ))}
        </nav>
        <Form
          method="get"
          preventScrollReset
          className="flex flex-wrap items-end gap-2"
          aria-label="Custom period"
        >
          <Field
            label="From"
            name="from"
            type="date"
            defaultValue={range === "custom" ? asked.from : stats.period.from}
            className="w-40"
          />
          <Field
            label="To"
            name="to"
            type="date"
            defaultValue={range === "custom" ? asked.to : stats.period.to}
            className="w-40"
          />
          <Button
            type="submit"
            variant={range === "custom" ? "primary" : "secondary"}
            pending={loading}
            className="h-11"
          >
            Show
          </Button>
        </Form>
      </div>
      {error ? (
        <Alert tone="error" className="mb-5">
          {error} Showing the last 30 days.
        </Alert>
      ) : null}
      <div className={cn("space-y-5 transition-opacity", loading && "opacity-60")} aria-busy={loading}>
        <section aria-label="This period against the last" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {FIGURES.map((f) => (
            <Figure
              key={f.testId}
              label={f.label}
              now={current[f.key]}
              before={previous[f.key]}
              format={f.format}
              invert={f.invert}
              testId={f.testId}
            />
          ))}
        </section>

        <Card>
          <CardHeader
            title="Net earnings per day"
            description="Your share after commission, by kind of sale"
          />
          <CardBody className="space-y-3">
            <Legend
              items={shownKinds.map((k) => ({
                key: k,
                label: kindLabel(k),
                swatch: KINDS.get(k)?.swatch ?? "",
              }))}
            />
            <EarningsChart days={stats.series} kinds={stats.kinds} />
            {kinds.length === 0 ? (
              <p className="text-sm text-ink-muted">No sales in this period yet.</p>
            ) : (
              <ByKind totals={current} previous={previous} kinds={kinds} />
            )}
          </CardBody>
        </Card>

        <Card>
          <CardHeader title="Subscribers and followers" description="Gained and lost per day" />
          <CardBody className="space-y-3">
            <Legend items={AUDIENCE.map((s) => ({ key: s.key, label: s.label, swatch: s.swatch }))} />
            <AudienceChart days={stats.series} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader title="Top fans" description="Who spent most with you in this period" />
          <CardBody>
            {stats.topFans.length === 0 ? (
              <p className="text-sm text-ink-muted">No fan has bought anything in this period yet.</p>
            ) : (
              <ol className="divide-y divide-line" data-testid="top-fans">
                {stats.topFans.map((f, i) => (
                  <li key={f.userId} className="flex items-center gap-3 py-2">
                    <span className="w-5 text-sm font-semibold text-ink-subtle tabular-nums">{i + 1}</span>
                    <Avatar src={f.user?.avatar} name={f.user?.name ?? "Deleted account"} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-ink">
                        {f.user?.name ?? "Deleted account"}
                      </span>
                      {f.user?.username ? (
                        <span className="block truncate text-xs text-ink-muted">@{f.user.username}</span>
                      ) : null}
                    </span>
                    <span className="text-right text-sm">
                      <span className="block font-semibold tabular-nums text-ink">
                        {tokenAmount(f.gross)}
                      </span>
                      <span className="block text-xs text-ink-muted">
                        {f.sales} {f.sales === 1 ? "purchase" : "purchases"}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardBody>
        </Card>
        <FiguresTable days={stats.series} kinds={shownKinds} />
      </div>
    </>
  );
}

function ByKind({ totals, previous, kinds }: { totals: Totals; previous: Totals; kinds: string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" aria-label="Net earned by kind of sale">
      {kinds.map((k) => {
        const now = totals.byType[k as keyof Totals["byType"]];
        const before = previous.byType[k as keyof Totals["byType"]];
        return (
          <li
            key={k}
            className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-lg bg-surface-muted px-3 py-2"
          >
            <span className="text-ink-muted">{kindLabel(k)}</span>
            <span className="font-medium tabular-nums text-ink" title={`${tokenAmount(before)} before`}>
              {tokenAmount(now)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The charts' figures as a table: the fallback to the charts, for screen readers and for copying. */
function FiguresTable({
  days,
  kinds,
}: {
  days: ReturnType<typeof useLoaderData<typeof loader>>["stats"]["series"];
  kinds: string[];
}) {
  return (
    <Card>
      <details className="group" data-testid="figures">
        <summary className="cursor-pointer list-none px-5 py-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          The figures, day by day (table)
          <span className="ml-2 text-xs font-normal text-ink-muted group-open:hidden">Show</span>
        </summary>
        <div className="max-h-96 overflow-auto border-t border-line">
          <table className="w-full text-sm" data-testid="figures-table">
            <caption className="sr-only">Net earnings by kind, subscribers and followers per day</caption>
            <thead className="sticky top-0 bg-surface text-xs text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Day
                </th>
                {kinds.map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-right font-medium">
                    {kindLabel(k)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Net
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Subscribers +/−
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Followers
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...days].reverse().map((d) => (
                <tr key={d.date} data-day={d.date}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-ink">
                    {formatDate(d.date)}
                  </th>
                  {kinds.map((k) => (
                    <td key={k} className="px-3 py-1.5 text-right tabular-nums text-ink-muted">
                      {tokenAmount(d.byType[k as keyof typeof d.byType])}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right font-medium tabular-nums text-ink" data-col="net">
                    {tokenAmount(d.net)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums text-ink-muted" data-col="subscribers">
                    +{d.subscribersGained} / −{d.subscribersLost}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums text-ink-muted" data-col="followers">
                    +{d.followersGained}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
