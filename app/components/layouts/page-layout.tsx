import type { LayoutName } from "~/lib/page";
import { BlankLayout } from "./blank-layout";
import { HomeLayout } from "./home-layout";
import { GeoBlockLayout, MaintenanceLayout } from "./notice-layout";
import { PrimaryLayout } from "./primary-layout";
import { PublicLayout } from "./public-layout";

const LAYOUTS: Record<LayoutName, (props: { children: React.ReactNode }) => React.ReactNode> = {
  primary: PrimaryLayout,
  public: PublicLayout,
  blank: BlankLayout,
  home: HomeLayout,
  maintenance: MaintenanceLayout,
  geoBlock: GeoBlockLayout,
};

/** Draws the layout a page asked for in its `handle.layout`. */
export function PageLayout({ name, children }: { name: LayoutName; children: React.ReactNode }) {
  const Layout = LAYOUTS[name];
  return <Layout>{children}</Layout>;
}
