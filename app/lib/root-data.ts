import { useRouteLoaderData } from "@remix-run/react";
import type { Theme } from "./theme";
import type { ToastMessage } from "./toast";

/** The signed-in user as every page's chrome shows them (from the root loader). */
export interface RootUser {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  avatar: string;
  isPerformer: boolean;
  isAdmin: boolean;
  balance: number;
  /** Messages not seen yet, in all conversations, and when that was counted (ms; live updates: app/lib/live-events.ts). */
  unreadMessages: { total: number; at: number };
  /**
   * Notifications not read yet and when that was counted (ms). Shown by NotificationBell
   * (app/components/notification-bell.tsx: the header, the phone tab bar), live through the socket.
   */
  notificationsUnread: { total: number; at: number };
}

export interface RootData {
  theme: Theme;
  user: RootUser | null;
  settings: {
    siteName: string;
    logo: string;
    favicon: string;
    gaCode: string;
    menus: { title: string; path: string; section: "header" | "footer" }[];
    hashPwClient: boolean;
    requireEmailVerification: boolean;
    /** Card payments are offered (Stripe configured and the `paymentGateway` setting): functions/money/payments/availability.ts. */
    cardPayments: boolean;
  };
  toast: ToastMessage | null;
}

const FALLBACK: RootData = {
  theme: "light",
  user: null,
  settings: {
    siteName: "Fanverse",
    logo: "/logo.svg",
    favicon: "/favicon.ico",
    gaCode: "",
    menus: [],
    hashPwClient: false,
    requireEmailVerification: false,
    cardPayments: false,
  },
  toast: null,
};

/** The root loader's data; a neutral fallback while the root itself is failing (error boundary). */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>("root") ?? FALLBACK;
}

export const useOptionalUser = () => useRootData().user;
