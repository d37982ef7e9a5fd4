/**
 * /search: discover creators by name and profile filters (verified creators only), or search
 * videos, galleries and products by title across the creators the visitor may see (`in`).
 */

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { FanGalleryQuery } from "#functions/content/galleries/schemas";
import { searchGalleries } from "#functions/content/galleries/service";
import { FanProductQuery } from "#functions/content/products/schemas";
import { searchProducts } from "#functions/content/products/service";
import { FanVideoQuery } from "#functions/content/videos/schemas";
import { searchVideos } from "#functions/content/videos/service";
import { searchPerformers } from "#functions/identity/performers/discovery";
import { PerformerSearchQuery } from "#functions/identity/performers/schemas";
import { clientIp } from "#functions/lib/rate-limit";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { recordKeyword } from "#functions/social/search/service";
import { AssetGrid, type AssetTile } from "~/components/content/feed/asset-card";
import { galleryTile, productTile, videoTile } from "~/components/content/server/assets.server";
import { CreatorCard } from "~/components/creators/creator-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field, SelectField } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { Pager } from "~/components/ui/pager";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { plural, pluralWord } from "~/lib/plural";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "none" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Discover creators" }];

const LIMIT = 12;
const FILTERS = [
  { name: "gender", label: "Gender", options: PROFILE_OPTIONS.genders },
  { name: "ageRange", label: "Age", options: PROFILE_OPTIONS.ageRanges },
  { name: "bodyType", label: "Body type", options: PROFILE_OPTIONS.bodyTypes },
  { name: "ethnicity", label: "Ethnicity", options: PROFILE_OPTIONS.ethnicities },
  { name: "hair", label: "Hair", options: PROFILE_OPTIONS.hairs },
  { name: "eyes", label: "Eyes", options: PROFILE_OPTIONS.eyes },
] as const;

/** What the search looks in: creators (with the profile filters) or content by title. */
const SCOPES = [
  { value: "creators", label: "Creators", noun: "creator" },
  { value: "videos", label: "Videos", noun: "video" },
  { value: "galleries", label: "Galleries", noun: "gallery" },
  { value: "products", label: "Products", noun: "product" },
] as const;
type Scope = (typeof SCOPES)[number]["value"];
const scopeOf = (value: string | null): Scope => SCOPES.find((s) => s.value === value)?.value ?? "creators";

/** Content whose title matches `q`, from creators the viewer may see; nothing without a keyword. */
async function searchContent(
  { deps, viewer, country }: LoaderFunctionArgs["context"]["rc"],
  scope: Exclude<Scope, "creators">,
  q: string,
  offset: number,
): Promise<{ tiles: AssetTile[]; total: number }> {
  const paging = { q, limit: LIMIT, offset };
  if (scope === "videos") {
    const { data, total } = await searchVideos(deps, viewer, country, FanVideoQuery.parse(paging));
    return { tiles: data.map(videoTile), total };
  }
  if (scope === "galleries") {
    const { data, total } = await searchGalleries(deps, viewer, country, FanGalleryQuery.parse(paging));
    return { tiles: data.map(galleryTile), total };
  }
  const { data, total } = await searchProducts(deps, viewer, country, FanProductQuery.parse(paging));
  return { tiles: data.map(productTile), total };
}

/** Anyone may search; a failed search shows its message above the (empty) results, not an error page. */
export const loader = pageLoader(handle, async ({ request, context }) => {
  const { deps, country } = context.rc;
  const url = new URL(request.url);
  const scope = scopeOf(url.searchParams.get("in"));
  const params = Object.fromEntries([...url.searchParams].filter(([k, v]) => v !== "" && k !== "in"));
  const countries = countryOptions();
  if (scope !== "creators") {
    const q = (params.q ?? "").trim().slice(0, 100);
    const offset = Math.max(0, Number.parseInt(params.offset ?? "0", 10) || 0);
    const empty = { creators: [], tiles: [], total: 0, offset, params, countries, scope, error: null };
    if (!q) return empty;
    try {
      const { tiles, total } = await searchContent(context.rc, scope, q, offset);
      if (offset === 0) deps.waitUntil(recordKeyword(deps, q, clientIp(request.headers)).catch(() => {}));
      return { ...empty, tiles, total };
    } catch (err) {
      console.error(err);
      return { ...empty, error: DEFAULT_MESSAGES.generic };
    }
  }
  const parsed = PerformerSearchQuery.safeParse({ limit: LIMIT, ...params });
  const base = { tiles: [] as AssetTile[], params, countries, scope };
  if (!parsed.success)
    return { ...base, creators: [], total: 0, offset: 0, error: "Please check the filters." };
  try {
    const { data, total } = await searchPerformers(deps, context.rc.viewerRead, country, parsed.data);
    if (parsed.data.q && parsed.data.offset === 0)
      deps.waitUntil(recordKeyword(deps, parsed.data.q, clientIp(request.headers)).catch(() => {}));
    return { ...base, creators: data, total, offset: parsed.data.offset, error: null };
  } catch (err) {
    console.error(err);
    return { ...base, creators: [], total: 0, offset: 0, error: DEFAULT_MESSAGES.generic };
  }
});

