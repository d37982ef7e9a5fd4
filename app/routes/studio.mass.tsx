/**
 * /studio/mass: mass messages. The composer (who gets it: lists and built-in audiences, lists to
 * leave out, with the live count of fans it reaches; text, a file from the vault, a price; a
 * preview as a fan sees it) and the history of sends with their figures and Unsend. Delivery runs
 * on the queue (functions/messaging/mass); the history refreshes itself while a send is going out.
 */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { listLists } from "#functions/messaging/lists/service";
import { MassMessageBody } from "#functions/messaging/mass/schemas";
import { listMassMessages, sendMassMessage, unsendMassMessage } from "#functions/messaging/mass/service";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { VaultPicker } from "~/components/content/studio/vault-picker";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { TokenField } from "~/components/money/token-field";
import { ActionToast } from "~/components/ui/action-toast";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmForm } from "~/components/ui/dialog";
import { Checkbox, SelectField, TextareaField } from "~/components/ui/field";
import { LockIcon } from "~/components/ui/icons";
import { IntentButton } from "~/components/ui/intent-button";
import { ListCard } from "~/components/ui/list-card";
import { ProgressBar } from "~/components/ui/progress";
import { Spinner } from "~/components/ui/spinner";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { postJson } from "~/lib/api-client";
import { requirePage } from "~/lib/auth.server";
import { invalidForm } from "~/lib/errors.server";
import { useStandingErrors } from "~/lib/form";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Mass messages · Creator studio" }];

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewerRead } = args.context.rc;
  const [lists, sends] = await Promise.all([
    listLists(deps, viewerRead),
    listMassMessages(deps, viewerRead, { limit: 20, offset: 0 }),
  ]);
  return { lists: lists.data, sends: sends.data, total: sends.total };
});

const strings = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

const dispatch = byIntent({
  send: async (form, { context: { rc } }) => {
    const price = String(form.get("price") ?? "").trim();
    const parsed = MassMessageBody.safeParse({
      listIds: strings(form, "listIds"),
      excludeListIds: strings(form, "excludeListIds"),
      text: String(form.get("text") ?? ""),
      vaultFileIds: strings(form, "vaultFileIds"),
      price: price === "" ? undefined : price,
    });
    if (!parsed.success) return invalidForm(parsed.error);
    const sent = await sendMassMessage(rc.deps, requirePerformer(rc.viewer).id, parsed.data);
    return {
      ok: true as const,
      message: `Sending to ${sent.recipients} ${sent.recipients === 1 ? "fan" : "fans"}`,
    };
  },
  unsend: async (form, { context: { rc } }) => {
    await unsendMassMessage(rc.deps, requirePerformer(rc.viewer).id, String(form.get("id") ?? ""));
    return { ok: true as const, message: "Unsent: fans who had not bought it no longer have it" };
  },
});

const act = formAction(dispatch);

export async function action(args: ActionFunctionArgs) {
  requirePage(args, handle);
  return act(args);
}

type Count =
  | { state: "idle" }
  | { state: "counting" }
  | { state: "done"; n: number }
  | { state: "failed"; message: string };

