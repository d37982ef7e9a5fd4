/**
 * The studio's statistics charts (docs/statistics.md): SVG drawn by React with visx's scales,
 * shapes and axes, so the server renders them (no canvas, no measuring before the first paint)
 * and colours follow the theme through Tailwind classes. A tooltip follows the pointer (or a
 * finger) day by day; the same figures are in the table beside the charts, for screen readers and
 * keyboards.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack, LinePath } from "@visx/shape";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";

export interface StatisticsDay {
  date: string;
  net: number;
  byType: Record<string, number>;
  subscribersGained: number;
  subscribersLost: number;
  followersGained: number;
}

/** How each kind of sale reads and its colour (fill for bars, background for the legend). */
export const KINDS: ReadonlyMap<string, { label: string; fill: string; swatch: string }> = new Map([
  [
    "subscription",
    {
      label: "Subscriptions",
      fill: "fill-violet-500 dark:fill-violet-400",
      swatch: "bg-violet-500 dark:bg-violet-400",
    },
  ],
  [
    "tip",
    { label: "Tips", fill: "fill-amber-500 dark:fill-amber-400", swatch: "bg-amber-500 dark:bg-amber-400" },
  ],
  [
    "message",
    { label: "Messages", fill: "fill-sky-500 dark:fill-sky-400", swatch: "bg-sky-500 dark:bg-sky-400" },
  ],
  [
    "feed",
    {
      label: "Posts",
      fill: "fill-emerald-500 dark:fill-emerald-400",
      swatch: "bg-emerald-500 dark:bg-emerald-400",
    },
  ],
  [
    "video",
    { label: "Videos", fill: "fill-teal-600 dark:fill-teal-300", swatch: "bg-teal-600 dark:bg-teal-300" },
  ],
  [
    "gallery",
    { label: "Galleries", fill: "fill-lime-600 dark:fill-lime-400", swatch: "bg-lime-600 dark:bg-lime-400" },
  ],
  [
    "stream",
    { label: "Streams", fill: "fill-rose-500 dark:fill-rose-400", swatch: "bg-rose-500 dark:bg-rose-400" },
  ],
  [
    "product",
    {
      label: "Products",
      fill: "fill-indigo-500 dark:fill-indigo-400",
      swatch: "bg-indigo-500 dark:bg-indigo-400",
    },
  ],
  [
    "crowdfunding",
    {
      label: "Crowdfunding",
      fill: "fill-orange-500 dark:fill-orange-400",
      swatch: "bg-orange-500 dark:bg-orange-400",
    },
  ],
]);
export const kindLabel = (kind: string) => KINDS.get(kind)?.label ?? kind;

/** The series of the audience chart. */
export const AUDIENCE = [
  {
    key: "subscribersGained",
    label: "New subscribers",
    stroke: "stroke-emerald-500 dark:stroke-emerald-400",
    swatch: "bg-emerald-500 dark:bg-emerald-400",
    // Lines that meet (1 new subscriber and 1 new follower) stay visible: this one is wider and
    // drawn first, the others dashed on top of it.
    width: 4,
    dash: undefined,
  },
  {
    key: "subscribersLost",
    label: "Lost subscribers",
    stroke: "stroke-rose-500 dark:stroke-rose-400",
    swatch: "bg-rose-500 dark:bg-rose-400",
    width: 2,
    dash: "7 4",
  },
  {
    key: "followersGained",
    label: "New followers",
    stroke: "stroke-sky-500 dark:stroke-sky-400",
    swatch: "bg-sky-500 dark:bg-sky-400",
    width: 2,
    dash: "2 4",
  },
] as const;

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 56 };
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** The chart's width: the container's once the page runs; a default for the server's render. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.floor(entry.contentRect.width))),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A few tick labels whatever the number of days: at most one per ~70 px. */
const everyNth = (days: readonly string[], width: number) => {
  const n = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(width / 70))));
  return days.filter((_, i) => i % n === 0);
};

interface FrameProps {
  label: string;
  days: StatisticsDay[];
  max: number;
  format: (n: number) => string;
  tooltip: (day: StatisticsDay) => React.ReactNode;
  children: (scales: {
    x: ReturnType<typeof scaleBand<string>>;
    y: ReturnType<typeof scaleLinear<number>>;
  }) => React.ReactNode;
  testId: string;
  /** The values are counts: whole ticks only. */
  whole?: boolean;
}

