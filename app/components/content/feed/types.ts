/** What /resources/content answers to fetchers: `{ ok, ...data }` or `{ error, details }`. */
export type ContentActionResult = { ok?: true; error?: string; details?: Record<string, string> } & Record<
  string,
  unknown
>;

export const actionError = (d: ContentActionResult | undefined): string | null =>
  d && typeof d.error === "string" ? d.error : null;
export const actionDetails = (d: ContentActionResult | undefined): Record<string, string> =>
  (d?.details as Record<string, string> | undefined) ?? {};
