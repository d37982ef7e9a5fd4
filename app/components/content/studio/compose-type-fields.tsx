/** The fields of the post types that carry more than text and media: polls, crowdfunding, live announcements. */

import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { TOKEN_SYMBOL } from "~/lib/money";
import { KeptTimeField } from "./local-time";

type Errors = Record<string, string>;

function PollOptions({ error }: { error?: string }) {
  // Each answer keeps a stable key while others are added or removed.
  const [options, setOptions] = useState([
    { key: 1, text: "" },
    { key: 2, text: "" },
  ]);
  const [nextKey, setNextKey] = useState(3);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Answers</legend>
      {options.map((option, index) => (
        <div key={option.key} className="flex items-center gap-2">
          <input
            name="pollOptions"
            aria-label={`Answer ${index + 1}`}
            value={option.text}
            maxLength={100}
            required={index < 2}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setOptions((all) => all.map((o) => (o.key === option.key ? { ...o, text } : o)));
            }}
            className="block h-10 w-full rounded-xl border border-line bg-surface px-3.5 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15"
            placeholder={`Answer ${index + 1}`}
          />
          {options.length > 2 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove answer ${index + 1}`}
              onClick={() => setOptions((all) => all.filter((o) => o.key !== option.key))}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {options.length < 10 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setOptions((all) => [...all, { key: nextKey, text: "" }]);
            setNextKey((k) => k + 1);
          }}
        >
          Add an answer
        </Button>
      ) : null}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

export function PollFields({ errors: d }: { errors: Errors }) {
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface-muted/40 p-4">
      <Field label="Question" name="pollQuestion" required maxLength={200} error={d.pollQuestion} />
      <PollOptions error={d.pollOptions} />
      <Field
        label="Voting closes at"
        name="pollExpiresAt"
        type="datetime-local"
        hint="Optional. No votes are accepted after this time."
        error={d.pollExpiresAt}
      />
    </div>
  );
}

export function CrowdfundingFields({ errors: d }: { errors: Errors }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label="What are you raising for?"
        name="crowdfundingTitle"
        required
        maxLength={200}
        error={d.crowdfundingTitle}
      />
      <Field
        label="Goal (tokens)"
        name="crowdfundingGoal"
        type="number"
        min="1"
        step="0.01"
        required
        prefix={TOKEN_SYMBOL}
        error={d.crowdfundingGoal}
      />
      <Field
        label="Deadline"
        name="crowdfundingDeadline"
        type="datetime-local"
        required
        error={d.crowdfundingDeadline}
      />
    </div>
  );
}

/** A live announcement's title and start; `current` fills them in on the edit page (`KeptTimeField`). */
export function StreamFields({
  errors: d,
  current,
}: {
  errors: Errors;
  current?: { title: string | null; at: string };
}) {
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:grid-cols-2">
      <Field
        label="Stream title"
        name="streamTitle"
        required
        maxLength={200}
        defaultValue={current?.title ?? undefined}
        error={d.streamTitle}
      />
      {current ? (
        <KeptTimeField
          label="Goes live at"
          name="streamScheduledAt"
          iso={current.at}
          error={d.streamScheduledAt}
        />
      ) : (
        <Field
          label="Goes live at"
          name="streamScheduledAt"
          type="datetime-local"
          required
          error={d.streamScheduledAt}
        />
      )}
    </div>
  );
}
