/**
 * The words shown when the server gives no message: a failed login, a failed update or load, and
 * anything else. A module of its own so code that runs in the browser (a clientLoader, an upload) says the same words.
 */
export const DEFAULT_MESSAGES = {
  login: "Incorrect credentials!",
  update: "Error occurred, please try again later",
  generic: "Something went wrong, please try again later",
} as const;
