import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { topPerformers } from "#functions/identity/performers/discovery";
import { CreatorCard } from "~/components/creators/creator-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { landingPath, type PageHandle } from "~/lib/page";
import { useRootData } from "~/lib/root-data";

export const handle = { auth: "none", layout: "primary" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [
  { title: "Fanverse: support the creators you love" },
  {
    name: "description",
    content: "Subscribe to creators, unlock exclusive posts and chat with them directly.",
  },
];

/** `/`: a signed-in user goes to their landing page; visitors see what the site is about. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { deps, viewer, country } = context.rc;
  if (viewer) throw redirect(landingPath(viewer));
  const top = await topPerformers(deps, null, country, { limit: 6, offset: 0, sortBy: "followers" });
  return { creators: top.data };
}

export default function Landing() {
  const { creators } = useLoaderData<typeof loader>();
  const { settings } = useRootData();
  return (
    <div className="space-y-12 sm:space-y-16">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-800 px-6 py-12 text-white sm:px-12 sm:py-16">
        <div className="pointer-events-none absolute -top-24 -right-16 size-80 rounded-full bg-white/10 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-24 left-10 size-72 rounded-full bg-violet-400/25 blur-3xl" />
        <div className="relative max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-white/75 uppercase">{settings.siteName}</p>
          <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
            Get closer to the creators you love.
          </h1>
          <p className="mt-4 text-lg text-white/85">
            Subscribe for exclusive photos, videos and live streams, and chat with creators directly.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/auth/register" size="lg" variant="secondary" className="border-transparent">
              Join as a fan
            </ButtonLink>
            <ButtonLink
              to="/auth/register-creator"
              size="lg"
              className="bg-white/15 shadow-none ring-1 ring-white/40 hover:bg-white/25"
            >
              Become a creator
            </ButtonLink>
          </div>
        </div>
      </section>

      {creators.length > 0 ? (
        <section aria-labelledby="popular-heading" className="space-y-4">
          <div className="flex items-end justify-between gap-4">
            <div>
              <h2 id="popular-heading" className="text-xl font-bold tracking-tight text-ink">
                Popular creators
              </h2>
              <p className="text-sm text-ink-muted">Join to follow them and see their latest posts.</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {creators.map((c) => (
              <CreatorCard key={c._id} creator={c} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="grid gap-4 sm:grid-cols-3">
        {[
          { title: "Exclusive content", text: "Photos, videos and posts made for subscribers only." },
          { title: "Direct connection", text: "Message creators and join their live streams." },
          { title: "Fair for creators", text: "Creators keep most of what fans spend." },
        ].map((f) => (
          <div key={f.title} className="rounded-2xl border border-line bg-surface p-5 shadow-xs">
            <p className="font-semibold text-ink">{f.title}</p>
            <p className="mt-1 text-sm text-ink-muted">{f.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
