import { NoticePage } from "./notice-page";

/** What a visitor is told, by who closed it to their country: the whole site, or one creator. */
const WORDS = {
  site: "Sorry, this site can't be used from the country you're in, so there is nothing more to see here.",
  creator:
    "This creator has chosen not to show their page and content in the country you're in. The rest of the site is still open to you.",
} as const;

/**
 * "Not available in your country": what a visitor from a blocked country sees, at /geoblock (the
 * whole site) or on a creator's page (that creator's own country block).
 */
export function GeoBlockNotice({ blockedBy = "site" }: { blockedBy?: keyof typeof WORDS }) {
  return (
    <NoticePage
      title="Not available in your country"
      icon={
        <>
          <circle cx="12" cy="12" r="9" />
          <path
            strokeLinecap="round"
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3ZM5.6 5.6l12.8 12.8"
          />
        </>
      }
    >
      {WORDS[blockedBy]}
    </NoticePage>
  );
}
