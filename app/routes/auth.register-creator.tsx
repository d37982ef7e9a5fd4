import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { registerPerformer, type VerificationDocuments } from "#functions/identity/auth/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { ID_DOCUMENTS } from "~/components/account/id-check-step";
import { GenderCountryFields } from "~/components/account/profile-fields";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { RegisterForm } from "~/components/register-form";
import { controlClass } from "~/components/ui/field";
import { requirePage } from "~/lib/auth.server";
import { fieldFailure } from "~/lib/errors.server";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";
import { registerFromForm, registerPageData } from "~/lib/register.server";
import { formAction } from "~/lib/route.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "guest", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Become a creator" }];

export async function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  return {
    ...(await registerPageData(args.request, args.context)),
    countries: countryOptions(),
    genders: PROFILE_OPTIONS.genders,
  };
}

const file = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

/** ID documents are optional at sign-up; when sent, both are needed for the review. */
function documentsOf(form: FormData): VerificationDocuments | null {
  const idVerification = file(form, "idVerification");
  const documentVerification = file(form, "documentVerification");
  return idVerification && documentVerification ? { idVerification, documentVerification } : null;
}

export const action = formAction(async (form, args) =>
  registerFromForm(form, args, {
    extra: ["gender", "country"],
    check: (form) => {
      const idVerification = file(form, "idVerification");
      if (!idVerification === !file(form, "documentVerification")) return null;
      const missing = idVerification ? "documentVerification" : "idVerification";
      return { failure: fieldFailure({ [missing]: "Attach both documents, or neither" }) };
    },
    create: (input, meta) => registerPerformer(args.context.rc.deps, input, documentsOf(form), meta),
  }),
);

export default function RegisterCreatorPage() {
  const { countries, genders, ...data } = useLoaderData<typeof loader>();
  return (
    <RegisterForm
      data={data}
      accountRole="performer"
      title="Become a creator"
      subtitle="Share exclusive content with your fans and get paid for it."
      usernameHint={(typed) => `Your page will be at /${typed || "your-username"}.`}
      submitLabel="Create creator account"
      multipart
    >
      {(fieldErrors) => (
        <>
          <GenderCountryFields genders={genders} countries={countries} errors={fieldErrors} />
          <fieldset className="space-y-3 rounded-xl border border-dashed border-line p-4">
            <legend className="px-1 text-sm font-medium text-ink">ID verification (optional now)</legend>
            <p className="text-xs text-ink-subtle">
              Upload a photo ID and a selfie holding it to get verified. You can also do this later.
            </p>
            {ID_DOCUMENTS.map((doc) => (
              <DocumentInput
                key={doc.field}
                name={doc.field}
                label={doc.label}
                error={fieldErrors[doc.field]}
              />
            ))}
          </fieldset>
        </>
      )}
    </RegisterForm>
  );
}

function DocumentInput({ name, label, error }: { name: string; label: string; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm text-ink-muted">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={`${controlClass} py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700 dark:file:bg-brand-900/40 dark:file:text-brand-300`}
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
