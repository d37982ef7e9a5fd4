/**
 * The creator bio's one limit, read by the API (functions/performers/) and the profile form. The
 * spec gives none, so it is the 2,000 characters of text the form always promised; formatting
 * tags do not count against it.
 */
export const BIO_MAX_LENGTH = 2_000;

export const BIO_TOO_LONG = `Keep the bio to ${BIO_MAX_LENGTH.toLocaleString("en-US")} characters or fewer`;
