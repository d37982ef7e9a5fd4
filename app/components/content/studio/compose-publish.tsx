/** How a post goes out: for sale or to subscribers, now or scheduled, pinned or not. */
import { Checkbox, Field } from "~/components/ui/field";
import type { PostType } from "./compose-form";
import { SaleFields } from "./sale-fields";

export function PublishOptions({
  type,
  errors: d,
  schedule,
  setSchedule,
}: {
  type: PostType;
  errors: Record<string, string>;
  schedule: boolean;
  setSchedule: (schedule: boolean) => void;
}) {
  return (
    <div className="space-y-4 rounded-2xl border border-line p-4">
      {type !== "scheduled-stream" && type !== "crowdfunding" && type !== "poll" ? (
        <div className="space-y-3">
          <SaleFields
            label="Sell this post (fans pay once to unlock it)"
            error={d.price}
            priceClassName="max-w-48"
            notForSale={
              <p className="text-xs text-ink-subtle" data-testid="post-audience">
                Not for sale: your subscribers see it. Others see a locked preview.
              </p>
            }
          />
        </div>
      ) : null}
      <div className="space-y-3">
        <Checkbox
          label="Schedule for later"
          name="scheduled"
          value="true"
          checked={schedule}
          onChange={(e) => setSchedule(e.currentTarget.checked)}
        />
        {schedule ? (
          <Field
            label="Publish at"
            name="scheduleAt"
            type="datetime-local"
            required
            className="max-w-64"
            hint="Fans see the post from this time."
            error={d.scheduleAt}
          />
        ) : null}
      </div>
      <Checkbox label="Pin to the top of my profile" name="isPinned" value="true" />
    </div>
  );
}
