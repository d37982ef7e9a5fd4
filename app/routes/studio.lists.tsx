/**
 * /studio/lists: the creator's fan lists. Built-in ones (kept current by the platform) and custom
 * ones they name and fill; a list's members with search; fans to add found among those who follow,
 * subscribe (or did), paid or wrote to the creator.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { ListBody, ListMembersBody, ListMembersQuery } from "#functions/messaging/lists/schemas";
import {
  addMembers,
  createList,
  deleteList,
  fansToAdd,
  listLists,
  listMembers,
  removeMember,
  renameList,
} from "#functions/messaging/lists/service";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { Avatar } from "~/components/ui/avatar";
import { Button, SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { IntentButton } from "~/components/ui/intent-button";
import { byIntent } from "~/lib/actions.server";
import { cn } from "~/lib/cn";
import { useRowFieldErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Lists · Creator studio" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const params = new URL(args.request.url).searchParams;
  const lists = (await listLists(deps, args.context.rc.viewerRead)).data;
  const selected = lists.find((l) => l._id === params.get("list")) ?? lists[0];
  const q = params.get("q") || undefined;
  const find = params.get("find");
  const [members, candidates] = await Promise.all([
    listMembers(deps, args.context.rc.viewerRead, selected._id, ListMembersQuery.parse({ q, limit: 50 })),
    selected.kind === "custom" && find !== null
      ? fansToAdd(deps, viewer.id, ListMembersQuery.parse({ q: find || undefined, limit: 20 }))
      : Promise.resolve(null),
  ]);
  return { lists, selected, members, candidates };
});

const listIdOf = (form: FormData) => z.string().min(1).max(64).parse(form.get("listId"));

const dispatch = byIntent({
  create: async (form, { context: { rc } }) => {
    const list = await createList(
      rc.deps,
      requirePerformer(rc.viewer).id,
      ListBody.parse({ name: form.get("name") }),
    );
    return { ok: true, message: `List “${list.name}” created`, listId: list._id };
  },
  rename: async (form, { context: { rc } }) => {
    const body = ListBody.parse({ name: form.get("name") });
    await renameList(rc.deps, requirePerformer(rc.viewer).id, listIdOf(form), body);
    return { ok: true, message: "List renamed" };
  },
  delete: async (form, { context: { rc } }) => {
    await deleteList(rc.deps, requirePerformer(rc.viewer).id, listIdOf(form));
    return { ok: true, message: "List deleted" };
  },
  add: async (form, { context: { rc } }) => {
    const { userIds } = ListMembersBody.parse({ userIds: form.getAll("userIds") });
    const result = await addMembers(rc.deps, requirePerformer(rc.viewer).id, listIdOf(form), userIds);
    return { ok: true, message: `${result.added} added · ${result.memberCount} in the list` };
  },
  remove: async (form, { context: { rc } }) => {
    const userId = z.string().min(1).max(64).parse(form.get("userId"));
    await removeMember(rc.deps, requirePerformer(rc.viewer).id, listIdOf(form), userId);
    return { ok: true, message: "Removed from the list" };
  },
});

export const action = formAction(handle, dispatch);

/** A search within the chosen list's page (its members, or fans to add): the list stays chosen. */
function ListSearch({
  listId,
  label,
  name,
  placeholder,
  button,
}: {
  listId: string;
  label: string;
  name: string;
  placeholder: string;
  button: string;
}) {
  const [params] = useSearchParams();
  const id = `${name}-search`;
  return (
    <Form method="get" className="flex gap-2" role="search" aria-label={label}>
      <input type="hidden" name="list" value={listId} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={params.get(name) ?? ""}
        placeholder={placeholder}
        className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle"
      />
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </Form>
  );
}

