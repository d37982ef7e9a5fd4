/**
 * A small dependency-free SVG chart of one value per day: bars scaled to the largest value, the
 * first and last dates under them, and the numbers as a screen-reader table. Colours follow the
 * theme through currentColor.
 */
import { cn } from "~/lib/cn";
import { plural } from "~/lib/plural";

export interface DailyPoint {
  date: string;
  value: number;
}

const W = 300;
const H = 90;

const short = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : d.toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
};

export function DailyChart({
  title,
  points,
  format = (n: number) => n.toLocaleString("en"),
  className,
}: {
  title: string;
  points: DailyPoint[];
  format?: (n: number) => string;
  className?: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const slot = W / Math.max(1, points.length);
  const gap = Math.min(2, slot * 0.25);
  return (
    <figure className={cn("rounded-2xl border border-line bg-surface p-4", className)}>
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-xs text-ink-subtle">
          {format(total)} in {plural(points.length, "day")}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="mt-3 h-24 w-full text-brand-500 dark:text-brand-400"
        role="img"
        aria-label={`${title}: ${format(total)} over ${plural(points.length, "day")}, at most ${format(max)} a day`}
      >
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="stroke-line" strokeWidth="1" />
        {points.map((p, i) => {
          const h = p.value === 0 ? 0 : Math.max(2, (p.value / max) * (H - 6));
          return (
            <rect
              key={p.date}
              x={i * slot + gap / 2}
              y={H - h}
              width={Math.max(1, slot - gap)}
              height={h}
              rx="1"
              fill="currentColor"
            >
              <title>{`${short(p.date)}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.length > 0 ? (
        <div className="mt-1 flex justify-between text-[11px] text-ink-subtle">
          <span>{short(points[0].date)}</span>
          <span>{short(points[points.length - 1].date)}</span>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{p.date}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
