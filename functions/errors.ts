/**
 * The one error catalogue. Services throw `new AppError(code)`; each transport maps it once:
 * Hono's onError to the JSON error body, Remix to a thrown Response, rooms to an error frame.
 */
export const ERRORS = {
  bad_request: { status: 400, error: "Bad Request", message: "The request could not be read." },
  malformed_request: {
    status: 400,
    error: "Bad Request",
    message: "Some fields are not of the expected kind; see details.",
  },
  json_required: {
    status: 400,
    error: "Bad Request",
    message: "Send this call's body as JSON (Content-Type: application/json).",
  },
  upload_interrupted: {
    status: 400,
    error: "Bad Request",
    message: "The upload was interrupted or is not valid multipart data.",
  },
  malformed_json: { status: 400, error: "Bad Request", message: "The request body is not valid JSON." },
  invalid_signature: {
    status: 400,
    error: "Bad Request",
    message: "The signature of this request is not valid.",
  },
  unauthorized: { status: 401, error: "Unauthorized", message: "Please login!" },
  incorrect_credentials: { status: 401, error: "Unauthorized", message: "Incorrect credentials!" },
  two_factor_required: {
    status: 401,
    error: "Unauthorized",
    message: "Enter the code from your authenticator app to finish signing in.",
  },
  incorrect_two_factor_code: {
    status: 401,
    error: "Unauthorized",
    message:
      "That code is not right, or it has been used already. Enter the next code from your authenticator app, or a recovery code.",
  },
  two_factor_challenge_expired: {
    status: 401,
    error: "Unauthorized",
    message: "This sign-in has expired. Please log in again.",
  },
  session_expired: { status: 401, error: "Unauthorized", message: "Please login!" },
  invalid_social_token: {
    status: 401,
    error: "Unauthorized",
    message: "This sign-in could not be verified. Please try again.",
  },
  insufficient_balance: { status: 402, error: "Payment Required", message: "You do not have enough tokens." },
  forbidden: { status: 403, error: "Forbidden", message: "You are not allowed to do this." },
  account_inactive: { status: 403, error: "Forbidden", message: "This account is not active." },
  email_not_verified: {
    status: 403,
    error: "Forbidden",
    message: "Please verify your email address before logging in.",
  },
  performer_only: { status: 403, error: "Forbidden", message: "Only creators can do this." },
  comment_not_yours: { status: 403, error: "Forbidden", message: "You can only edit your own comments." },
  comment_delete_forbidden: { status: 403, error: "Forbidden", message: "You cannot delete this comment." },
  admin_only: { status: 403, error: "Forbidden", message: "Only admins can do this." },
  two_factor_setup_required: {
    status: 403,
    error: "Forbidden",
    message: "This site requires two-factor sign-in for admins: set it up on your account page first.",
  },
  country_blocked: {
    status: 403,
    error: "Forbidden",
    message: "This content is not available in your country.",
  },
  user_blocked: { status: 403, error: "Forbidden", message: "This creator has blocked you." },
  subscription_required: {
    status: 403,
    error: "Forbidden",
    message: "Subscribe to this creator to see this content.",
  },
  purchase_required: { status: 403, error: "Forbidden", message: "Buy this item to see it." },
  performer_not_verified: {
    status: 403,
    error: "Forbidden",
    message: "Your creator account must be verified before you can sell content.",
  },
  messaging_not_allowed: {
    status: 403,
    error: "Forbidden",
    message: "You can message creators you subscribe to, and creators can message their followers.",
  },
  origin_mismatch: { status: 403, error: "Forbidden", message: "This request came from another site." },
  login_method_disabled: {
    status: 403,
    error: "Forbidden",
    message: "This way of logging in is not offered on this site.",
  },
  persona_disabled: {
    status: 403,
    error: "Forbidden",
    message: "Identity verification with Persona is not offered on this site.",
  },
  not_found: { status: 404, error: "Not Found", message: "Not found." },
  route_not_found: { status: 404, error: "Not Found", message: "There is no such API call." },
  user_not_found: { status: 404, error: "Not Found", message: "User not found." },
  performer_not_found: { status: 404, error: "Not Found", message: "Creator not found." },
  feed_not_found: { status: 404, error: "Not Found", message: "Post not found." },
  poll_not_found: { status: 404, error: "Not Found", message: "This post has no poll." },
  file_not_found: { status: 404, error: "Not Found", message: "File not found." },
  vault_folder_not_found: { status: 404, error: "Not Found", message: "Folder not found." },
  list_not_found: { status: 404, error: "Not Found", message: "List not found." },
  mass_message_not_found: { status: 404, error: "Not Found", message: "Mass message not found." },
  setting_not_found: { status: 404, error: "Not Found", message: "There is no such setting." },
  country_not_found: { status: 404, error: "Not Found", message: "There is no such country." },
  state_not_found: { status: 404, error: "Not Found", message: "There is no such state." },
  conversation_not_found: { status: 404, error: "Not Found", message: "Conversation not found." },
  message_not_found: { status: 404, error: "Not Found", message: "Message not found." },
  stream_not_found: { status: 404, error: "Not Found", message: "Stream not found." },
  stream_ended: { status: 404, error: "Not Found", message: "This stream has ended." },
  gallery_not_found: { status: 404, error: "Not Found", message: "Gallery not found." },
  photo_not_found: { status: 404, error: "Not Found", message: "Photo not found." },
  video_not_found: { status: 404, error: "Not Found", message: "Video not found." },
  product_not_found: { status: 404, error: "Not Found", message: "Product not found." },
  comment_not_found: { status: 404, error: "Not Found", message: "Comment not found." },
  report_not_found: { status: 404, error: "Not Found", message: "Report not found." },
  session_not_found: { status: 404, error: "Not Found", message: "There is no such session of yours." },
  reported_item_gone: {
    status: 404,
    error: "Not Found",
    message: "The reported item no longer exists; dismiss the report.",
  },
  reported_account_gone: {
    status: 404,
    error: "Not Found",
    message: "The reported account no longer exists.",
  },
  page_not_found: { status: 404, error: "Not Found", message: "Page not found." },
  banner_not_found: { status: 404, error: "Not Found", message: "Banner not found." },
  contact_message_not_found: { status: 404, error: "Not Found", message: "Contact message not found." },
  user_not_blocked: { status: 404, error: "Not Found", message: "This user is not blocked." },
  country_not_blocked: { status: 404, error: "Not Found", message: "This country is not blocked." },
  webhook_not_configured: {
    status: 404,
    error: "Not Found",
    message: "This site takes no webhooks from this provider.",
  },
  conflict: { status: 409, error: "Conflict", message: "This conflicts with an existing record." },
  email_taken: { status: 409, error: "Conflict", message: "This email address is already registered." },
  username_taken: { status: 409, error: "Conflict", message: "This username is already taken." },
  already_voted: { status: 409, error: "Conflict", message: "You have already voted in this poll." },
  vault_folder_name_taken: {
    status: 409,
    error: "Conflict",
    message: "You already have a folder with this name.",
  },
  list_name_taken: { status: 409, error: "Conflict", message: "You already have a list with this name." },
  list_not_editable: {
    status: 403,
    error: "Forbidden",
    message: "Built-in lists are kept by the platform and cannot be changed.",
  },
  already_verified: { status: 409, error: "Conflict", message: "This creator is already verified." },
  verification_in_review: {
    status: 409,
    error: "Conflict",
    message: "Your ID documents are being reviewed; you can send new ones once there is a decision.",
  },
  already_suspended: { status: 409, error: "Conflict", message: "This account is already suspended." },
  not_suspended: { status: 409, error: "Conflict", message: "This account is not suspended." },
  two_factor_already_enabled: {
    status: 409,
    error: "Conflict",
    message: "Two-factor sign-in is already on. Turn it off first to set up a new app.",
  },
  two_factor_not_enabled: { status: 409, error: "Conflict", message: "Two-factor sign-in is not on." },
  two_factor_not_set_up: {
    status: 409,
    error: "Conflict",
    message: "Start the set-up first: scan the QR code, then enter the code your app shows.",
  },
  already_reported: {
    status: 409,
    error: "Conflict",
    message: "You have already reported this; an admin will review it.",
  },
  report_already_handled: { status: 409, error: "Conflict", message: "This report was already handled." },
  open_report_exists: {
    status: 409,
    error: "Conflict",
    message: "This user has another open report on the same target.",
  },
  slug_taken: { status: 409, error: "Conflict", message: "Another post already uses this slug." },
  poll_has_votes: {
    status: 409,
    error: "Conflict",
    message: "This poll already has votes and cannot be replaced.",
  },
  goal_has_contributions: {
    status: 409,
    error: "Conflict",
    message: "This goal already has contributions and cannot be replaced.",
  },
  file_status_conflict: { status: 409, error: "Conflict", message: "The file cannot change to this status." },
  file_changed: { status: 409, error: "Conflict", message: "The file changed meanwhile, please retry." },
  file_too_large: { status: 413, error: "Payload Too Large", message: "The file is too large." },
  multipart_required: {
    status: 415,
    error: "Unsupported Media Type",
    message: "Send this call as multipart/form-data, with the file and fields as form fields.",
  },
  unsupported_file_type: {
    status: 415,
    error: "Unsupported Media Type",
    message: "This type of file is not accepted here.",
  },
  verification_incomplete: {
    status: 422,
    error: "Unprocessable Entity",
    message:
      "Upload the front and the back of your ID and a selfie holding it before sending them for review.",
  },
  validation_failed: {
    status: 422,
    error: "Unprocessable Entity",
    message: "Please check the highlighted fields.",
  },
  invalid_token: {
    status: 422,
    error: "Unprocessable Entity",
    message: "This link is invalid or has expired.",
  },
  wrong_password: {
    status: 422,
    error: "Unprocessable Entity",
    message: "The current password is not correct.",
  },
  wrong_two_factor_code: {
    status: 422,
    error: "Unprocessable Entity",
    message:
      "That code is not right, or it has been used already. Enter the next code from your authenticator app.",
  },
  poll_closed: { status: 422, error: "Unprocessable Entity", message: "This poll is closed." },
  captcha_failed: {
    status: 422,
    error: "Unprocessable Entity",
    message: "Please confirm you're not a robot.",
  },
  too_many_attempts: {
    status: 429,
    error: "Too Many Requests",
    message: "Too many attempts, please wait a moment and try again.",
  },
  public_origin_missing: {
    status: 503,
    error: "Service Unavailable",
    message: "This site cannot send email links yet. Please try again later.",
  },
  configuration_error: {
    status: 500,
    error: "Internal Server Error",
    message: "Configuration error.",
  },
  provider_unavailable: {
    status: 502,
    error: "Bad Gateway",
    message: "A service this needs could not be reached. Please try again later.",
  },
  queue_unavailable: {
    status: 503,
    error: "Service Unavailable",
    message: "This could not be queued just now. Please try again in a moment.",
  },
  streaming_not_configured: {
    status: 503,
    error: "Service Unavailable",
    message: "Live video is not set up on this site yet.",
  },
  /* Money (docs/money.md) */
  card_declined: { status: 402, error: "Payment Required", message: "Your card was declined." },
  cannot_pay_yourself: { status: 422, error: "Unprocessable Entity", message: "You cannot pay yourself." },
  not_for_sale: { status: 422, error: "Unprocessable Entity", message: "This item is not for sale." },
  crowdfunding_closed: {
    status: 422,
    error: "Unprocessable Entity",
    message: "This crowdfunding has ended.",
  },
  coupon_not_found: { status: 404, error: "Not Found", message: "There is no such coupon." },
  coupon_invalid: { status: 422, error: "Unprocessable Entity", message: "This coupon cannot be used." },
  coupon_used_up: { status: 409, error: "Conflict", message: "This coupon has been used up." },
  free_subscription_unavailable: {
    status: 422,
    error: "Unprocessable Entity",
    message: "A free subscription is not available.",
  },
  promotion_not_found: { status: 404, error: "Not Found", message: "There is no such offer." },
  promotion_ended: { status: 410, error: "Gone", message: "This offer has ended." },
  promotion_used_up: {
    status: 409,
    error: "Conflict",
    message: "This offer has been claimed by as many fans as it allows.",
  },
  promotion_already_claimed: { status: 409, error: "Conflict", message: "You have already used this offer." },
  promotion_not_for_you: {
    status: 403,
    error: "Forbidden",
    message: "This offer is for other fans (new or former subscribers only).",
  },
  already_purchased: { status: 409, error: "Conflict", message: "You have already bought this." },
  item_sold: {
    status: 409,
    error: "Conflict",
    message:
      "Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it.",
  },
  subscription_ended: {
    status: 409,
    error: "Conflict",
    message: "This subscription has ended; subscribe again to get access.",
  },
  already_subscribed: {
    status: 409,
    error: "Conflict",
    message: "You are already subscribed to this creator.",
  },
  out_of_stock: { status: 409, error: "Conflict", message: "Not enough of this product is left in stock." },
  price_changed: {
    status: 409,
    error: "Conflict",
    message: "The price changed; nothing was charged. details.price is the price now.",
  },
  idempotency_key_reused: {
    status: 409,
    error: "Conflict",
    message: "This Idempotency-Key was already used for a different request.",
  },
  already_refunded: { status: 409, error: "Conflict", message: "This has already been refunded." },
  payout_pending: {
    status: 409,
    error: "Conflict",
    message: "You already have a payout request waiting for review.",
  },
  payout_not_pending: {
    status: 409,
    error: "Conflict",
    message: "This payout request can no longer be changed.",
  },
  order_status_invalid: {
    status: 409,
    error: "Conflict",
    message: "This order cannot be changed that way now.",
  },
  payments_unavailable: {
    status: 503,
    error: "Service Unavailable",
    message: "Card payments are not available right now. Please try again later.",
  },
  internal: {
    status: 500,
    error: "Internal Server Error",
    message: "Something went wrong, please try again later",
  },
} as const satisfies Record<string, { status: number; error: string; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, string>;
  /** Seconds until a refused call (429) may be tried again. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

/** Seconds a 429 asks the client to wait when the limit that refused it did not say. */
const DEFAULT_RETRY_AFTER = 60;

/**
 * Headers that go with an error body, for every transport (API, pages, actions): each 429
 * carries Retry-After, in whole seconds.
 */
export function errorHeaders(err: AppError): Record<string, string> {
  if (err.status !== 429) return {};
  return { "Retry-After": String(Math.max(1, Math.ceil(err.retryAfter ?? DEFAULT_RETRY_AFTER))) };
}

/**
 * A failed zod parse as `{ field: message }`, the first message of each field (`price`,
 * `options.0`); an issue about the input as a whole goes under `root`. The one conversion for the
 * API's 422 details and the pages' field errors.
 */
export function zodFieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  root = "body",
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || root;
    out[field] ??= issue.message;
  }
  return out;
}

interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/** The value a request sent at `path`, read only through own keys. */
function sentValue(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Whether an issue says the request is malformed (400) rather than breaking a rule (422): a value of
 * the wrong type (a missing one is a rule: "Username is required"), a value outside an enum, an
 * unknown field, or a name the server looks up (namedKey's `malformed` marker).
 */
function isMalformed(issue: ValidationIssue & { expected?: string }, input: unknown): boolean {
  const sent = sentValue(input, issue.path) !== undefined;
  // A number that is not whole (`stock: 1.5`) is of the right kind: a rule broken.
  if (issue.code === "invalid_type") return sent && issue.expected !== "int";
  if (issue.code === "invalid_value") return sent;
  if (issue.code === "unrecognized_keys") return true;
  return issue.code === "custom" && issue.params?.malformed === true;
}

/**
 * The one conversion of a failed zod parse of a request into the catalogue's error, for every
 * transport that validates what a client sent (Hono's validation hook, multipart forms): 400
 * `malformed_request` when a field is of the wrong kind, else 422 `validation_failed`; `details`
 * says per field what to fix, in the words of functions/lib/validation-messages.ts.
 */
export function validationError(issues: readonly ValidationIssue[], input: unknown): AppError {
  const malformed = issues.some((issue) => isMalformed(issue, input));
  return new AppError(malformed ? "malformed_request" : "validation_failed", {
    details: zodFieldMessages(issues),
  });
}

/** A 422 for one or more fields, for rules a schema cannot express (e.g. a setting-driven range). */
export function fieldError(details: Record<string, string>): AppError {
  return new AppError("validation_failed", { details });
}

interface ErrorBody {
  statusCode: number;
  error: string;
  code: ErrorCode;
  message: string;
  details?: Record<string, string>;
}

export function errorBody(err: AppError): ErrorBody {
  const body: ErrorBody = {
    statusCode: err.status,
    error: ERRORS[err.code].error,
    code: err.code,
    message: err.message,
  };
  if (err.details) body.details = err.details;
  return body;
}
