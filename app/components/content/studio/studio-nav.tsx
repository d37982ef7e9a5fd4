/** The creator studio's section navigation: a sidebar on desktop, a compact menu on phones. */
import { ConsoleFrame, type Section, SectionHeader, SectionNav } from "~/components/ui/section-nav";

const SECTIONS: Section[] = [
  { to: "/studio", label: "Overview", end: true },
  // A new document: the go-live page has its own policy (camera, microphone, the video service).
  { to: "/studio/live", label: "Go live", reloadDocument: true },
  { to: "/studio/compose", label: "New post" },
  { to: "/studio/posts", label: "Posts" },
  { to: "/studio/photos", label: "Photos" },
  { to: "/studio/galleries", label: "Galleries" },
  { to: "/studio/videos", label: "Videos" },
  { to: "/studio/products", label: "Products" },
  { to: "/studio/vault", label: "Vault" },
  { to: "/studio/subscribers", label: "Subscribers" },
  { to: "/studio/lists", label: "Lists" },
  { to: "/studio/mass", label: "Mass messages" },
  { to: "/studio/promotions", label: "Promotions" },
  { to: "/studio/statistics", label: "Statistics" },
  { to: "/studio/verification", label: "ID verification" },
  // Outside the studio's frame, but where a creator looks for their money.
  { to: "/creator/earnings", label: "Earnings" },
  { to: "/creator/payouts", label: "Payouts" },
  { to: "/studio/comments", label: "Comments" },
  { to: "/studio/blocks", label: "Blocked" },
];

export function StudioNav() {
  return <SectionNav label="Studio" sections={SECTIONS} />;
}

/**
 * The studio's frame (its sections beside the page): the /studio layout's, and the pages the
 * studio's sections lead to outside /studio (Earnings, Payouts), so every section keeps it.
 */
export function StudioFrame({ children }: { children: React.ReactNode }) {
  return (
    <ConsoleFrame title="Studio" nav={<StudioNav />}>
      {children}
    </ConsoleFrame>
  );
}

export const StudioHeader = SectionHeader;