/** The fans the chosen audience reaches now, asked of the API as the creator picks (debounced). */
function useRecipientCount(listIds: string[], excludeListIds: string[]): Count {
  const [count, setCount] = useState<Count>({ state: "idle" });
  const key = JSON.stringify([listIds, excludeListIds]);
  useEffect(() => {
    const [include, exclude] = JSON.parse(key) as [string[], string[]];
    if (include.length === 0) {
      setCount({ state: "idle" });
      return;
    }
    let live = true;
    setCount({ state: "counting" });
    const timer = setTimeout(() => {
      void postJson<{ recipients: number }>("/api/messages/mass/recipients", {
        listIds: include,
        excludeListIds: exclude,
      }).then((result) => {
        if (!live) return;
        if (result.ok) setCount({ state: "done", n: result.data.recipients });
        else setCount({ state: "failed", message: result.message });
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return count;
}

function Preview({ text, price, hasFile }: { text: string; price: number; hasFile: boolean }) {
  const locked = price > 0;
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4" data-testid="mass-preview">
      <p className="mb-2 text-xs font-semibold tracking-wider text-ink-subtle uppercase">As a fan sees it</p>
      <div className="max-w-sm rounded-2xl rounded-tl-sm bg-surface p-3 text-sm text-ink shadow-sm">
        {locked ? (
          <div className="space-y-2">
            <p className="flex items-center gap-2 font-medium">
              <LockIcon className="size-4" /> Locked message{hasFile ? " with a file" : ""}
            </p>
            <span className="inline-flex rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
              Unlock for {tokenAmount(price)}
            </span>
          </div>
        ) : (
          <>
            {hasFile ? (
              <p className="mb-1 text-xs text-ink-subtle">[photo or video from your vault]</p>
            ) : null}
            <p className="break-words whitespace-pre-wrap">
              {text.trim() || <span className="text-ink-subtle">Your message</span>}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** The fan lists to send to, or to leave out, as checkboxes. */
function ListChoice({
  legend,
  name,
  lists,
  chosen,
  onChange,
  withCounts = false,
  error,
}: {
  legend: string;
  name: string;
  lists: readonly { _id: string; name: string; memberCount: number }[];
  chosen: readonly string[];
  onChange: (change: (all: string[]) => string[]) => void;
  /** Show how many fans each list holds. */
  withCounts?: boolean;
  error?: string;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange((all) => (on ? [...all.filter((x) => x !== id), id] : all.filter((x) => x !== id)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {lists.map((l) => (
          <Checkbox
            key={l._id}
            name={name}
            value={l._id}
            checked={chosen.includes(l._id)}
            onChange={(e) => toggle(l._id, e.target.checked)}
            label={withCounts ? `${l.name} (${l.memberCount})` : l.name}
          />
        ))}
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

export default function StudioMass() {
  const { lists, sends, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [include, setInclude] = useState<string[]>([]);
  const [exclude, setExclude] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [price, setPrice] = useState("");
  // An error goes once its field changes (ticking a list clears "Choose at least one list…").
  const { fieldErrors, formError } = useStandingErrors(result, {
    listIds: include.join(","),
    text,
    price,
  });
  const [media, setMedia] = useState<"photo" | "video">("photo");
  const [formKey, setFormKey] = useState(0);
  const count = useRecipientCount(include, exclude);
  const priceNumber = Math.max(Number(price) || 0, 0);

  // A send went out: start a fresh composer.
  const lastOk = useRef<unknown>(null);
  useEffect(() => {
    if (result && "ok" in result && result.ok && result !== lastOk.current && navigation.state === "idle") {
      lastOk.current = result;
      if (result.message.startsWith("Sending")) {
        setInclude([]);
        setExclude([]);
        setText("");
        setPrice("");
        setFormKey((k) => k + 1);
      }
    }
  }, [result, navigation.state]);

  // While a send is being delivered, its figures refresh every two seconds.
  const revalidator = useRevalidator();
  const delivering = sends.some((s) => s.status === "active" && s.delivered < s.recipients);
  useEffect(() => {
    if (!delivering) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [delivering, revalidator]);

  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Mass messages"
        description="Message many fans at once. Each gets it in their conversation with you; with a price, it stays locked until they unlock it."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader title="New mass message" />
          <CardBody>
            <Form method="post" noValidate className="space-y-5" key={formKey} aria-label="New mass message">
              <ListChoice
                legend="Send to"
                name="listIds"
                lists={lists}
                chosen={include}
                onChange={setInclude}
                withCounts
                error={fieldErrors.listIds}
              />
              <ListChoice
                legend="Leave out fans in"
                name="excludeListIds"
                lists={lists}
                chosen={exclude}
                onChange={setExclude}
              />
              <p
                className="flex items-center gap-2 text-sm text-ink"
                aria-live="polite"
                data-testid="mass-count"
              >
                {count.state === "idle" ? (
                  <span className="text-ink-muted">Choose who gets it.</span>
                ) : count.state === "counting" ? (
                  <>
                    <Spinner /> Counting fans…
                  </>
                ) : count.state === "failed" ? (
                  <span className="text-red-600 dark:text-red-400">{count.message}</span>
                ) : (
                  <span>
                    Reaches <strong>{count.n}</strong> {count.n === 1 ? "fan" : "fans"}
                  </span>
                )}
              </p>
              <TextareaField
                label="Message"
                name="text"
                rows={4}
                maxLength={2000}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={fieldErrors.text}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Kind of attachment (optional)"
                  // The kind only chooses what the vault offers: nothing is attached until a file is picked.
                  hint="Nothing is attached until you pick a file with “From vault” below."
                  value={media}
                  onChange={(e) => setMedia(e.target.value === "video" ? "video" : "photo")}
                  options={[
                    { value: "photo", label: "A photo" },
                    { value: "video", label: "A video" },
                  ]}
                />
                <TokenField
                  label="Price (optional)"
                  name="price"
                  min={0}
                  placeholder="Free"
                  value={price}
                  onChange={(e) => setPrice(e.target.value)}
                  hint="Tokens; fans unlock it to see it"
                  error={fieldErrors.price}
                />
              </div>
              <VaultPicker
                key={`vault-${media}`}
                media={media}
                multiple={false}
                error={fieldErrors.vaultFileIds}
              />
              {formError ? <p className="text-sm text-red-600 dark:text-red-400">{formError}</p> : null}
              <IntentButton intent="send">Send</IntentButton>
            </Form>
          </CardBody>
        </Card>
        <div>
          <Preview text={text} price={priceNumber} hasFile={false} />
        </div>
      </div>
      <ListCard
        className="mt-6"
        title="Sent"
        description={`${total} in all`}
        items={sends}
        empty="Nothing sent yet."
        label="Mass messages sent"
        rowClassName="space-y-2 py-3 text-sm"
        rowTestId="mass-sent"
      >
        {(s) => {
          const going = s.status === "active" && s.delivered < s.recipients;
          return (
            <>
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1 basis-60">
                  <p className="truncate font-medium text-ink">
                    {s.text || (s.file ? `[${s.file.kind}]` : "")}
                  </p>
                  <p className="text-xs text-ink-subtle">
                    {formatDateTime(s.createdAt)} · {s.price > 0 ? tokenAmount(s.price) : "Free"}
                    {s.unsentAt ? ` · unsent ${formatDateTime(s.unsentAt)}` : ""}
                  </p>
                </div>
                {s.status === "unsent" ? (
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
                    Unsent
                  </span>
                ) : (
                  <ConfirmForm
                    intent="unsend"
                    fields={{ id: s._id }}
                    message="Unsend this message? It is removed from every fan who has not bought it; buyers keep theirs."
                    variant="ghost"
                    size="sm"
                  >
                    Unsend
                  </ConfirmForm>
                )}
              </div>
              {going ? (
                <ProgressBar value={(s.delivered / Math.max(1, s.recipients)) * 100} label="Delivering" />
              ) : null}
              <dl className="grid grid-cols-3 gap-2 text-xs sm:grid-cols-5" data-testid="mass-figures">
                {(
                  [
                    ["recipients", "Recipients", String(s.recipients)],
                    ["delivered", "Delivered", String(s.delivered)],
                    ["viewed", "Viewed", String(s.viewed)],
                    ["purchases", "Purchases", String(s.purchases)],
                    // What fans paid, before the site's commission: Statistics' "Fans paid", not its net.
                    ["revenue", "Fans paid", tokenAmount(s.revenue)],
                  ] as const
                ).map(([key, label, value]) => (
                  <div key={key} className="rounded-lg bg-surface-muted px-2 py-1.5">
                    <dt className="text-ink-subtle">{label}</dt>
                    <dd className="font-semibold text-ink tabular-nums" data-testid={`mass-${key}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </ListCard>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
