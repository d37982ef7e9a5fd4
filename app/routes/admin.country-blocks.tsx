/** /admin/country-blocks: countries blocked from the whole site (visitors see the geoBlock page). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { countryOptions } from "#functions/site/lookup/countries";
import { SiteCountryBlocksBody } from "#functions/social/blocks/site-schemas";
import {
  addSiteCountryBlocks,
  listSiteCountryBlocks,
  removeSiteCountryBlock,
} from "#functions/social/blocks/site-service";
import { AdminHeader } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { CountryPicker } from "~/components/ui/country-picker";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Country blocks · Admin" }];

export const loader = pageLoader(handle, async (args) => {
  const blocked = await listSiteCountryBlocks(args.context.rc.deps);
  const taken = new Set(blocked.data.map((b) => b.countryCode));
  const countries = countryOptions().filter((c) => !taken.has(c.value));
  return { blocked: blocked.data, countries };
});

const dispatch = byIntent({
  block: async (form, { context: { rc } }) => {
    const { countryCodes } = SiteCountryBlocksBody.parse({ countryCodes: form.getAll("countryCodes") });
    await addSiteCountryBlocks(rc.deps, requireAdmin(rc.viewer), countryCodes);
    return {
      ok: true as const,
      message: countryCodes.length === 1 ? "Country blocked" : "Countries blocked",
    };
  },
  unblock: async (form, { context: { rc } }) => {
    await removeSiteCountryBlock(rc.deps, requireAdmin(rc.viewer), String(form.get("countryCode") ?? ""));
    return { ok: true as const, message: "Country unblocked" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminCountryBlocks() {
  const { blocked, countries } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // A new list of blocked countries (after Block) starts the picker empty again.
  const blockedKey = blocked.map((b) => b.countryCode).join(",");
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Country blocks"
        description="Visitors from these countries see the geoBlock page, and the API refuses them. Creators can block more countries for themselves."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Block countries" />
          <CardBody>
            <Form noValidate method="post" className="space-y-4">
              <CountryPicker
                key={blockedKey}
                label="Countries to block"
                name="countryCodes"
                options={countries}
              />
              <div className="flex justify-end">
                <Button
                  type="submit"
                  name="intent"
                  value="block"
                  variant="danger"
                  pending={navigation.formData?.get("intent") === "block"}
                >
                  Block
                </Button>
              </div>
            </Form>
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Blocked"
            description={blocked.length ? plural(blocked.length, "country") : "None"}
          />
          <CardBody>
            {blocked.length === 0 ? (
              <p className="text-sm text-ink-muted">The site is open to every country.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Blocked countries">
                {blocked.map((b) => (
                  <li key={b.countryCode} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <span>
                      <span className="font-medium text-ink">{b.name}</span>{" "}
                      <span className="text-ink-subtle">
                        {b.countryCode} · since {formatDateTime(b.createdAt)}
                      </span>
                    </span>
                    <Form noValidate method="post">
                      <input type="hidden" name="countryCode" value={b.countryCode} />
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
      </div>
    </>
  );
}
