/**
 * The creator bio's one limit: the characters of the bio as sent, formatting tags included. The
 * update schema holds it (so the OpenAPI document publishes it as `maxLength`), the API enforces it
 * through that schema and the profile form uses it for its textarea's `maxLength` and hint: the
 * 2,000 characters the form always promised.
 */
export const BIO_MAX_LENGTH = 2_000;

export const BIO_TOO_LONG = `Keep the bio to ${BIO_MAX_LENGTH.toLocaleString("en-US")} characters or fewer`;
