import { Link } from "@remix-run/react";
import { PRIVACY_PATH, TERMS_PATH } from "~/lib/legal";

const linkClass = "font-medium text-brand-600 underline hover:text-brand-700 dark:text-brand-400";

/** Under a sign-up form: what signing up accepts, with the Terms and the Privacy Policy a tap away. */
export function LegalNote() {
  return (
    <p className="text-center text-xs text-ink-subtle">
      By signing up you accept the{" "}
      <Link to={TERMS_PATH} className={linkClass}>
        Terms
      </Link>{" "}
      and the{" "}
      <Link to={PRIVACY_PATH} className={linkClass}>
        Privacy
      </Link>{" "}
      policy, and confirm you are at least 18 years old.
    </p>
  );
}
