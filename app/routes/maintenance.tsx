import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { getSetting } from "#functions/site/settings/service";
import { RouteErrorBoundary } from "~/components/error-boundary";
import type { PageHandle } from "~/lib/page";

export const handle = { auth: "none", layout: "maintenance" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Down for maintenance" }];

/** Shown while the maintenanceMode setting is on (the root sends everyone but admins here). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await getSetting(context.rc.deps, "maintenanceMode"))) throw redirect("/");
  return null;
}

export default function MaintenancePage() {
  return (
    <div className="space-y-4">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8 2.5-2.5Z"
          />
        </svg>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">We'll be right back</h1>
      <p className="text-ink-muted">We're doing some maintenance. Please check back in a little while.</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
