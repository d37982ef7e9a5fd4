import {
  type ErrorResponse,
  Form,
  isRouteErrorResponse,
  type Params,
  useLocation,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { GeoBlockNotice } from "./geo-block-notice";
import { Button, ButtonLink } from "./ui/button";

/* The error pages of every route (epic-stack's GeneralErrorBoundary): one look, a message per status. */

type StatusHandler = (info: { error: ErrorResponse; params: Params }) => React.ReactNode;

const STATUS_MESSAGES = new Map<number, { title: string; text: string }>([
  [400, { title: "Bad request", text: "The request could not be understood." }],
  [401, { title: "Please log in", text: "You need to log in to see this page." }],
  [403, { title: "Not allowed", text: "You don't have access to this page." }],
  [404, { title: "Page not found", text: "We couldn't find what you were looking for." }],
  [429, { title: "Slow down", text: "Too many attempts, please wait a moment and try again." }],
]);

const GENERIC = { title: "Something went wrong", text: DEFAULT_MESSAGES.generic };

/**
 * A fan who opens a creator page (the studio): what it is for and how to become a creator. Creator
 * accounts are separate accounts, so the way there is to log out and sign up as a creator.
 */
function CreatorsOnlyNotice() {
  const { pathname } = useLocation();
  const studio = pathname === "/studio" || pathname.startsWith("/studio/");
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Creators only</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {studio ? "The studio is for creators" : "This page is for creators"}
      </h1>
      <p className="mt-3 text-ink-muted">
        Creators use the studio to publish posts, photos and videos and to earn from their fans. Your account
        is a fan account. To publish, sign up as a creator: it takes a minute, and once your ID is verified
        you can sell.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Form method="post" action="/auth/logout" noValidate>
          <input type="hidden" name="redirectTo" value="/auth/register-creator" />
          <Button type="submit">Become a creator</Button>
        </Form>
        <ButtonLink to="/home" variant="secondary">
          Back to my feed
        </ButtonLink>
      </div>
      <p className="mt-4 text-xs text-ink-subtle">
        "Become a creator" logs you out of this fan account first.
      </p>
    </>
  );
}

/** The notice an error page shows: status, title, what happened, and where to go next. */
export function ErrorNotice({
  status,
  message,
  code,
}: {
  status: number;
  message?: string | null;
  code?: string | null;
}) {
  if (status === 403 && code === "performer_only") return <CreatorsOnlyNotice />;
  const known = STATUS_MESSAGES.get(status) ?? GENERIC;
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{known.title}</h1>
      <p className="mt-3 text-ink-muted">{status < 500 && message ? message : known.text}</p>
      <div className="mt-8 flex justify-center gap-3">
        {status === 401 ? (
          <ButtonLink to="/auth/login">Log in</ButtonLink>
        ) : (
          <ButtonLink to="/" reloadDocument>
            Go to the home page
          </ButtonLink>
        )}
      </div>
    </>
  );
}

/**
 * A thrown error response as the notice: the server's message (AppError's, for statuses below 500).
 * A creator's own country block shows the not-available-in-your-country notice (`GeoBlockNotice`), not a generic
 * 403; the rest of the site stays open to the visitor.
 */
const defaultStatusHandler: StatusHandler = ({ error }) =>
  error.data?.code === "country_blocked" ? (
    <>
      <GeoBlockNotice blockedBy="creator" />
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/" reloadDocument>
          Go to the home page
        </ButtonLink>
      </div>
    </>
  ) : (
    <ErrorNotice
      status={error.status}
      message={typeof error.data?.message === "string" ? error.data.message : null}
      code={typeof error.data?.code === "string" ? error.data.code : null}
    />
  );

/**
 * What a route shows when its loader or action fails: `statusHandlers` may word a status its own way
 * (a missing video, a blocked creator); anything unexpected is logged and shown as a 500.
 */
export function GeneralErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: ReadonlyMap<number, StatusHandler>;
}) {
  const error = useRouteError();
  const params = useParams();
  if (!isRouteErrorResponse(error)) {
    console.error(error);
    return <ErrorNotice status={500} />;
  }
  const handler = statusHandlers?.get(error.status) ?? defaultStatusHandler;
  return <>{handler({ error, params })}</>;
}

/**
 * A page's error boundary: the notice in the page's own layout (header and navigation stay), centred
 * like the notice pages.
 */
export function RouteErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: ReadonlyMap<number, StatusHandler>;
}) {
  return (
    <div className="mx-auto w-full max-w-lg animate-slide-up py-12 text-center sm:py-16">
      <GeneralErrorBoundary statusHandlers={statusHandlers} />
    </div>
  );
}
