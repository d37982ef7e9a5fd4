/**
 * /admin/settings: every setting of the platform in one form (prices and limits, commission, free
 * subscriptions, payments, Persona, reCAPTCHA, analytics, email verification, maintenance, and the
 * site's name, logo, favicon and menus). All values are checked before any is stored; changes
 * apply to the next request everywhere.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { serverIntegrations } from "#functions/admin/console/integrations";
import type { SettingKey } from "#functions/site/settings/catalogue";
import { adminUpdateSettings, listAdminSettings } from "#functions/site/settings/service";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { MenuEditor, type MenuLink } from "~/components/admin/menu-editor";
import { SETTING_FIELDS as FIELDS, type FieldDef, type Group } from "~/components/admin/setting-fields";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Checkbox, Field, SelectField } from "~/components/ui/field";
import { formErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Settings · Admin" }];

const GROUPS: { id: Group; title: string; description: string }[] = [
  { id: "site", title: "Site", description: "Name, logo, favicon, menus and maintenance." },
  {
    id: "accounts",
    title: "Accounts and sign-in",
    description: "Email verification, social sign-in, captcha, contact.",
  },
  { id: "money", title: "Prices and payments", description: "In tokens (1 token = 1 USD)." },
  {
    id: "identity",
    title: "Creator verification",
    description: "Creators can always send ID documents for an admin to review.",
  },
  { id: "analytics", title: "Analytics", description: "" },
];

const ENTRIES = Object.entries(FIELDS) as [SettingKey, FieldDef][];

export const loader = pageLoader(handle, async (args) => {
  const { deps } = args.context.rc;
  const settings = await listAdminSettings(deps);
  return {
    values: Object.fromEntries(settings.map((s) => [s.key, s.value])) as Record<string, unknown>,
    server: serverIntegrations(deps.env),
  };
});

/** A typed number, or NaN for an empty box (the catalogue then says what to enter). */
const numberOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
};

function valuesFromForm(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, def] of ENTRIES) {
    switch (def.kind) {
      case "bool":
        values[key] = form.get(key) === "on";
        break;
      case "tokens":
      case "days":
        values[key] = numberOf(form.get(key));
        break;
      case "percent":
        values[key] = Math.round(numberOf(form.get(key)) * 100) / 10_000;
        break;
      case "menus": {
        const titles = form.getAll("menus.title").map(String);
        const paths = form.getAll("menus.path").map(String);
        const sections = form.getAll("menus.section").map(String);
        values[key] = titles
          .map((title, i) => ({ title: title.trim(), path: (paths[i] ?? "").trim(), section: sections[i] }))
          .filter((m) => m.title || m.path);
        break;
      }
      default:
        values[key] = String(form.get(key) ?? "");
    }
  }
  return values;
}

export const action = formAction(handle, async (form, args, admin) => {
  await adminUpdateSettings(args.context.rc.deps, admin, valuesFromForm(form));
  return { ok: true as const, message: "Settings saved" };
});

function SettingField({
  name,
  def,
  value,
  error,
}: {
  name: SettingKey;
  def: FieldDef;
  value: unknown;
  error?: string;
}) {
  switch (def.kind) {
    case "bool":
      return (
        <div className="space-y-1">
          <Checkbox name={name} label={def.label} defaultChecked={value === true} />
          {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
          {def.hint && !error ? <p className="pl-6.5 text-xs text-ink-subtle">{def.hint}</p> : null}
        </div>
      );
    case "gateway":
      return (
        <SelectField
          label={def.label}
          name={name}
          defaultValue={String(value)}
          options={[{ value: "stripe", label: "Stripe" }]}
          error={error}
        />
      );
    case "menus":
      return <MenuEditor initial={(value as MenuLink[]) ?? []} error={error} />;
    case "percent":
      return (
        <Field
          label={def.label}
          name={name}
          type="number"
          min={0}
          max={100}
          step="0.01"
          defaultValue={Math.round(Number(value) * 10_000) / 100}
          hint={def.hint}
          error={error}
        />
      );
    case "tokens":
    case "days":
      return (
        <Field
          label={def.label}
          name={name}
          type="number"
          min={0}
          step={def.kind === "days" ? 1 : "0.01"}
          defaultValue={String(value)}
          hint={def.hint}
          error={error}
        />
      );
    default:
      return (
        <Field
          label={def.label}
          name={name}
          defaultValue={String(value ?? "")}
          hint={def.hint}
          error={error}
        />
      );
  }
}

/** A server-side integration in words; the environment variables behind it only as a small hint. */
function ServerNote({ ok, yes, no, variables }: { ok: boolean; yes: string; no: string; variables: string }) {
  return (
    <p className="flex items-start gap-2 text-xs text-ink-muted">
      <Pill tone={ok ? "good" : "warn"}>{ok ? "Ready" : "Not set up"}</Pill>
      <span className="pt-0.5">
        {ok ? yes : no} <span className="opacity-70">(server setting: {variables})</span>
      </span>
    </p>
  );
}

export default function AdminSettings() {
  const { values, server } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <>
      <ActionToast />
      <AdminHeader title="Settings" description="Changes apply to the next page anyone opens." />
      <Form method="post" className="space-y-6" noValidate>
        {GROUPS.map((group) => (
          <Card key={group.id}>
            <CardHeader title={group.title} description={group.description || undefined} />
            <CardBody className="space-y-4">
              {group.id === "accounts" ? (
                <>
                  <ServerNote
                    ok={server.recaptchaSecret}
                    yes="The reCAPTCHA secret key is set on the server."
                    no="Add the reCAPTCHA secret key on the server before turning reCAPTCHA on."
                    variables="RECAPTCHA_SECRET"
                  />
                  <ServerNote
                    ok={Boolean(server.mailProvider)}
                    yes={`Mail goes out through ${server.mailProvider}.`}
                    no="No mail provider: emails stay in the outbox until one is set on the server."
                    variables="MAIL_PROVIDER, MAIL_API_KEY"
                  />
                  <ServerNote
                    ok={server.twitterKeys}
                    yes="Sign in with X is on."
                    no="Sign in with X is hidden until the X app's keys are set on the server."
                    variables="TWITTER_CONSUMER_KEY, TWITTER_CONSUMER_SECRET"
                  />
                </>
              ) : null}
              {group.id === "identity" ? (
                <ServerNote
                  ok={server.personaApiKey && server.personaWebhookSecret}
                  yes="Persona's API key and webhook secret are set on the server."
                  no="Add Persona's API key and webhook secret on the server before turning Persona on."
                  variables="PERSONA_API_KEY, PERSONA_WEBHOOK_SECRET"
                />
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                {ENTRIES.filter(([, def]) => def.group === group.id).map(([key, def]) => (
                  <div
                    key={key}
                    className={def.kind === "menus" || def.kind === "bool" ? "sm:col-span-2" : undefined}
                  >
                    <SettingField name={key} def={def} value={values[key]} error={fieldErrors[key]} />
                  </div>
                ))}
              </div>
            </CardBody>
          </Card>
        ))}
        <div data-sticky-actions="bottom" className="sticky bottom-4 flex justify-end">
          <Button type="submit" size="lg" pending={saving}>
            Save settings
          </Button>
        </div>
      </Form>
    </>
  );
}
