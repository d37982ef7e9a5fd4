/** /search: discover creators by name and profile filters (verified creators only). */

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { clientIp } from "#functions/lib/rate-limit";
import { listCountries } from "#functions/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/lookup/profile-options";
import { searchPerformers } from "#functions/performers/discovery";
import { PerformerSearchQuery } from "#functions/performers/schemas";
import { recordKeyword } from "#functions/search/service";
import { EmptyState } from "~/components/content/ui/empty-state";
import { SearchIcon } from "~/components/content/ui/icons";
import { Pager } from "~/components/content/ui/pager";
import { CreatorCard } from "~/components/creators/creator-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps, viewer, country } = context.rc;
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const parsed = PerformerSearchQuery.safeParse({ limit: LIMIT, ...params });
  const countries = listCountries().map((c) => ({ value: c.code, label: c.name }));
  if (!parsed.success)
    return { creators: [], total: 0, offset: 0, params, countries, error: "Please check the filters." };
  try {
    const { data, total } = await searchPerformers(deps, viewer, country, parsed.data);
    if (parsed.data.q && parsed.data.offset === 0)
      deps.waitUntil(recordKeyword(deps, parsed.data.q, clientIp(request.headers)).catch(() => {}));
    return { creators: data, total, offset: parsed.data.offset, params, countries, error: null };
  } catch (err) {
    console.error(err);
    return { creators: [], total: 0, offset: 0, params, countries, error: DEFAULT_MESSAGES.generic };
  }
}

export default function SearchPage() {
  const { creators, total, offset, params, countries, error } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  const value = (name: string) => (params as Record<string, string>)[name] ?? "";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Discover creators</h1>
        <p className="mt-1 text-sm text-ink-muted">Search by name, or narrow down with filters.</p>
      </div>
      <Form
        method="get"
        role="search"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4"
        onChange={(e) => {
          if ((e.target as HTMLElement).tagName === "SELECT")
            submit(e.currentTarget, { preventScrollReset: true });
        }}
      >
        <div className="flex gap-2">
          <Field
            label="Search"
            name="q"
            type="search"
            defaultValue={value("q")}
            placeholder="Name or username"
            className="flex-1"
          />
          <Button type="submit" className="mt-auto h-11">
            <SearchIcon className="size-4" /> Search
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
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
      </Form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite">
        {loading ? <Spinner className="size-4" /> : null}
        {total} {total === 1 ? "creator" : "creators"}
      </div>
      {creators.length === 0 ? (
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
