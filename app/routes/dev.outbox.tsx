/**
 * /dev/outbox: the emails the platform wrote, for developers running it without a mail provider
 * (links in them can be followed from here). Only where DEV_TOOLS is "true" (npm start, npm run dev,
 * the browser tests), there for local requests and admins, and only while no provider is
 * configured; otherwise 404 (devOutboxAllowed).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AppError, errorBody } from "#functions/errors";
import { devOutboxAllowed, listOutbox } from "#functions/site/mail/dev-outbox";
import { Card, CardBody } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import type { PageHandle } from "~/lib/page";

export const handle = { auth: "none" } satisfies PageHandle;
export const meta: MetaFunction = () => [
  { title: "Outbox (developers)" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps, viewer } = context.rc;
  if (!devOutboxAllowed(deps.env, request.url, viewer)) {
    throw data(errorBody(new AppError("not_found")), { status: 404 });
  }
  const { limit, offset } = pageParams(request, 20);
  return { ...(await listOutbox(deps, { limit, offset })), limit, offset };
}

/** The text with its http(s) addresses as links. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <a key={i} href={part} className="break-all text-brand-600 underline dark:text-brand-400">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevOutbox() {
  const { data: mails, total, limit, offset } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Outbox</h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">
        No mail provider is configured, so emails stay here instead of being sent. Set MAIL_PROVIDER and
        MAIL_API_KEY to send them.
      </p>
      {mails.length === 0 ? (
        <EmptyState
          title="No emails yet"
          text="Sign up or ask for a password reset, and the email appears here."
        />
      ) : (
        <ul className="space-y-3" aria-label="Emails">
          {mails.map((m) => (
            <li key={m._id}>
              <Card>
                <CardBody className="space-y-2 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-ink">{m.subject}</span>
                    <span className="text-xs text-ink-subtle">
                      {m.template} · {formatDateTime(m.createdAt)}
                    </span>
                  </div>
                  <p className="text-ink-muted">To: {m.to}</p>
                  <pre className="font-sans whitespace-pre-wrap text-ink">
                    <Linked text={m.text} />
                  </pre>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </div>
  );
}