export default function StudioLists() {
  const { lists, selected, members, candidates } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  // "Add selected" with nobody ticked says so under the fans (the toast only points at it).
  const addErrors = useRowFieldErrors(useActionData<typeof action>(), "intent", "add");
  const custom = selected.kind === "custom";
  const builtins = lists.filter((l) => l.kind === "builtin");
  const mine = lists.filter((l) => l.kind === "custom");
  const linkTo = (id: string) => `?list=${encodeURIComponent(id)}`;
  const item = (l: (typeof lists)[number]) => (
    <li key={l._id}>
      <Link
        to={linkTo(l._id)}
        aria-current={l._id === selected._id ? "page" : undefined}
        className={cn(
          "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm transition-colors",
          l._id === selected._id
            ? "bg-brand-50 font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200"
            : "text-ink-muted hover:bg-surface-muted hover:text-ink",
        )}
      >
        <span className="min-w-0">{l.name}</span>
        <span className="shrink-0 text-xs tabular-nums">{l.memberCount}</span>
      </Link>
    </li>
  );

  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Lists"
        description="Group your fans to message them together. Built-in lists update themselves; your own lists hold the fans you add."
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Card>
          <CardBody className="space-y-4">
            <nav aria-label="Lists" className="space-y-3">
              <div>
                <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-subtle uppercase">
                  Built-in
                </p>
                <ul>{builtins.map(item)}</ul>
              </div>
              <div>
                <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-subtle uppercase">
                  Your lists
                </p>
                {mine.length ? (
                  <ul>{mine.map(item)}</ul>
                ) : (
                  <p className="px-3 text-sm text-ink-muted">None yet.</p>
                )}
              </div>
            </nav>
            <Form noValidate method="post" className="space-y-2" aria-label="New list">
              <Field
                label="New list"
                name="name"
                required
                maxLength={60}
                placeholder="e.g. VIP"
                autoComplete="off"
              />
              <IntentButton intent="create" variant="secondary" className="w-full">
                Create list
              </IntentButton>
            </Form>
          </CardBody>
        </Card>

        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader
              title={selected.name}
              description={`${selected.memberCount} ${selected.memberCount === 1 ? "fan" : "fans"}${selected.kind === "builtin" ? ` · ${selected.description} · kept up to date for you` : ""}`}
            />
            <CardBody className="space-y-4">
              {custom ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                  <Form
                    noValidate
                    method="post"
                    className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
                    key={selected._id}
                  >
                    <input type="hidden" name="listId" value={selected._id} />
                    <Field
                      label="Name"
                      name="name"
                      defaultValue={selected.name}
                      maxLength={60}
                      className="flex-1"
                    />
                    <IntentButton intent="rename" variant="secondary">
                      Rename
                    </IntentButton>
                  </Form>
                  <Form noValidate method="post" action={`?list=${encodeURIComponent(lists[0]._id)}`}>
                    <input type="hidden" name="listId" value={selected._id} />
                    <IntentButton intent="delete" variant="ghost">
                      Delete list
                    </IntentButton>
                  </Form>
                </div>
              ) : null}
              <ListSearch
                listId={selected._id}
                label="Search members"
                name="q"
                placeholder="Search by name or username"
                button="Search"
              />
              {members.data.length === 0 ? (
                <p className="text-sm text-ink-muted">
                  {params.get("q")
                    ? "No member matches."
                    : custom
                      ? "No one in this list yet. Add fans below."
                      : "No one in this list yet."}
                </p>
              ) : (
                <ul className="divide-y divide-line" aria-label="Members">
                  {members.data.map((m) => (
                    <li key={m._id} className="flex items-center gap-3 py-2.5">
                      <Avatar src={m.user.avatar} name={m.user.name} size="sm" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-ink">
                          {m.user.name || m.user.username}
                        </p>
                        <p className="truncate text-xs text-ink-subtle">@{m.user.username}</p>
                      </div>
                      {custom ? (
                        <Form noValidate method="post">
                          <input type="hidden" name="listId" value={selected._id} />
                          <input type="hidden" name="userId" value={m._id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="remove"
                            variant="secondary"
                            size="sm"
                            aria-label={`Remove ${m.user.name || m.user.username}`}
                          >
                            Remove
                          </Button>
                        </Form>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              {members.total > members.data.length ? (
                <p className="text-xs text-ink-subtle">
                  Showing {members.data.length} of {members.total}. Search to find someone.
                </p>
              ) : null}
            </CardBody>
          </Card>

          {custom ? (
            <Card>
              <CardHeader
                title="Add fans"
                description="Fans who follow you, subscribe or did, bought from you or wrote to you."
              />
              <CardBody className="space-y-4">
                <ListSearch
                  listId={selected._id}
                  label="Find fans"
                  name="find"
                  placeholder="Name or username"
                  button="Find"
                />
                {candidates ? (
                  candidates.data.length === 0 ? (
                    <p className="text-sm text-ink-muted">No fan matches.</p>
                  ) : (
                    <Form noValidate method="post" className="space-y-3" aria-label="Fans to add">
                      <input type="hidden" name="listId" value={selected._id} />
                      <ul className="divide-y divide-line">
                        {candidates.data.map((c) => (
                          <li key={c._id}>
                            <label className="flex cursor-pointer items-center gap-3 py-2">
                              <input
                                type="checkbox"
                                name="userIds"
                                value={c._id}
                                className="size-4 accent-brand-600"
                              />
                              <Avatar src={c.user.avatar} name={c.user.name} size="sm" />
                              <span className="min-w-0 flex-1">
                                <span className="block truncate text-sm font-medium text-ink">
                                  {c.user.name || c.user.username}
                                </span>
                                <span className="block truncate text-xs text-ink-subtle">
                                  @{c.user.username}
                                </span>
                              </span>
                            </label>
                          </li>
                        ))}
                      </ul>
                      {addErrors.userIds ? (
                        <p className="text-sm text-red-600 dark:text-red-400" data-testid="add-fans-error">
                          {addErrors.userIds}
                        </p>
                      ) : null}
                      <SubmitRow name="intent" value="add" pending={busy("add")}>
                        Add selected
                      </SubmitRow>
                    </Form>
                  )
                ) : (
                  <p className="text-sm text-ink-muted">
                    Search, or press Find to see your most recent fans.
                  </p>
                )}
              </CardBody>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
