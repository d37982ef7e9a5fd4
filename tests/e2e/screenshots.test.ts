/**
 * A picture of each main page in light and in dark on a desktop, as a visitor, a fan, a creator and
 * the admin see it, kept as an artefact of the run in test-results/screenshots/<page>-<theme>.png
 * (git-ignored; CI keeps the folder). The same pages at 390 px land beside them as
 * phone-<who>-<page>-<theme>.png (tests/e2e/phone-layout.test.ts). Each shot also checks that the
 * page answered and that the chosen theme, not the system's, is the one drawn.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { demoPosts } from "./demo-posts";
import {
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  DEMO_FANS,
  launchBrowser,
  newPage,
  sql,
  uiLogin,
  wholePageShot,
} from "./harness";

const SCREENSHOT_DIR = "test-results/screenshots";

const luna = DEMO_CREATORS[0];
const max = DEMO_CREATORS[1];
const alex = DEMO_FANS[0];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
  await demoPosts();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
after(async () => {
  await browser?.close();
});

type Who = "visitor" | "fan" | "creator" | "admin";
const LOGINS = new Map<Who, { username: string; password: string } | null>([
  ["visitor", null],
  ["fan", alex],
  ["creator", luna],
  ["admin", DEMO_ADMIN],
]);

function pages(): { name: string; path: string; who: Who; status?: number; phone?: boolean }[] {
  const [lockedPost] = sql<{ id: string }>(
    `SELECT f.id FROM feeds f JOIN users u ON u.id = f.performer_id WHERE u.username = '${max.username}' AND f.type = 'photo' AND f.is_sale = 1 LIMIT 1`,
  );
  return [
    { name: "landing", path: "/", who: "visitor" },
    { name: "login", path: "/auth/login", who: "visitor" },
    { name: "profile-visitor", path: `/${max.username}`, who: "visitor" },
    { name: "profile-phone", path: `/${max.username}`, who: "visitor", phone: true },
    { name: "locked-post", path: `/feeds/${lockedPost.id}`, who: "fan" },
    { name: "home-feed", path: "/home", who: "fan" },
    { name: "search", path: "/search", who: "fan" },
    { name: "search-galleries", path: "/search?q=hour&in=galleries", who: "fan" },
    { name: "bookmarks", path: "/bookmarks", who: "fan" },
    { name: "messages", path: "/messages", who: "fan" },
    { name: "subscriptions", path: "/user/subscriptions", who: "fan" },
    { name: "wallet", path: "/wallet", who: "fan" },
    { name: "notifications", path: "/notifications", who: "fan" },
    { name: "cart", path: "/cart", who: "fan" },
    { name: "account", path: "/user/account", who: "fan" },
    { name: "studio-for-fans", path: "/studio", who: "fan", status: 403 },
    { name: "not-found", path: "/no/such/page", who: "fan", status: 404 },
    { name: "profile-own", path: `/${luna.username}`, who: "creator" },
    { name: "studio", path: "/studio", who: "creator" },
    { name: "studio-posts", path: "/studio/posts", who: "creator" },
    { name: "studio-compose", path: "/studio/compose", who: "creator" },
    { name: "studio-photos", path: "/studio/photos", who: "creator" },
    { name: "studio-comments", path: "/studio/comments", who: "creator" },
    { name: "studio-subscribers", path: "/studio/subscribers", who: "creator" },
    { name: "studio-vault", path: "/studio/vault", who: "creator" },
    { name: "studio-lists", path: "/studio/lists", who: "creator" },
    { name: "studio-promotions", path: "/studio/promotions", who: "creator" },
    { name: "studio-statistics", path: "/studio/statistics", who: "creator" },
    { name: "earnings", path: "/creator/earnings", who: "creator" },
    { name: "payouts", path: "/creator/payouts", who: "creator" },
    { name: "admin", path: "/admin", who: "admin" },
    { name: "admin-users", path: "/admin/users", who: "admin" },
    { name: "admin-payouts", path: "/admin/payouts", who: "admin" },
    { name: "studio-blocks-phone", path: "/studio/blocks", who: "creator", phone: true },
  ];
}

for (const theme of ["light", "dark"] as const) {
  test(`every main page in ${theme}`, async () => {
    for (const [who, login] of LOGINS) {
      for (const phone of [false, true]) {
        const shots = pages().filter((p) => p.who === who && Boolean(p.phone) === phone);
        if (shots.length === 0) continue;
        // The system asks for the other theme: the person's choice (the cookie) must win.
        const page = await newPage(browser, {
          colorScheme: theme === "dark" ? "light" : "dark",
          ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true } : {}),
        });
        await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
        if (login) await uiLogin(page, login.username, login.password);
        for (const shot of shots) {
          const res = await page.goto(shot.path);
          assert.equal(res?.status(), shot.status ?? 200, `${shot.path} answered ${res?.status()}`);
          const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
          assert.equal(dark, theme === "dark", `${shot.path} is drawn in the chosen theme`);
          await page.waitForLoadState("networkidle");
          await wholePageShot(page, `${SCREENSHOT_DIR}/${shot.name}-${theme}.png`);
        }
        await page.context().close();
      }
    }
  });
}