export default function SearchPage() {
  const { creators, tiles, total, offset, params, countries, scope, error } = useLoaderData<typeof loader>();
  const noun = SCOPES.find((s) => s.value === scope)?.noun ?? "creator";
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const value = (name: string) => (params as Record<string, string>)[name] ?? "";
  const activeFilters = [...FILTERS.map((f) => f.name), "country"].filter(
    (name) => value(name) !== "",
  ).length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Discover</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Find creators by name or with filters, or search videos, galleries and products by title.
        </p>
      </div>
      <nav aria-label="Search in" className="flex flex-wrap gap-1.5">
        {SCOPES.map((s) => {
          const to = new URLSearchParams({ ...(value("q") ? { q: value("q") } : {}), in: s.value });
          return (
            <Link
              key={s.value}
              to={`/search?${to}`}
              aria-current={scope === s.value ? "page" : undefined}
              className={cn(
                "shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
                scope === s.value
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink",
              )}
            >
              {s.label}
            </Link>
          );
        })}
      </nav>
      <Form
        method="get"
        role="search"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4"
        onChange={(e) => {
          if ((e.target as HTMLElement).tagName === "SELECT")
            submit(e.currentTarget, { preventScrollReset: true });
        }}
      >
        {scope === "creators" ? null : <input type="hidden" name="in" value={scope} />}
        <div className="flex gap-2">
          <Field
            key={scope}
            label="Search"
            name="q"
            type="search"
            defaultValue={value("q")}
            placeholder={scope === "creators" ? "Name or username" : `Title of a ${noun}`}
            className="flex-1"
          />
          <Button type="submit" className="mt-auto h-11">
            <SearchIcon className="size-4" /> Search
          </Button>
        </div>
        {scope === "creators" ? (
          // On a phone the filters wait behind one button, so the first screen shows creators.
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-xl border border-line px-3 py-2 text-sm font-semibold text-ink sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="creator-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <span>
              Filters and sort
              {activeFilters > 0 ? (
                <span className="ml-1 text-brand-600 dark:text-brand-400">· {activeFilters} on</span>
              ) : null}
            </span>
            <span aria-hidden="true">{filtersOpen ? "▴" : "▾"}</span>
          </button>
        ) : null}
        {scope === "creators" ? (
          <div
            id="creator-filters"
            className={cn("grid-cols-2 gap-3 sm:grid sm:grid-cols-4", filtersOpen ? "grid" : "hidden")}
          >
            {FILTERS.map((f) => (
              <SelectField
                key={f.name}
                label={f.label}
                name={f.name}
                options={f.options}
                placeholder="Any"
                defaultValue={value(f.name)}
              />
            ))}
            <SelectField
              label="Country"
              name="country"
              options={countries}
              placeholder="Any"
              defaultValue={value("country")}
            />
            <SelectField
              label="Sort by"
              name="sortBy"
              defaultValue={value("sortBy") || "popular"}
              options={[
                { value: "popular", label: "Most followed" },
                { value: "latest", label: "Newest" },
                { value: "subscribers", label: "Most subscribed" },
              ]}
            />
          </div>
        ) : null}
      </Form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite">
        {loading ? <Spinner className="size-4" /> : null}
        {plural(total, noun)}
      </div>
      {scope !== "creators" ? (
        tiles.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title={value("q") ? `No ${pluralWord(2, noun)} match` : `Search ${pluralWord(2, noun)}`}
            text={value("q") ? "Try another word." : "Type a word from the title."}
          />
        ) : (
          <div className={loading ? "opacity-60" : undefined}>
            <AssetGrid tiles={tiles} label={`Matching ${pluralWord(2, noun)}`} />
          </div>
        )
      ) : creators.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title="No creators match"
          text="Try fewer filters or another name."
        />
      ) : (
        <div
          className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? "opacity-60" : ""}`}
        >
          {creators.map((c) => (
            <CreatorCard key={c._id} creator={c} />
          ))}
        </div>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
