/** A person as the console's questions and toasts name them: @username, else their name, else `fallback`. */
export const atName = (
  card: { name?: string | null; username?: string | null } | null | undefined,
  fallback: string,
): string => (card?.username ? `@${card.username}` : card?.name || fallback);
