import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Viewer } from "#functions/identity/accounts/viewer";
import { readForm } from "./actions.server";
import { requirePage } from "./auth.server";
import { DEFAULT_MESSAGES, formFailure, pageFailure } from "./errors.server";
import type { PageHandle } from "./page";

/**
 * Who a route is for, as its `handle` declares it (`auth`: anyone, a logged-in person, a creator,
 * an admin, or visitors only): the viewer its loader and action get is a `Viewer` when one is
 * required, else a `Viewer` or null.
 */
export type ViewerOf<H extends PageHandle> = H["auth"] extends "required" | "performer" | "admin"
  ? Viewer
  : Viewer | null;

/**
 * A page's loader: the route's access declaration is enforced first (`requirePage`: login, 403
 * page, a guest page's landing redirect), then `load` runs with the viewer, with the one mapping of
 * what its services throw: a 401 sends the visitor to login (back to this page after), an AppError
 * becomes its status and message for the route's error boundary, a thrown Response (a redirect)
 * passes as it is.
 */
export function pageLoader<H extends PageHandle, T>(
  handle: H,
  load: (args: LoaderFunctionArgs, viewer: ViewerOf<H>) => Promise<T>,
): (args: LoaderFunctionArgs) => Promise<T>;
/** The same without an access declaration (the route checks it itself). */
export function pageLoader<T>(
  load: (args: LoaderFunctionArgs) => Promise<T>,
): (args: LoaderFunctionArgs) => Promise<T>;
export function pageLoader<T>(
  first: PageHandle | ((args: LoaderFunctionArgs) => Promise<T>),
  second?: (args: LoaderFunctionArgs, viewer: Viewer | null) => Promise<T>,
) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      if (typeof first === "function") return await first(args);
      return await second!(args, requirePage(args, first));
    } catch (err) {
      pageFailure(err, args.request);
    }
  };
}

/** How an action's failure becomes the form's answer: `formFailure` with this fallback message, or another mapping. */
type FailureAnswer<F> = string | ((err: unknown, request: Request) => F);

/**
 * A form's action: the route's access declaration first (`requirePage`, so a fan posting to an
 * admin page gets its 403 page, not a form message), then the one mapping of failures to the form's
 * answer (formFailure): the form is read first (a body that is no form is a 400), a 401 goes to
 * login, an AppError shows its message and field details, a zod error its fields (422), anything
 * else `failure` (the fallback message). Forms answered with a toast pass `toastFailure` instead.
 */
export function formAction<H extends PageHandle, T, F = ReturnType<typeof formFailure>>(
  handle: H,
  act: (form: FormData, args: ActionFunctionArgs, viewer: ViewerOf<H>) => Promise<T>,
  failure?: FailureAnswer<F>,
): (args: ActionFunctionArgs) => Promise<Awaited<T> | F>;
/** The same without an access declaration (the route checks it itself). */
export function formAction<T, F = ReturnType<typeof formFailure>>(
  act: (form: FormData, args: ActionFunctionArgs) => Promise<T>,
  failure?: FailureAnswer<F>,
): (args: ActionFunctionArgs) => Promise<Awaited<T> | F>;
export function formAction<T>(
  first: PageHandle | ((form: FormData, args: ActionFunctionArgs) => Promise<T>),
  second?:
    | FailureAnswer<unknown>
    | ((form: FormData, args: ActionFunctionArgs, viewer: Viewer | null) => Promise<T>),
  third?: FailureAnswer<unknown>,
) {
  const guarded = typeof first !== "function";
  const act = guarded
    ? (second as (form: FormData, args: ActionFunctionArgs, viewer: Viewer | null) => Promise<T>)
    : first;
  const failure =
    (guarded ? third : (second as FailureAnswer<unknown> | undefined)) ?? DEFAULT_MESSAGES.generic;
  const answer =
    typeof failure === "string"
      ? (err: unknown, request: Request) => formFailure(err, request, failure)
      : failure;
  return async (args: ActionFunctionArgs) => {
    const viewer = guarded ? requirePage(args, first) : null;
    try {
      return await act(await readForm(args.request), args, viewer);
    } catch (err) {
      return answer(err, args.request);
    }
  };
}
