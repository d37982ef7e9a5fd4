/** /studio/blocks: users and countries the creator blocks from their profile and content. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AppError } from "#functions/errors";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { findUserByRef } from "#functions/identity/users/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { BlockCountriesBody } from "#functions/social/blocks/schemas";
import {
  blockUser,
  getBlockedCountries,
  listBlockedUsers,
  setBlockedCountries,
  unblockUser,
} from "#functions/social/blocks/service";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { Avatar } from "~/components/ui/avatar";
import { Button, SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { CountryPicker } from "~/components/ui/country-picker";
import { Field } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { toastFailure } from "~/lib/errors.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Blocked · Creator studio" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const [users, countries] = await Promise.all([
    listBlockedUsers(deps, viewer, { limit: 100, offset: 0, sort: "desc" }),
    getBlockedCountries(deps, viewer),
  ]);
  const all = countryOptions();
  return { users: users.data, countries: countries.countryCodes, all };
});

const dispatch = byIntent({
  block: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { username, reason } = z
      .object({ username: z.string().trim().min(1).max(64), reason: z.string().max(500).optional() })
      .parse(Object.fromEntries(form));
    const user = await findUserByRef(rc.deps, username.replace(/^@/, "").toLowerCase());
    if (!user) throw new AppError("user_not_found", { details: { username: "No user with this username." } });
    await blockUser(rc.deps, performer, { targetId: user.id, reason });
    return { ok: true, message: `@${user.username ?? username} is blocked` };
  },
  unblock: async (form, { context: { rc } }) => {
    await unblockUser(rc.deps, requirePerformer(rc.viewer), String(form.get("userId")));
    return { ok: true, message: "User unblocked" };
  },
  countries: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { countryCodes } = BlockCountriesBody.parse({ countryCodes: form.getAll("countryCodes") });
    await setBlockedCountries(rc.deps, performer, countryCodes);
    return { ok: true, message: "Blocked countries saved" };
  },
});

export const action = formAction(handle, dispatch, toastFailure);

export default function StudioBlocks() {
  const { users, countries, all } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Blocked"
        description="Blocked users and visitors from blocked countries cannot see your profile or content."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Blocked users" description={`${users.length} blocked`} />
          <CardBody className="space-y-4">
            <Form noValidate method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <Field
                label="Username"
                name="username"
                required
                placeholder="username"
                prefix="@"
                className="flex-1"
                autoComplete="off"
              />
              <Field label="Reason (optional)" name="reason" maxLength={500} className="flex-1" />
              <Button type="submit" name="intent" value="block" variant="danger" pending={busy("block")}>
                Block
              </Button>
            </Form>
            {users.length === 0 ? (
              <p className="text-sm text-ink-muted">You haven't blocked anyone.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Blocked users">
                {users.map((b) => (
                  <li key={b._id} className="flex items-center gap-3 py-2.5">
                    <Avatar src={b.user.avatar} name={b.user.name} size="sm" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-ink">
                        {b.user.name || b.user.username}
                      </p>
                      <p className="truncate text-xs text-ink-subtle">
                        @{b.user.username}
                        {b.reason ? ` · ${b.reason}` : ""}
                      </p>
                    </div>
                    <Form noValidate method="post">
                      <input type="hidden" name="userId" value={b._id} />
                      <Button type="submit" name="intent" value="unblock" variant="secondary" size="sm">
                        Unblock
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Blocked countries"
            description={countries.length ? `${countries.length} blocked` : "None blocked"}
          />
          <CardBody>
            <Form noValidate method="post" className="space-y-4">
              <CountryPicker
                key={countries.join(",")}
                label="Countries that may not see your profile"
                name="countryCodes"
                options={all}
                defaultValue={countries}
              />
              <SubmitRow name="intent" value="countries" pending={busy("countries")}>
                Save countries
              </SubmitRow>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
