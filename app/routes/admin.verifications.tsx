/** /admin/verifications: creators waiting for their ID documents to be reviewed, oldest first. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { searchAdminUsers } from "#functions/admin/console/users";
import { creatorDocuments } from "#functions/identity/verification/service";
import { reviewVerificationAction } from "~/components/admin/actions.server";
import { AdminHeader } from "~/components/admin/admin-nav";
import { CardList } from "~/components/admin/card-list";
import { DocumentGallery, ReviewForms } from "~/components/admin/verification-review";
import { ActionToast } from "~/components/ui/action-toast";
import { Avatar } from "~/components/ui/avatar";
import { EmptyState } from "~/components/ui/empty-state";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Verifications · Admin" }];

const LIMIT = 10;

export const loader = pageLoader(handle, async (args) => {
  const { deps } = args.context.rc;
  const { offset } = pageParams(args.request);
  const pending = await searchAdminUsers(deps, {
    role: "performer",
    verificationStatus: "pending",
    sort: "asc",
    sortBy: "createdAt",
    limit: LIMIT,
    offset,
  });
  const creators = await Promise.all(
    pending.data.map(async (c) => ({ ...c, documents: await creatorDocuments(deps, c._id) })),
  );
  return { creators, total: pending.total, offset };
});

const dispatch = byIntent({ verify: reviewVerificationAction });

export const action = formAction(handle, dispatch);

export default function AdminVerifications() {
  const { creators, total, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Verifications"
        description="Creators who sent ID documents. Until approved they cannot sell, go live, request payouts or appear in search."
      />
      <CardList
        label="Creators waiting for review"
        items={creators}
        empty={
          <EmptyState title="Nothing to review" text="New documents appear here as creators send them." />
        }
        page={{ total, limit: LIMIT, offset }}
        bodyClassName="space-y-4"
      >
        {(c) => (
          <>
            <div className="flex items-center gap-3">
              <Avatar src={c.avatar} name={c.name} size="sm" />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/users/${c._id}`}
                  className="truncate text-sm font-semibold text-ink hover:underline"
                >
                  {c.name || c.username}
                </Link>
                <p className="truncate text-xs text-ink-subtle">
                  {c.username ? `@${c.username} · ` : ""}
                  {c.email ?? "no email"} · joined {formatDateTime(c.createdAt)}
                </p>
              </div>
            </div>
            <DocumentGallery documents={c.documents} />
            <ReviewForms performerId={c._id} name={c.name} verified={false} />
          </>
        )}
      </CardList>
    </>
  );
}
