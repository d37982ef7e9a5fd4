/**
 * Demo content for a fresh local install, created through the running API exactly as the
 * creators' studio would (uploads included): avatars and covers, posts of every type, a
 * gallery, a product, follows, and one fan subscribed to one creator so both the locked and the
 * unlocked views can be seen. Skips creators who already have posts; the rest is idempotent.
 * Usage: tsx scripts/seed-content.ts <baseUrl> [--persist-to DIR]
 */
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { PNG } from "pngjs";
import { performerProfiles } from "../drizzle/schema/performers";
import { subscriptions } from "../drizzle/schema/subscriptions";
import { DEMO_CREATORS, DEMO_FANS } from "./demo-accounts";
import { execSqlFile, inlineSql } from "./lib/local-d1";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:8787";
const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;
const DAY = 86_400_000;

async function api(
  path: string,
  init: { token?: string; body?: unknown; form?: FormData; method?: string } = {},
) {
  const headers: Record<string, string> = {};
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

async function main() {
  const creators = [];
  for (const [i, c] of DEMO_CREATORS.entries()) creators.push(await seedCreator(c, i));
  const fan = DEMO_FANS[0];
  const fanLogin = await api("/auth/login", { body: { username: fan.username, password: fan.password } });
  for (const c of creators.slice(0, 2))
    await api(`/follows/${c.id}`, { token: fanLogin.token, method: "POST" });
  // Subscriptions are paid for in the money issue; until then the demo fan gets one directly.
  const now = Date.now();
  const db = drizzle(async () => ({ rows: [] }));
  execSqlFile(
    [
      inlineSql(
        db
          .insert(subscriptions)
          .values({
            id: `${Math.floor(now / 1000).toString(16)}0000000000000001`,
            userId: fanLogin.user._id,
            performerId: creators[0].id,
            type: "monthly",
            status: "active",
            startedAt: now,
            expiresAt: now + 30 * DAY,
            paymentGateway: "wallet",
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .toSQL(),
      ),
      inlineSql(
        db
          .update(performerProfiles)
          .set({
            totalSubscribers: sql`(SELECT count(*) FROM ${subscriptions} WHERE ${subscriptions.performerId} = ${creators[0].id} AND ${subscriptions.status} = 'active')`,
          })
          .where(eq(performerProfiles.userId, creators[0].id))
          .toSQL(),
      ),
    ].join("\n"),
    persistTo,
  );
  console.log(
    creators.some((c) => c.seeded)
      ? "Seeded demo content (posts, gallery, product, follows, one subscription)."
      : "Demo content already seeded.",
  );
}

main().catch((err) => {
  console.error("Demo content could not be seeded:", err.message);
  process.exit(1);
});
