/**
 * Demo content for a fresh local install, created through the running API exactly as the
 * creators' studio would (uploads included): avatars and covers, posts of every type, a
 * gallery, a product, follows, token packages, and one fan with a wallet who subscribes to one
 * creator and buys a post, so both the locked and the unlocked views can be seen. Skips creators
 * who already have posts; the rest is idempotent.
 * Usage: tsx scripts/seed-content.ts <baseUrl>
 */
import { PNG } from "pngjs";
import { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS } from "./demo-accounts";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:8787";
const DAY = 86_400_000;

async function api(
  path: string,
  init: {
    token?: string;
    body?: unknown;
    form?: FormData;
    method?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const json = (await res.json().catch(() => null)) as any;
  if (!res.ok) throw new Error(`${init.method ?? "POST"} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json?.data;
}

/** A soft two-colour gradient with circles: stands in for a photo. */
function picture(width: number, height: number, hueA: number, hueB: number): Blob {
  const png = new PNG({ width, height });
  const rgb = (h: number, l: number) => {
    const a = 0.6 * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const ring = Math.sin(Math.hypot(x - width * 0.7, y - height * 0.35) / 18) > 0.92 ? 0.08 : 0;
      const [r, g, b] = rgb(hueA + (hueB - hueA) * t, 0.55 + ring);
      const i = (y * width + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return new Blob([new Uint8Array(PNG.sync.write(png))], { type: "image/png" });
}

async function upload(
  path: string,
  token: string,
  field: string,
  blob: Blob,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set(field, blob, "picture.png");
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return api(path, { token, form });
}

async function seedCreator(creator: (typeof DEMO_CREATORS)[number], index: number) {
  const login = await api("/auth/login", {
    body: { username: creator.username, password: creator.password },
  });
  const token = login.token as string;
  const existing = await api("/performer/feeds?limit=1", { token, method: "GET" });
  if (existing.total > 0) return { id: login.user._id as string, seeded: false };
  const hue = index * 110;
  await upload("/performers/avatar/upload", token, "file", picture(256, 256, hue, hue + 60));
  await upload("/performers/cover/upload", token, "file", picture(1200, 360, hue + 30, hue + 120));

  const photoPost = async (text: string, extra: Record<string, unknown> = {}) => {
    const a = await upload(
      "/performer/feeds/photo/upload",
      token,
      "file",
      picture(900, 900, hue + 10, hue + 90),
    );
    const b = await upload(
      "/performer/feeds/photo/upload",
      token,
      "file",
      picture(900, 900, hue + 200, hue + 260),
    );
    return api("/performer/feeds", {
      token,
      body: { type: "photo", text, fileIds: [a._id, b._id], ...extra },
    });
  };
  await api("/performer/feeds", {
    token,
    body: { type: "text", text: `<p>Welcome to my page! ${creator.bio}</p><p>Say hi in the comments.</p>` },
  });
  await photoPost("<p>A new set from this week, for my subscribers.</p>");
  const thumb = await upload(
    "/performer/feeds/thumbnail/upload",
    token,
    "file",
    picture(600, 600, hue + 300, hue + 340),
  );
  await photoPost("<p>Behind the scenes, <strong>exclusive</strong>: unlock it once, keep it forever.</p>", {
    isSale: true,
    price: 4.99,
    thumbnailFileId: thumb._id,
  });
  await api("/performer/feeds", {
    token,
    body: {
      type: "poll",
      text: "<p>Help me pick what comes next!</p>",
      poll: {
        question: "What should I post next?",
        options: ["A tutorial", "A Q&A", "A day in my life"],
        expiresAt: Date.now() + 7 * DAY,
      },
    },
  });
  await api("/performer/feeds", {
    token,
    body: {
      type: "crowdfunding",
      text: "<p>Help me fund new equipment for better content.</p>",
      crowdfunding: { title: "New camera", goal: 500, deadline: Date.now() + 30 * DAY },
    },
  });
  await api("/performer/feeds", {
    token,
    body: {
      type: "scheduled-stream",
      text: "<p>Join me live for a Q&A!</p>",
      streamTitle: "Live Q&A",
      streamScheduledAt: Date.now() + 3 * DAY,
    },
  });

  const gallery = await api("/performer/performer-assets/galleries", {
    token,
    body: {
      title: "Golden hour",
      description: "A short set shot at sunset.",
      isSale: false,
      price: 0,
      status: "active",
    },
  });
  for (let i = 0; i < 4; i++) {
    await upload(
      "/performer/performer-assets/photos/upload",
      token,
      "photo",
      picture(800, 1000, hue + i * 25, hue + 150),
      {
        galleryId: gallery._id,
        title: `Golden hour ${i + 1}`,
        status: "active",
      },
    );
  }
  const product = new FormData();
  product.set("image", picture(800, 800, hue + 45, hue + 95), "product.png");
  product.set("name", `${creator.name.split(" ")[0]}'s signed print`);
  product.set("description", "A signed A4 print, shipped worldwide.");
  product.set("type", "physical");
  product.set("price", "25");
  product.set("stock", "20");
  product.set("status", "active");
  await api("/performer/performer-assets/products", { token, form: product });
  return { id: login.user._id as string, seeded: true };
}

/**
 * The demo's money goes through the money API like anyone's: token packages on offer, a wallet
 * balance for alex (an admin credit with a reason), then alex subscribes to the first creator and
 * buys their post for sale from that balance. Each call carries an Idempotency-Key, so a second run
 * replays the first answers and moves nothing.
 */
async function seedMoney(fanLogin: { token: string; user: { _id: string } }, creators: { id: string }[]) {
  const admin = await api("/auth/login", {
    body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  const packages = await api("/package/token/search", { method: "GET" });
  if (packages.total === 0) {
    for (const [ordering, pack] of [
      { name: "Starter", price: 9.99, tokens: 10 },
      { name: "Fan", price: 24.99, tokens: 27 },
      { name: "Super fan", price: 49.99, tokens: 56 },
    ].entries()) {
      await api("/admin/token-packages", { token: admin.token, body: { ...pack, ordering } });
    }
  }
  const key = (name: string) => ({ "idempotency-key": `demo-seed-${name}` });
  await api(`/admin/wallets/${fanLogin.user._id}/adjust`, {
    token: admin.token,
    body: { amount: 100, reason: "Demo wallet for the local install" },
    headers: key("alex-wallet"),
  });
  await api("/payment/subscribe/performers", {
    token: fanLogin.token,
    body: { performerId: creators[0].id, type: "monthly", paymentGateway: "wallet" },
    headers: key("alex-subscription"),
  });
  const luna = await api(`/user/feeds?performerId=${creators[0].id}&limit=50`, {
    token: fanLogin.token,
    method: "GET",
  });
  const forSale = (luna.data as { _id: string; isSale: boolean }[]).find((f) => f.isSale);
  if (forSale)
    await api(`/wallet/charges/feed/${forSale._id}`, {
      token: fanLogin.token,
      body: {},
      headers: key("alex-post"),
    });
}

async function main() {
  const creators = [];
  for (const [i, c] of DEMO_CREATORS.entries()) creators.push(await seedCreator(c, i));
  const fan = DEMO_FANS[0];
  const fanLogin = await api("/auth/login", { body: { username: fan.username, password: fan.password } });
  for (const c of creators.slice(0, 2))
    await api(`/follows/${c.id}`, { token: fanLogin.token, method: "POST" });
  await seedMoney(fanLogin, creators);
  console.log(
    creators.some((c) => c.seeded)
      ? "Seeded demo content (posts, gallery, product, follows, token packages, a wallet, a subscription and a purchase)."
      : "Demo content already seeded.",
  );
}

main().catch((err) => {
  console.error("Demo content could not be seeded:", err.message);
  process.exit(1);
});
