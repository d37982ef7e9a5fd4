import { data } from "@remix-run/cloudflare";
import { ZodError } from "zod";
import { AppError, errorBody, errorHeaders, zodFieldMessages } from "#functions/errors";
import { loginRedirect } from "./auth.server";
import { DEFAULT_MESSAGES } from "./default-messages";

export { DEFAULT_MESSAGES };

export const SAVED_MESSAGE = "Changes saved";

/** What a form action answers when it fails; the page shows formError above the form, fieldErrors by the fields. */
export interface FormFailure {
  ok: false;
  formError?: string;
  fieldErrors?: Record<string, string>;
}

/** The first message for each field of a failed zod parse; one about the whole form under `_form`. */
export const zodFieldErrors = (error: ZodError) => zodFieldMessages(error.issues, "_form");

export function invalidForm(error: ZodError) {
  const fieldErrors = zodFieldErrors(error);
  const formError = fieldErrors._form;
  delete fieldErrors._form;
  return data<FormFailure>({ ok: false, formError, fieldErrors }, { status: 422 });
}

/** A 422 for rules checked in the action itself (e.g. "both documents or neither"). */
export const fieldFailure = (fieldErrors: Record<string, string>) =>
  data<FormFailure>({ ok: false, fieldErrors }, { status: 422 });

/** 401s that answer a sign-in attempt (shown on its form), unlike "you are not logged in". */
const SIGN_IN_ANSWERS: ReadonlySet<string> = new Set([
  "incorrect_credentials",
  "two_factor_required",
  "incorrect_two_factor_code",
  "two_factor_challenge_expired",
]);

/**
 * Turns whatever a service threw in an action into the form's answer, once for every form: a 401
 * sends the visitor to login, an AppError shows its message (and field details), a zod error its
 * fields (422), anything else the default message for this form (DEFAULT_MESSAGES).
 */
export function formFailure(err: unknown, request: Request, fallback: string = DEFAULT_MESSAGES.generic) {
  if (err instanceof Response) throw err;
  // A schema parse inside the action (hidden fields such as an id): the request was not as sent by our page.
  if (err instanceof ZodError) return invalidForm(err);
  if (err instanceof AppError) {
    if (err.status === 401 && !SIGN_IN_ANSWERS.has(err.code)) throw loginRedirect(request);
    return data<FormFailure>(
      { ok: false, formError: err.message || fallback, fieldErrors: err.details },
      { status: err.status, headers: errorHeaders(err) },
    );
  }
  console.error(err);
  return data<FormFailure>({ ok: false, formError: fallback }, { status: 500 });
}

/**
 * An action's failure for forms answered with a toast (one form per row, as on the money screens):
 * the toast says what to fix (the first field's message rather than "Validation failed"), since a
 * field of one row cannot point at which row it is. Otherwise as formFailure.
 */
export function toastFailure(err: unknown, request: Request) {
  if (err instanceof ZodError) {
    return data<FormFailure>(
      { ok: false, formError: err.issues[0]?.message ?? DEFAULT_MESSAGES.generic },
      { status: 422 },
    );
  }
  if (err instanceof AppError && err.details) {
    const [first] = Object.values(err.details);
    if (first) return data<FormFailure>({ ok: false, formError: String(first) }, { status: err.status });
  }
  return formFailure(err, request);
}

/** For loaders: an AppError becomes an error response for the error boundary (a 401 goes to login). */
export function pageFailure(err: unknown, request: Request): never {
  if (err instanceof Response) throw err;
  if (err instanceof AppError) {
    if (err.status === 401) throw loginRedirect(request);
    throw data(errorBody(err), { status: err.status, headers: errorHeaders(err) });
  }
  throw err;
}

/**
 * A resource route's failure (fetchers and outside callers read JSON, not an error page): `empty`
 * (what the route answers when it has nothing) with `error` (and `details`) at the AppError's
 * status, a zod error's fields at 422, anything else the default message at 500. A thrown Response
 * (a redirect) passes as it is.
 */
export function resourceFailure(err: unknown, empty: Record<string, unknown> = {}): Response {
  if (err instanceof Response) throw err;
  if (err instanceof ZodError) {
    return Response.json(
      { ...empty, error: "Please check the highlighted fields.", details: zodFieldErrors(err) },
      { status: 422 },
    );
  }
  if (err instanceof AppError) {
    return Response.json(
      { ...empty, error: err.message, details: err.details },
      { status: err.status, headers: errorHeaders(err) },
    );
  }
  console.error(err);
  return Response.json({ ...empty, error: DEFAULT_MESSAGES.generic }, { status: 500 });
}
