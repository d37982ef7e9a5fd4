// First: configures zod before any schema is defined (see the module).
import "./lib/zod-jitless";
import { data, type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigate,
} from "@remix-run/react";
import { useEffect } from "react";
import { addPageSources, thirdPartySources } from "#functions/http/edge/security-headers";
import { clearedSessionCookie } from "#functions/identity/accounts/sessions";
import { readSessionToken } from "#functions/identity/accounts/viewer";
import { captchaFromSettings } from "#functions/identity/captcha/service";
import { cardPaymentsOffered } from "#functions/money/payments/availability";
import { getPublicSettings } from "#functions/site/settings/service";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { NoticeLayout } from "./components/layouts/notice-layout";
import { PageLayout } from "./components/layouts/page-layout";
import { LiveUpdates } from "./components/live-updates";
import { PageLoadingOverlay } from "./components/page-loading-overlay";
import { IconSprite } from "./components/ui/icons";
import { Toaster } from "./components/ui/toaster";
import { loadRootUser } from "./lib/current-user.server";
import { useNonce } from "./lib/nonce";
import type { PageHandle } from "./lib/page";
import type { RootData } from "./lib/root-data";
import { useRootData } from "./lib/root-data";
import { useTheme } from "./lib/theme";
import { readTheme } from "./lib/theme.server";
import { takeToast } from "./lib/toast.server";
import styles from "./tailwind.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.settings.siteName ?? "Fanverse" },
  { name: "description", content: "Subscribe to your favourite creators and unlock exclusive content." },
];

const MAINTENANCE_OPEN = ["/maintenance", "/auth/login", "/auth/logout", "/resources/theme"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps, viewer } = context.rc;
  const [settings, user] = await Promise.all([
    getPublicSettings(deps),
    loadRootUser(deps, viewer, context.rc.lookedUp),
  ]);
  const { pathname } = new URL(request.url);

  // The maintenance flag (off unless an admin turns it on) closes the site to everyone but admins.
  if (settings.maintenanceMode && !viewer?.isAdmin && !MAINTENANCE_OPEN.includes(pathname)) {
    throw redirect("/maintenance");
  }

  // The outside origins this page may use: only the services an admin switched on.
  const captcha = captchaFromSettings(settings, deps.env);
  context.rc.pageSources = addPageSources(
    context.rc.pageSources,
    thirdPartySources({
      captchaScriptUrl: captcha.enabled ? captcha.scriptUrl : null,
      gaCode: settings.gaCode,
      images: [settings.logo, settings.favicon],
    }),
  );

  const { toast, clear } = takeToast(request);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  // A token cookie that matches no live session (expired, revoked) is dropped on any page.
  if (!viewer && readSessionToken(request)?.via === "cookie")
    headers.append("Set-Cookie", clearedSessionCookie());
  const body: RootData = {
    theme: readTheme(request),
    user,
    settings: {
      siteName: settings.siteName,
      logo: settings.logo,
      favicon: settings.favicon,
      gaCode: settings.gaCode,
      menus: settings.menus,
      hashPwClient: settings.hashPwClient,
      requireEmailVerification: settings.requireEmailVerification,
      cardPayments: cardPaymentsOffered(deps, settings),
    },
    toast,
  };
  return data(body, { headers });
}

/** Google Analytics (gtag.js) when an admin set its id; the page's nonce lets both scripts run. */
function Analytics({ gaCode, nonce }: { gaCode: string; nonce: string }) {
  if (!gaCode) return null;
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(gaCode)});`;
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaCode)}`}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet; the id is JSON-encoded. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useTheme();
  const nonce = useNonce();
  const { settings } = useRootData();
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <meta name="theme-color" content={theme === "dark" ? "#1c1c22" : "#ffffff"} />
        <Meta />
        {/* Here, not in meta: a page's own meta replaces the root's, and every page keeps the site's icon. */}
        <link rel="icon" href={settings.favicon} />
        <Links />
        <Analytics gaCode={settings.gaCode} nonce={nonce} />
      </head>
      <body>
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The deepest matched route's declaration wins (a page overrides its parent layout route). */
function usePageHandle(): Required<PageHandle> {
  const matches = useMatches();
  let auth: PageHandle["auth"] = "none";
  let layout: PageHandle["layout"] = "primary";
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    if (handle?.auth) auth = handle.auth;
    if (handle?.layout) layout = handle.layout;
  }
  return { auth, layout };
}

/** The browser's side of the page declarations: a session that ends while a page is open goes to login. */
function useAuthEnforcement(auth: PageHandle["auth"]) {
  const { user } = useRootData();
  const navigate = useNavigate();
  useEffect(() => {
    if ((auth === "required" || auth === "performer" || auth === "admin") && !user)
      navigate("/auth/login", { replace: true });
  }, [auth, user, navigate]);
}

/** The browser's context menu is off on every page. */
function useNoContextMenu() {
  useEffect(() => {
    const block = (e: MouseEvent) => e.preventDefault();
    document.addEventListener("contextmenu", block);
    return () => document.removeEventListener("contextmenu", block);
  }, []);
}

export default function App() {
  const { toast } = useRootData();
  const { auth, layout } = usePageHandle();
  useAuthEnforcement(auth);
  useNoContextMenu();
  return (
    <Toaster initial={toast}>
      <PageLoadingOverlay />
      <LiveUpdates />
      <PageLayout name={layout}>
        <Outlet />
      </PageLayout>
    </Toaster>
  );
}

/** When the root itself fails (its loader, or a route without its own boundary), there is no header to keep. */
export function ErrorBoundary() {
  useNoContextMenu();
  return (
    <NoticeLayout>
      <GeneralErrorBoundary />
    </NoticeLayout>
  );
}
