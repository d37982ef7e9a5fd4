/**
 * The creator's panel about the fan they are chatting with (GET /api/conversations/{id}/fan, read
 * by the thread's loader): subscribed since (or not), total spent with the creator, the fan lists
 * they are in, and the private note the creator keeps (saved through the thread's `fan-note`
 * action). A side column on wide screens; on narrower ones the ⋯ menu opens it in a dialog.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { FAN_NOTE_MAX_LENGTH } from "#functions/messaging/fans/limits";
import type { FanNote, FanPanel as FanPanelData } from "#functions/messaging/fans/schemas";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { formatDate, TimeAgo } from "~/components/ui/time";
import { tokenAmount } from "~/lib/money";

type NoteResult =
  | { ok: true; note: FanNote }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

function subscriptionText(s: FanPanelData["subscription"]) {
  if (s.status === "active") {
    return s.cancelled && s.expiresAt
      ? `Subscribed since ${formatDate(s.since)} · cancelled, ends ${formatDate(s.expiresAt)}`
      : `Subscribed since ${formatDate(s.since)}`;
  }
  if (s.status === "expired") {
    return s.expiresAt ? `Subscription expired ${formatDate(s.expiresAt)}` : "Subscription expired";
  }
  return "Not subscribed";
}

export function FanPanel({ panel, headingLevel = 2 }: { panel: FanPanelData; headingLevel?: 2 | 3 }) {
  const fetcher = useFetcher<NoteResult>();
  const [note, setNote] = useState(panel.note);
  const [draft, setDraft] = useState(panel.note.text);
  useEffect(() => {
    setNote(panel.note);
    setDraft(panel.note.text);
  }, [panel.note]);
  useEffect(() => {
    if (fetcher.data?.ok) {
      setNote(fetcher.data.note);
      setDraft(fetcher.data.note.text);
    }
  }, [fetcher.data]);
  const noteId = useId();
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const saving = fetcher.state !== "idle";
  const changed = draft.trim() !== note.text;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { fan, subscription } = panel;
  return (
    <section aria-label={`About ${fan.name}`} className="space-y-5 text-sm" data-testid="fan-panel">
      <div className="flex items-center gap-3">
        <Avatar src={fan.avatar} name={fan.name} size="md" />
        <div className="min-w-0">
          <Heading className="truncate font-semibold text-ink">{fan.name}</Heading>
          {fan.username ? <p className="truncate text-xs text-ink-subtle">@{fan.username}</p> : null}
        </div>
      </div>

      <dl className="space-y-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-subtle">Subscription</dt>
          <dd className="mt-0.5 flex items-center gap-2 text-ink">
            <span
              aria-hidden="true"
              className={
                subscription.status === "active"
                  ? "size-2 shrink-0 rounded-full bg-emerald-500"
                  : "size-2 shrink-0 rounded-full bg-ink-subtle/50"
              }
            />
            <span data-testid="fan-subscription">{subscriptionText(subscription)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-subtle">
            Total spent with you
          </dt>
          <dd className="mt-0.5 text-base font-semibold text-ink tabular-nums" data-testid="fan-spent">
            {tokenAmount(panel.totalSpent)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-subtle">Lists</dt>
          <dd className="mt-1">
            {panel.lists.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Lists they are in">
                {panel.lists.map((l) => (
                  <li
                    key={l._id}
                    className="rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink"
                  >
                    {l.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">In none of your lists.</p>
            )}
            <Link
              to="/studio/lists"
              className="mt-1.5 inline-block text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              Manage lists
            </Link>
          </dd>
        </div>
      </dl>

      <fetcher.Form method="post" noValidate className="space-y-2">
        <input type="hidden" name="intent" value="fan-note" />
        <TextareaField
          id={noteId}
          label="Private note"
          name="note"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={FAN_NOTE_MAX_LENGTH}
          rows={4}
          placeholder="Birthday, what they like, what you promised…"
          hint={`Only you see this. ${draft.length}/${FAN_NOTE_MAX_LENGTH}`}
          error={failed?.fieldErrors?.note ?? failed?.formError ?? null}
        />
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-ink-subtle" aria-live="polite">
            {saving ? (
              "Saving…"
            ) : fetcher.data?.ok && !changed ? (
              "Note saved"
            ) : note.updatedAt ? (
              <>
                Saved <TimeAgo iso={note.updatedAt} />
              </>
            ) : (
              ""
            )}
          </p>
          <Button type="submit" size="sm" variant="secondary" pending={saving} disabled={!changed && !saving}>
            Save note
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