/** Axes, grid, the hover layer and the tooltip shared by both charts. */
function ChartFrame({ label, days, max, format, tooltip, children, testId, whole = false }: FrameProps) {
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const dates = days.map((d) => d.date);
  const x = scaleBand<string>({ domain: dates, range: [0, innerW], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerH, 0], nice: true });
  const step = innerW / Math.max(1, days.length);
  // Counts have whole ticks only (no "0.25 subscribers").
  const ticks = y.ticks(4).filter((t) => !whole || Number.isInteger(t));
  const pick = (clientX: number, svg: SVGSVGElement) => {
    const left = svg.getBoundingClientRect().left + MARGIN.left;
    const i = Math.floor((clientX - left) / step);
    setActive(i >= 0 && i < days.length ? i : null);
  };
  const day = active === null ? null : days[active];
  const tipLeft = active === null ? 0 : MARGIN.left + (active + 0.5) * step;
  return (
    <div ref={ref} className="relative w-full" data-testid={testId}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full text-ink-muted"
        role="img"
        aria-label={label}
        onPointerMove={(e) => pick(e.clientX, e.currentTarget)}
        onPointerDown={(e) => pick(e.clientX, e.currentTarget)}
        onPointerLeave={(e) => {
          // A finger leaves when it lifts: the tapped day stays shown until the next tap.
          if (e.pointerType === "mouse") setActive(null);
        }}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={innerW}
              y1={y(t)}
              y2={y(t)}
              className="stroke-line"
              strokeDasharray="3 3"
            />
          ))}
          {active !== null ? (
            <rect x={active * step} y={0} width={step} height={innerH} className="fill-surface-muted" />
          ) : null}
          {children({ x, y })}
          <AxisLeft
            scale={y}
            tickValues={ticks}
            tickFormat={(v) => format(Number(v))}
            stroke="currentColor"
            tickStroke="currentColor"
            hideAxisLine
            tickLabelProps={{ fill: "currentColor", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            tickValues={everyNth(dates, innerW)}
            tickFormat={(d) => shortDay(String(d))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ fill: "currentColor", fontSize: 11, textAnchor: "middle" }}
          />
        </Group>
      </svg>
      {day ? (
        <div
          role="status"
          data-testid={`${testId}-tooltip`}
          className={cn(
            "pointer-events-none absolute top-2 z-10 min-w-40 rounded-lg border border-line bg-surface px-3 py-2 text-xs text-ink shadow-lg",
            tipLeft > width / 2 ? "-translate-x-full" : "",
          )}
          style={{ left: tipLeft > width / 2 ? tipLeft - 8 : tipLeft + 8 }}
        >
          <p className="mb-1 font-semibold">{shortDay(day.date)}</p>
          {tooltip(day)}
        </div>
      ) : null}
    </div>
  );
}

const Row = ({ swatch, label, value }: { swatch: string; label: string; value: string }) => (
  <p className="flex items-center justify-between gap-3">
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cn("size-2 rounded-full", swatch)} />
      {label}
    </span>
    <span className="font-medium tabular-nums">{value}</span>
  </p>
);

/** Net earnings per day, one stacked bar per day by the kind of sale. */
export function EarningsChart({ days, kinds }: { days: StatisticsDay[]; kinds: string[] }) {
  const max = Math.max(0, ...days.map((d) => kinds.reduce((sum, k) => sum + (d.byType[k] ?? 0), 0)));
  const rows = days.map((d) => ({ date: d.date, ...d.byType }));
  return (
    <ChartFrame
      label="Net earnings per day by kind of sale; the same figures are in the table below"
      days={days}
      max={max}
      format={(n) => tokenAmount(n).replace(/\.00$/, "")}
      testId="earnings-chart"
      tooltip={(d) => (
        <>
          {kinds
            .filter((k) => (d.byType[k] ?? 0) > 0)
            .map((k) => (
              <Row
                key={k}
                swatch={KINDS.get(k)?.swatch ?? ""}
                label={kindLabel(k)}
                value={tokenAmount(d.byType[k])}
              />
            ))}
          <p className="mt-1 flex justify-between gap-3 border-t border-line pt-1 font-semibold">
            <span>Net</span>
            <span className="tabular-nums">{tokenAmount(d.net)}</span>
          </p>
        </>
      )}
    >
      {({ x, y }) => (
        <BarStack<Record<string, number | string>, string>
          data={rows}
          keys={kinds}
          x={(r) => String(r.date)}
          xScale={x}
          yScale={y}
          color={(k) => k}
          value={(r, k) => Number(r[k] ?? 0)}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    className={KINDS.get(stack.key)?.fill ?? "fill-brand-500"}
                    data-kind={stack.key}
                  />
                )),
            )
          }
        </BarStack>
      )}
    </ChartFrame>
  );
}

/** Subscribers gained and lost and followers gained per day, one line each. */
export function AudienceChart({ days }: { days: StatisticsDay[] }) {
  const max = Math.max(0, ...days.flatMap((d) => AUDIENCE.map((s) => d[s.key])));
  return (
    <ChartFrame
      label="Subscribers gained and lost and followers gained per day; the same figures are in the table below"
      days={days}
      max={max}
      format={(n) => n.toLocaleString("en-US")}
      testId="audience-chart"
      whole
      tooltip={(d) =>
        AUDIENCE.map((s) => <Row key={s.key} swatch={s.swatch} label={s.label} value={String(d[s.key])} />)
      }
    >
      {({ x, y }) =>
        AUDIENCE.map((s) => (
          <LinePath<StatisticsDay>
            key={s.key}
            data={days}
            x={(d) => (x(d.date) ?? 0) + x.bandwidth() / 2}
            y={(d) => y(d[s.key])}
            className={cn("fill-none", s.stroke)}
            strokeWidth={s.width}
            strokeDasharray={s.dash}
            strokeLinecap="round"
            data-series={s.key}
          />
        ))
      }
    </ChartFrame>
  );
}

/** A legend of colour swatches. */
export function Legend({ items }: { items: { key: string; label: string; swatch: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {items.map((i) => (
        <li key={i.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("size-2.5 rounded-sm", i.swatch)} />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
