/** Previous / next links for offset-paged lists (keeps the other search params). */
import { Link, useSearchParams } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";

export function Pager({ total, limit, offset }: { total: number; limit: number; offset: number }) {
  const [params] = useSearchParams();
  if (total <= limit) return null;
  const at = (o: number) => {
    const next = new URLSearchParams(params);
    if (o > 0) next.set("offset", String(o));
    else next.delete("offset");
    return `?${next}`;
  };
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.ceil(total / limit);
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {offset > 0 ? (
        <Link
          to={at(Math.max(0, offset - limit))}
          className={buttonClass("secondary", "sm")}
          preventScrollReset
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-muted">
        Page {page} of {pages}
      </span>
      {offset + limit < total ? (
        <Link to={at(offset + limit)} className={buttonClass("secondary", "sm")} preventScrollReset>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** limit/offset from the URL, clamped. */
export function pageParams(request: Request, limit = 12) {
  const url = new URL(request.url);
  const offset = Math.max(
    0,
    Math.min(100_000, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  return { limit, offset, q: url.searchParams.get("q")?.trim() || undefined };
}
