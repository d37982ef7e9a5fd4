/** /contact: a message to the site's operator (stored and mailed to them). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ContactBody } from "#functions/admin/contact/schemas";
import { sendContactMessage } from "#functions/admin/contact/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { clientIp } from "#functions/lib/rate-limit";
import { CaptchaField, captchaToken } from "~/components/captcha-field";
import { Alert } from "~/components/ui/alert";
import { SubmitRow } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { Field, TextareaField } from "~/components/ui/field";
import { formErrors } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const headers = retryAfterHeaders;
export const handle = { auth: "none" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Contact us" }];

export const loader = pageLoader(handle, async (args, viewer) => ({
  captcha: await captchaConfig(args.context.rc.deps),
  name: viewer?.name ?? "",
  email: viewer?.email ?? "",
}));

export const action = formAction(handle, async (form, { request, context }) => {
  const input = ContactBody.parse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    subject: String(form.get("subject") ?? "") || undefined,
    message: form.get("message") ?? "",
    captchaToken: captchaToken(form),
  });
  await sendContactMessage(context.rc.deps, context.rc.viewer, input, clientIp(request.headers));
  return { ok: true as const };
});

export default function ContactPage() {
  const { captcha, name, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Contact us</h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">Questions, problems, press: we read every message.</p>
      <Card>
        <CardBody>
          {result?.ok ? (
            <Alert tone="success">Thanks, your message was sent. We'll reply by email.</Alert>
          ) : (
            <Form method="post" className="space-y-4" noValidate>
              {formError ? <Alert tone="error">{formError}</Alert> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Your name"
                  name="name"
                  required
                  defaultValue={name}
                  autoComplete="name"
                  error={fieldErrors.name}
                />
                <Field
                  label="Your email"
                  name="email"
                  type="email"
                  required
                  defaultValue={email}
                  autoComplete="email"
                  error={fieldErrors.email}
                />
              </div>
              <Field label="Subject" name="subject" maxLength={200} error={fieldErrors.subject} />
              <TextareaField
                label="Message"
                name="message"
                required
                maxLength={5000}
                rows={6}
                error={fieldErrors.message}
              />
              <CaptchaField config={captcha} error={fieldErrors.captchaToken} />
              <SubmitRow pending={navigation.state === "submitting"}>Send message</SubmitRow>
            </Form>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
