/**
 * "Continue with Google / X" links, shown only for configured providers. They are plain links (a
 * full page load): the start routes redirect to the provider, which sends the browser back to our
 * callback pages. `role` decides fan or creator for a new account; the page's `redirectTo` goes
 * along, so the person comes back to where they were.
 */
import { buttonClass } from "~/components/ui/button";
import { useRedirectTo } from "~/lib/login-link";

export interface SocialOptions {
  google: boolean;
  twitter: boolean;
}

export function SocialLogin({
  options,
  accountRole: role,
}: {
  options: SocialOptions;
  accountRole: "fan" | "performer";
}) {
  const redirectTo = useRedirectTo();
  if (!options.google && !options.twitter) return null;
  const query = `?role=${role}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {options.google ? (
          <a href={`/auth/google/start${query}`} className={buttonClass("secondary", "md", "w-full")}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
              <path
                fill="#EA4335"
                d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6s2.7-6 6-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.4 14.6 2.4 12 2.4 6.7 2.4 2.4 6.7 2.4 12s4.3 9.6 9.6 9.6c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
              />
            </svg>
            Continue with Google
          </a>
        ) : null}
        {options.twitter ? (
          <a href={`/auth/twitter/start${query}`} className={buttonClass("secondary", "md", "w-full")}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
              <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
            </svg>
            Continue with X
          </a>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-xs text-ink-subtle">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
