import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { FormResult } from "~/lib/form";
import { FormStatus } from "../form-status";
import { Button } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { TimeAgo } from "../ui/time";

export interface SessionRow {
  id: string;
  device: string;
  place: string | null;
  current: boolean;
  createdAt: string | null;
  lastSeenAt: string | null;
}

/** Last seen is kept to within 15 minutes (functions/identity/accounts/viewer.ts), so anything closer reads "Active now". */
const ACTIVE_MS = 15 * 60_000;

/** Sessions shown before "Show more": this device and the ones seen last. */
const SHOWN = 5;

/**
 * The "Where you're signed in" card of the account pages: each live session with its device, place
 * and last activity; "Sign out" ends one at once (its open pages lose their live updates too), and
 * "Sign out everywhere else" ends all but this one. Posts `intent=signOutSession|signOutOthers`.
 * The list comes in the server's order (this device, then the most recently seen); past the first
 * five, the rest wait behind "Show N more" (a year of "remember me" sign-ins made the page metres
 * long).
 */
export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const others = useFetcher<FormResult>();
  const hasOthers = sessions.some((s) => !s.current);
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, sessions.length - SHOWN);
  return (
    <Card id="sessions" className="scroll-mt-24">
      <CardHeader
        title="Where you're signed in"
        description="Sign out any device you don't recognise, then change your password."
        action={
          hasOthers ? (
            <others.Form method="post">
              <input type="hidden" name="intent" value="signOutOthers" />
              <Button type="submit" variant="secondary" size="sm" pending={others.state !== "idle"}>
                Sign out everywhere else
              </Button>
            </others.Form>
          ) : null
        }
      />
      <CardBody className="space-y-3">
        <FormStatus result={others.data} state={others.state} />
        <ul className="divide-y divide-line" data-testid="sessions">
          {sessions.slice(0, sessions.length - hidden).map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
        {hidden > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setAll(true)}>
            Show {hidden} more
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
}

function SessionItem({ session }: { session: SessionRow }) {
  const fetcher = useFetcher<FormResult>();
  const active = session.lastSeenAt && Date.now() - Date.parse(session.lastSeenAt) < ACTIVE_MS;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink">
          {session.device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-ink-muted">
          {session.place ?? "Unknown place"} ·{" "}
          {session.current || active ? (
            "Active now"
          ) : (
            <>
              Last seen <TimeAgo iso={session.lastSeenAt} />
            </>
          )}
          {session.createdAt ? (
            <>
              {" "}
              · Signed in <TimeAgo iso={session.createdAt} />
            </>
          ) : null}
        </p>
        {fetcher.data && !fetcher.data.ok ? <FormStatus result={fetcher.data} state={fetcher.state} /> : null}
      </div>
      {session.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="signOutSession" />
          <input type="hidden" name="sessionId" value={session.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            pending={fetcher.state !== "idle"}
            aria-label={`Sign out ${session.device}`}
          >
            Sign out
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
