/**
 * A fan's first visit, end to end (issue 20 §5): Subscribe as a visitor leads to sign-up with the
 * creator in view and back to their profile; sign-up links to Terms and Privacy; Follow is the
 * quiet control beside Subscribe and the follower count moves; and the rough edges a first visit
 * met (the Photos count, the header at 1366 px, bookmark images, the 3-photo grid, Go live for an
 * unverified creator).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  DEMO_FANS,
  execSql,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  uiLogin,
  uniqueName,
} from "./harness";

const max = DEMO_CREATORS[1];
const alex = DEMO_FANS[0];
const PASSWORD = "Secret123!";

let browser: Browser;
let adminToken: string;
before(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
});
after(async () => {
  await browser?.close();
});

/** The page in light, then in dark, saved as `<name>` and `<name>-dark`. */
async function lightAndDark(page: Page, name: string) {
  await screenshot(page, name);
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  // The fields' and buttons' colour transition (150 ms): a picture taken at once catches them half
  // way, grey, and looks like a disabled form.
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** A creator of this file's own, verified as the admin would (unverified creators cannot sell). */
async function verifiedCreator(name: string, prefix: string) {
  const creator = await registerViaApi("performers", name, prefix);
  execSql(`UPDATE performer_profiles SET verification_status = 'approved' WHERE user_id = '${creator.id}';`);
  return creator;
}

/** A fan of this file's own with tokens in the wallet. */
async function fundedFan(name: string, prefix: string) {
  const fan = await registerViaApi("users", name, prefix);
  const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 500, reason: "e2e funds" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));
  return fan;
}

