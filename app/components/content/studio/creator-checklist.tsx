/**
 * A new creator's checklist at the top of the studio: each first step (from
 * GET /performer/checklist's rules, functions/identity/performers/checklist.ts), whether it is
 * done, and a link to the page where it is done. The studio shows it until every step is done.
 */
import { Link } from "@remix-run/react";
import type { Checklist, ChecklistKey } from "#functions/identity/performers/schemas";
import { cn } from "~/lib/cn";
import { Card } from "../../ui/card";
import { CheckIcon, ChevronRightIcon, ClockIcon } from "../../ui/icons";
import { ProgressBar } from "../../ui/progress";

const STEPS: ReadonlyMap<ChecklistKey, { title: string; text: string; inReview?: string }> = new Map([
  ["photos", { title: "Add a profile photo and a cover", text: "The first thing fans see on your page." }],
  ["bio", { title: "Write your bio", text: "A few lines about you and what you post." }],
  ["prices", { title: "Set your subscription prices", text: "Monthly and yearly, or a free page." }],
  [
    "verification",
    {
      title: "Verify your ID",
      text: "Front and back of your ID and a selfie: needed to sell, go live and be paid.",
      inReview: "Your ID documents are being reviewed. An admin usually decides within a day.",
    },
  ],
  ["payout", { title: "Add a payout method", text: "Bank transfer, PayPal or Stripe." }],
  ["post", { title: "Publish your first post", text: "Give new fans something to see." }],
]);

type Item = Checklist["items"][number];

function Mark({ state }: { state: Item["state"] }) {
  if (state === "done")
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-emerald-600 text-white dark:bg-emerald-500">
        <CheckIcon className="size-4" />
      </span>
    );
  if (state === "in_review")
    return (
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <ClockIcon className="size-4" />
      </span>
    );
  return <span className="size-7 shrink-0 rounded-full border-2 border-ink-subtle/50" />;
}

const STATE_LABEL: Record<Item["state"], string> = { done: "Done", in_review: "In review", todo: "To do" };

export function CreatorChecklist({ checklist }: { checklist: Checklist }) {
  const done = checklist.items.filter((i) => i.done).length;
  const total = checklist.items.length;
  return (
    <Card className="mb-6 overflow-hidden" data-testid="creator-checklist">
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-ink">Get your page ready</h2>
          <p className="text-sm text-ink-muted" data-testid="checklist-count">
            {done} of {total} done
          </p>
        </div>
        <ProgressBar value={(done / total) * 100} label="Checklist progress" className="mt-3" />
      </div>
      <ul aria-label="Your first steps" className="divide-y divide-line">
        {checklist.items.map((item) => {
          const step = STEPS.get(item.key);
          if (!step) return null;
          return (
            <li key={item.key} data-state={item.state} data-key={item.key}>
              <Link
                to={item.href}
                className="flex items-center gap-3 px-5 py-3.5 hover:bg-surface-muted focus-visible:bg-surface-muted sm:px-6"
              >
                <Mark state={item.state} />
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      "block text-sm font-semibold",
                      item.done ? "text-ink-muted line-through decoration-ink-subtle" : "text-ink",
                    )}
                  >
                    {step.title}
                  </span>
                  <span className="block text-xs text-ink-subtle">
                    {item.state === "in_review" && step.inReview ? step.inReview : step.text}
                  </span>
                </span>
                <span
                  className={cn(
                    "shrink-0 text-xs font-semibold",
                    item.state === "done" && "text-emerald-700 dark:text-emerald-400",
                    item.state === "in_review" && "text-amber-700 dark:text-amber-300",
                    item.state === "todo" && "text-brand-700 dark:text-brand-300",
                  )}
                >
                  {STATE_LABEL[item.state]}
                </span>
                <ChevronRightIcon className="size-4 shrink-0 text-ink-subtle" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
