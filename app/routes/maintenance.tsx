import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { getSetting } from "#functions/site/settings/service";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { NoticePage } from "~/components/notice-page";
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
    <NoticePage
      title="We'll be right back"
      icon={
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8 2.5-2.5Z"
        />
      }
    >
      We're doing some maintenance. Please check back in a little while.
    </NoticePage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
