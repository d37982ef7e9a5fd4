import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "./actions.server";
import { DEFAULT_MESSAGES, formFailure, pageFailure } from "./errors.server";

/**
 * A page's loader with the one mapping of what its services throw: a 401 sends the visitor to
 * login (back to this page after), an AppError becomes its status and message for the route's
 * error boundary, a thrown Response (a redirect) passes as it is.
 */
export function pageLoader<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (err) {
      pageFailure(err, args.request);
    }
  };
}

/**
 * A form's action with the one mapping of failures to the form's answer (formFailure): the form is
 * read first (a body that is no form is a 400), a 401 goes to login, an AppError shows its message
 * and field details, a zod error its fields (422), anything else `fallback`.
 */
export function formAction<T>(
  act: (form: FormData, args: ActionFunctionArgs) => Promise<T>,
  fallback: string = DEFAULT_MESSAGES.generic,
) {
  return async (args: ActionFunctionArgs) => {
    try {
      return await act(await readForm(args.request), args);
    } catch (err) {
      return formFailure(err, args.request, fallback);
    }
  };
}
