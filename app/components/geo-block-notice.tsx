import { NoticePage } from "./notice-page";

/** "Not available in your country": the geoBlock page, reusable where a creator blocks a country. */
export function GeoBlockNotice({ what = "This site" }: { what?: string }) {
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
      {what} is not available where you are right now. If you think this is a mistake, please try again later.
    </NoticePage>
  );
}