async function postForm<T = any>(path: string, token: string, form: FormData): Promise<T> {
  const res = await freshFetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: T };
  assert.ok(res.ok, `POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A photo post of `count` photos, for the creator's subscribers. */
async function photoPost(token: string, count: number, text: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set(
      "file",
      new Blob([Buffer.from(SAMPLES_BASE64.png, "base64")], { type: "image/png" }),
      `p${i}.png`,
    );
    ids.push((await postForm<{ _id: string }>("/performer/feeds/photo/upload", token, form))._id);
  }
  const res = await api("/performer/feeds", { token, body: { type: "photo", text, fileIds: ids } });
  assert.ok(res.status < 300, JSON.stringify(res.json));
  return { id: res.json.data._id as string, fileIds: ids };
}

const subscribeByApi = async (fanToken: string, performerId: string) => {
  const res = await api("/payment/subscribe/performers", {
    token: fanToken,
    body: { performerId, type: "monthly", paymentGateway: "wallet" },
  });
  assert.ok(res.status < 300, JSON.stringify(res.json));
};

/** The number in the profile's stat line for `noun` ("Followers", "Photos"). */
const statOf = async (page: Page, noun: RegExp) =>
  Number(
    await page
      .locator("section dl > div")
      .filter({ has: page.locator("dt", { hasText: noun }) })
      .locator("dd")
      .textContent(),
  );

/** Waits until the stat for `noun` reads `count` (the page reloads its data after a click). */
async function statReaches(page: Page, noun: RegExp, count: number) {
  const deadline = Date.now() + 10_000;
  while ((await statOf(page, noun)) !== count) {
    assert.ok(Date.now() < deadline, `${noun} never reached ${count} (${await statOf(page, noun)})`);
    await page.waitForTimeout(100);
  }
}

describe("a visitor's Subscribe", () => {
  test("leads to sign-up with the creator in view, and back to the profile after signing up or logging in", async () => {
    const page = await newPage(browser);
    await page.goto(`/${max.username}`);
    const subscribe = page.getByRole("link", { name: /^Subscribe/ });
    const price = ((await subscribe.textContent()) ?? "").replace(/^Subscribe\s*/, "");
    await subscribe.click();
    await page.waitForURL((url) => url.pathname === "/auth/register");
    // The way back says what the visitor was doing: the profile opens the plans for them then.
    assert.equal(new URL(page.url()).searchParams.get("redirectTo"), `/${max.username}?then=subscribe`);
    const card = page.getByTestId("signup-creator");
    await card.getByText(max.name).waitFor();
    await card.getByText(price).waitFor();
    assert.ok(await card.locator("img").count(), "the creator's avatar");
    await lightAndDark(page, "fan-first-signup-creator-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await lightAndDark(page, "fan-first-signup-creator-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Log in keeps the way back and the creator in view.
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/login");
    await page.getByTestId("signup-creator").getByText(max.name).waitFor();
    await page.getByRole("link", { name: "Create a fan account" }).click();
    await page.waitForURL((url) => url.pathname === "/auth/register");

    const username = uniqueName("sub");
    await page.getByLabel("Display name").fill("Subscribing Fan");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === `/${max.username}`);
    // The welcome says where the confirmation email went.
    await page.getByText(`We sent a link to ${username}@example.com to confirm your email.`).waitFor();
    // Signed in now, the plans are open where they left off (paying is still their click), and the
    // address no longer asks for them: a reload does not open them again.
    const plans = page.getByRole("dialog", { name: `Subscribe to ${max.name}` });
    await plans.waitFor();
    await page.waitForURL((url) => !url.searchParams.has("then"));
    await lightAndDark(page, "fan-first-signup-back-to-plans");
    await plans.getByRole("button", { name: "Cancel" }).click();
    await plans.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByTestId("subscribe").waitFor();
    assert.equal(await plans.isVisible(), false);
    await page.getByTestId("subscribe").click();
    await plans.waitFor();
    await page.context().close();

    // A fan who already has an account logs in from there and is back on the profile.
    const returning = await newPage(browser);
    await returning.goto(`/${max.username}`);
    await returning.getByRole("link", { name: /^Subscribe/ }).click();
    await returning.waitForURL((url) => url.pathname === "/auth/register");
    await returning.getByRole("link", { name: "Log in", exact: true }).click();
    await returning.getByLabel(/Username or email/i).fill(alex.username);
    await returning.getByLabel("Password").fill(alex.password);
    await returning.getByRole("button", { name: "Log in" }).click();
    await returning.waitForURL((url) => url.pathname === `/${max.username}`);
    await returning.getByRole("dialog", { name: `Subscribe to ${max.name}` }).waitFor();
    await returning.context().close();
  });

  test("a visitor's Tip leads to sign-up too, with the way back to the profile", async () => {
    const page = await newPage(browser);
    await page.goto(`/${max.username}`);
    // Prices read in tokens; a visitor, who has no wallet yet, is told what one is.
    assert.equal(
      await page.getByTestId("token-explained").textContent(),
      "Prices are in tokens (◎): 1 token = 1 USD.",
    );
    await page.getByRole("link", { name: "Tip", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/register");
    assert.equal(new URL(page.url()).searchParams.get("redirectTo"), `/${max.username}?then=tip`);
    await page.getByTestId("signup-creator").getByText(max.name).waitFor();
    await page.context().close();
  });

  test("a visitor's way to sign-up from a locked post keeps the post's creator in view", async () => {
    const creator = await verifiedCreator("Post Keeper", "pk");
    const post = await photoPost(creator.token, 1, "A short look at the new set");
    const page = await newPage(browser);
    await page.goto(`/feeds/${post.id}`);
    // A locked post's text shows only its first words, never the whole (at most half of it).
    await page.getByText("A short…").waitFor();
    assert.equal(await page.getByText(/new set/).count(), 0);
    await page.getByTestId("locked-media").first().getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname === "/auth/register");
    assert.equal(new URL(page.url()).searchParams.get("redirectTo"), `/feeds/${post.id}`);
    await page.getByTestId("signup-creator").getByText("Post Keeper").waitFor();
    // A post that does not exist names no one.
    await page.goto(`/auth/register?redirectTo=${encodeURIComponent("/feeds/000000000000000000000000")}`);
    await page.getByLabel("Display name").waitFor();
    assert.equal(await page.getByTestId("signup-creator").count(), 0);
    await page.context().close();
  });

  test("a return path off the site is refused: sign-up lands on the new home instead", async () => {
    const page = await newPage(browser);
    await page.goto(`/auth/register?redirectTo=${encodeURIComponent("https://evil.example/x")}`);
    assert.equal(await page.getByTestId("signup-creator").count(), 0);
    const username = uniqueName("off");
    await page.getByLabel("Display name").fill("Off Site");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === "/home");
    await page.context().close();
  });
});

describe("Terms and Privacy", () => {
  for (const path of ["/auth/register", "/auth/register-creator"]) {
    test(`${path} links to Terms and Privacy, pages with content`, async () => {
      const page = await newPage(browser);
      for (const [name, heading] of [
        ["Terms", "Terms of Service"],
        ["Privacy", "Privacy Policy"],
      ] as const) {
        await page.goto(path);
        await page.locator("form").getByRole("link", { name, exact: true }).click();
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        const text = (await page.locator("article").textContent()) ?? "";
        assert.ok(text.length > 400, `${heading} has content`);
      }
      await page.context().close();
    });
  }

  test("the footer links to both", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "Terms", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await lightAndDark(page, "fan-first-terms-1280");
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.context().close();
  });
});

describe("Follow beside Subscribe", () => {
  test("Follow is the quiet control; subscribing moves the follower count at once", async () => {
    const creator = await verifiedCreator("Quiet Follow", "qf");
    const fan = await fundedFan("Follow Fan", "ff");
    const page = await newPage(browser);
    await uiLogin(page, fan.username, PASSWORD);
    await page.goto(`/${creator.username}`);
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    const subscribe = page.getByTestId("subscribe");
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    assert.notEqual(
      await follow.evaluate(background),
      await subscribe.evaluate(background),
      "Follow does not look like the main action",
    );
    const followBox = await follow.boundingBox();
    const subscribeBox = await subscribe.boundingBox();
    assert.ok(followBox && subscribeBox && followBox.width < subscribeBox.width);
    await lightAndDark(page, "fan-first-profile-actions-1280");
    const before = await statOf(page, /^Followers?$/);
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: /^Subscribe to/ });
    await dialog.getByRole("button", { name: /^Pay ◎/ }).click();
    await dialog.getByText("You are subscribed to Quiet Follow.").waitFor();
    // Said once, in the dialog: no toast over the page, nor after the dialog is closed.
    const toasts = page.getByRole("region", { name: "Notifications" });
    await page.waitForTimeout(300);
    assert.equal(await toasts.getByText("You are subscribed to Quiet Follow.").count(), 0);
    await page.keyboard.press("Escape");
    await page.getByTestId("subscribed").waitFor();
    assert.equal(await toasts.getByText("You are subscribed to Quiet Follow.").count(), 0);
    await page.getByRole("button", { name: "Following" }).waitFor();
    assert.equal(await statOf(page, /^Followers?$/), before + 1);
    await page.reload();
    assert.equal(await statOf(page, /^Followers?$/), before + 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await lightAndDark(page, "fan-first-profile-actions-390");
    await page.context().close();
  });

  test("Following says Unfollow under the pointer, and a click unfollows", async () => {
    const creator = await verifiedCreator("Unfollow Me", "uf");
    const fan = await fundedFan("Fickle Fan", "fk");
    const page = await newPage(browser);
    await uiLogin(page, fan.username, PASSWORD);
    await page.goto(`/${creator.username}`);
    const before = await statOf(page, /^Followers?$/);
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    const following = page.getByRole("button", { name: "Following" });
    await following.waitFor();
    await statReaches(page, /^Followers?$/, before + 1);
    // Right after the click, with the pointer still on it, it says what happened, not what is next.
    const unfollowWord = following.getByText("Unfollow");
    assert.equal(await unfollowWord.isVisible(), false);
    assert.equal(await following.getByText("Following").isVisible(), true);
    // At rest it reads as the state; under the pointer again it says what a click does.
    await page.mouse.move(5, 5);
    assert.equal(await unfollowWord.isVisible(), false);
    await following.hover();
    await unfollowWord.waitFor({ state: "visible" });
    assert.equal(await following.getByText("Following").isVisible(), false);
    await lightAndDark(page, "fan-first-unfollow-hover-1280");
    await following.click();
    await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await statReaches(page, /^Followers?$/, before);
    await page.reload();
    await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    assert.equal(await statOf(page, /^Followers?$/), before);
    await page.context().close();
  });
});

describe("rough edges", () => {
  let creator: { id: string; token: string; username: string };
  let fan: { id: string; token: string; username: string };
  let set: { id: string; fileIds: string[] };
  before(async () => {
    creator = await verifiedCreator("Three Photos", "tp");
    fan = await fundedFan("Photo Fan", "pf");
    set = await photoPost(creator.token, 3, "<p>Three from today.</p>");
    await photoPost(creator.token, 2, "<p>Two more.</p>");
    await subscribeByApi(fan.token, creator.id);
  });

  test("the profile counts the photos of photo posts, and its Photos tab shows them", async () => {
    const page = await newPage(browser);
    await uiLogin(page, fan.username, PASSWORD);
    await page.goto(`/${creator.username}`);
    const tabs = page.getByRole("navigation", { name: "Profile sections" });
    await tabs.getByRole("link", { name: "5 Photos" }).click();
    assert.equal(await statOf(page, /^Photos?$/), 5);
    await page.waitForURL(`**/${creator.username}/photos`);
    await page.getByText("Three from today.").waitFor();
    await page.getByText("Two more.").waitFor();
    await page.context().close();
  });

  test("a 3-photo post fills its grid: no empty cell", async () => {
    const page = await newPage(browser);
    await uiLogin(page, fan.username, PASSWORD);
    await page.goto(`/feeds/${set.id}`);
    const tiles = page.getByRole("button", { name: /^Open photo \d of 3$/ });
    await tiles.nth(2).waitFor();
    const grid = tiles.first().locator("..");
    const box = await grid.boundingBox();
    assert.ok(box);
    let area = 0;
    for (const tile of await tiles.all()) {
      const b = await tile.boundingBox();
      assert.ok(b);
      area += b.width * b.height;
    }
    // The tiles cover the grid but for the gaps between them.
    assert.ok(area > box.width * box.height * 0.95, `tiles ${area} of ${box.width * box.height}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await lightAndDark(page, "fan-first-three-photos-390");
    await page.context().close();
  });

  test("a bookmarked photo post shows its first photo, not a placeholder", async () => {
    const page = await newPage(browser);
    await uiLogin(page, fan.username, PASSWORD);
    await page.goto(`/feeds/${set.id}`);
    const saved = page.waitForResponse(
      (r) => r.url().includes("/resources/content") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Bookmark" }).first().click();
    await saved;
    await page.goto("/bookmarks");
    // Only the kind shown is the current page (a screen reader said it of every kind).
    const current = page.getByRole("navigation", { name: "Bookmark kinds" }).locator("[aria-current=page]");
    assert.deepEqual(await current.allTextContents(), ["Posts"]);
    const row = page.locator("li").filter({ hasText: "Three from today." });
    const src = await row.locator("img").first().getAttribute("src");
    assert.ok(src && !src.startsWith("data:") && src.includes(set.fileIds[0]), `the post's photo (${src})`);
    await page.context().close();
  });

  test("at 1366 px (and down to 1024 px) the logo and the header's links keep apart, for every role", async () => {
    // The widest header: a creator with a long name and a five-figure balance.
    const rich = await verifiedCreator("Maximiliana Stonewall-Everhart", "rich");
    const funded = await api(`/admin/wallets/${rich.id}/adjust`, {
      token: adminToken,
      body: { amount: 12345.67, reason: "e2e header width" },
    });
    assert.equal(funded.status, 201, JSON.stringify(funded.json));
    const people = [{ username: rich.username, password: PASSWORD }, max, alex, DEMO_ADMIN];
    for (const width of [1366, 1280, 1024]) {
      for (const who of people) {
        const page = await newPage(browser, { viewport: { width, height: 800 } });
        await uiLogin(page, who.username, who.password);
        await page.goto("/search");
        const logo = await page.locator("header a").first().boundingBox();
        const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
        const first = await links.first().boundingBox();
        const last = await links.last().boundingBox();
        const right = await page.getByTestId("header-balance").boundingBox();
        assert.ok(logo && first && last && right);
        const at = `${who.username} at ${width} px`;
        assert.ok(logo.x + logo.width <= first.x, `${at}: the logo ends before the first link`);
        assert.ok(last.x + last.width <= right.x, `${at}: the last link ends before the balance`);
        if (who === people[0] && width !== 1280) await lightAndDark(page, `fan-first-header-${width}`);
        await page.context().close();
      }
    }
  });

  test("an unverified creator's Go live explains verification and links to it, without asking for the camera", async () => {
    const unverified = await registerViaApi("performers", "Not Verified", "nv");
    const page = await newPage(browser);
    await page.context().addInitScript(() => {
      const w = window as unknown as { cameraAsked: number };
      w.cameraAsked = 0;
      const media = navigator.mediaDevices;
      if (media?.getUserMedia) {
        const original = media.getUserMedia.bind(media);
        media.getUserMedia = (c) => {
          w.cameraAsked += 1;
          return original(c);
        };
      }
    });
    await uiLogin(page, unverified.username, PASSWORD);
    await page.goto("/studio/live");
    await page.getByText(/verified before you can go live/).waitFor();
    const link = page.getByRole("link", { name: "Get verified" });
    assert.equal(await link.getAttribute("href"), "/creator/account#verification");
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => (window as unknown as { cameraAsked: number }).cameraAsked), 0);
    assert.equal(await page.getByText(/camera/i).count(), 0, "no camera stage nor camera error");
    assert.equal(await page.getByRole("button", { name: "Go live" }).count(), 0);
    await lightAndDark(page, "fan-first-go-live-unverified-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await lightAndDark(page, "fan-first-go-live-unverified-390");
    // Payouts say the same before the creator types an amount: what to do, and where.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/creator/payouts");
    await page.getByText("Payouts open once your ID is verified.", { exact: false }).waitFor();
    assert.equal(
      await page.getByRole("link", { name: "Get verified" }).getAttribute("href"),
      "/creator/account#verification",
    );
    assert.equal(await page.getByRole("button", { name: "Request payout" }).isDisabled(), true);
    await page.context().close();
  });
});
