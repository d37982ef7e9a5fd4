import { useRouteLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Card, CardBody } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import type { loader as profileLoader } from "./$profileId";

/** `/{profileId}/about`: the "About" tab: bio and profile facts (from the profile layout's data). */
export default function ProfileAbout() {
  const data = useRouteLoaderData<typeof profileLoader>("routes/$profileId");
  if (!data) return null;
  const { profile, details } = data;
  if (!profile.bio && details.length === 0) {
    return (
      <EmptyState title="Nothing here yet" text={`${profile.name} hasn't written about themselves yet.`} />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardBody>
          <h2 className="mb-3 text-base font-semibold text-ink">About {profile.name}</h2>
          {profile.bio ? (
            // The bio is sanitised to an allowlist on the server when it is saved.
            <div
              className="space-y-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted [&_a]:text-brand-600 [&_a]:underline"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (functions/lib/rich-text.ts)
              dangerouslySetInnerHTML={{ __html: profile.bio }}
            />
          ) : (
            <p className="text-sm text-ink-subtle">No bio yet.</p>
          )}
        </CardBody>
      </Card>
      {details.length > 0 ? (
        <Card>
          <CardBody>
            <h2 className="mb-3 text-base font-semibold text-ink">Details</h2>
            <dl className="space-y-2.5 text-sm">
              {details.map((d) => (
                <div key={d.label} className="flex justify-between gap-4">
                  <dt className="text-ink-subtle">{d.label}</dt>
                  <dd className="text-right font-medium text-ink">{d.value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
