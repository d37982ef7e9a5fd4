import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";

/**
 * The form of an action's request. A body that is not a form (another content type, a truncated
 * upload) is a 400 for the error boundary, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    // A thrown Response (not data()): Remix renders it in the error boundary with its status.
    throw Response.json({ ok: false, formError: "The form could not be read." }, { status: 400 });
  }
}

type IntentHandler = (form: FormData, args: ActionFunctionArgs) => Promise<unknown>;

/**
 * The one way an action picks what to do from its form's `intent`: the handlers go into a Map, so
 * a name such as `constructor` or `__proto__` is just unknown and reaches nothing. A missing or
 * unknown intent throws AppError bad_request (400, `details.intent` lists the known ones) before
 * anything runs: there is no default action. Handlers answer with plain data they shape
 * themselves, never a service's or the request's context.
 */
export function byIntent<H extends Record<string, IntentHandler>>(handlers: H) {
  const known = new Map<string, IntentHandler>(Object.entries(handlers));
  const names = [...known.keys()].join(", ");
  return async (form: FormData, args: ActionFunctionArgs): Promise<Awaited<ReturnType<H[keyof H]>>> => {
    const intent = form.get("intent");
    const handler = typeof intent === "string" ? known.get(intent) : undefined;
    if (!handler) {
      throw new AppError("bad_request", {
        message: "This action is not known.",
        details: { intent: `One of ${names}.` },
      });
    }
    return (await handler(form, args)) as Awaited<ReturnType<H[keyof H]>>;
  };
}
