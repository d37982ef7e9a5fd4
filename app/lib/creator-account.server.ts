import { UpdatePerformerBody } from "#functions/identity/performers/schemas";
import { PROFILE_OPTION_FIELD_NAMES } from "#functions/site/lookup/profile-options";

const nullable = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" && v.trim() !== "" ? v : null;
};

const number = (form: FormData, name: string) => {
  const v = form.get(name);
  if (typeof v !== "string" || v.trim() === "") return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The "Creator profile" card's fields, parsed with the API's schema. */
export function parseProfileForm(form: FormData) {
  const options = Object.fromEntries(PROFILE_OPTION_FIELD_NAMES.map((f) => [f, nullable(form, f)]));
  return UpdatePerformerBody.safeParse({
    ...options,
    // A browser counts a line break as one character for the textarea's maxLength but sends it as
    // CRLF; the bio's limit counts it as the textarea did.
    bio: String(form.get("bio") ?? "").replace(/\r\n?/g, "\n"),
    country: nullable(form, "country"),
    state: nullable(form, "state"),
    city: nullable(form, "city"),
    languages: form.getAll("languages").filter((v): v is string => typeof v === "string" && v !== ""),
  });
}

/** The "Subscription" card's fields. */
export function parsePricingForm(form: FormData) {
  const free = form.get("isFreeSubscription") === "on";
  return UpdatePerformerBody.safeParse({
    monthlyPrice: number(form, "monthlyPrice"),
    yearlyPrice: number(form, "yearlyPrice"),
    isFreeSubscription: free,
    freeSubscriptionDays: free ? (number(form, "freeSubscriptionDays") ?? null) : undefined,
  });
}
