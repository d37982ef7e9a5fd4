/**
 * The posts a first visit meets, made once per run through the API as maxstone's studio would (the
 * e2e database has the demo accounts but no content): a set of 3 photos for subscribers, a photo
 * for sale at 4.99 with a chosen preview, a 2:31 video for subscribers, a poll, a text post and a
 * gallery. Shared by the
 * first-visit and screenshot tests; a second call finds them and makes nothing.
 */
import { SAMPLES_BASE64 } from "../fixtures/samples";
import { apiLogin, baseUrl, DEMO_CREATORS, freshFetch, sql } from "./harness";

const demoCreator = DEMO_CREATORS[1];
const DAY = 86_400_000;

async function post<T = any>(path: string, token: string, body: FormData | unknown): Promise<T> {
  const form = body instanceof FormData;
  const res = await freshFetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(form ? {} : { "content-type": "application/json" }) },
    body: form ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const SAMPLE_TYPES = { png: ["image/png", "png"], jpg: ["image/jpeg", "jpg"], mp4long: ["video/mp4", "mp4"] };

function sample(kind: keyof typeof SAMPLE_TYPES, field = "file") {
  const form = new FormData();
  const [type, ext] = SAMPLE_TYPES[kind];
  form.set(field, new Blob([Buffer.from(SAMPLES_BASE64[kind], "base64")], { type }), `sample.${ext}`);
  return form;
}

export interface DemoPosts {
  creatorId: string;
  subscriberSet: { id: string; fileIds: string[] };
  forSale: { id: string; fileIds: string[] };
  poll: { id: string };
  video: { id: string; fileIds: string[] };
}

export async function demoPosts(): Promise<DemoPosts> {
  const [{ id: creatorId }] = sql<{ id: string }>(
    `SELECT id FROM users WHERE username = '${demoCreator.username}'`,
  );
  const existing = sql<{ id: string; type: string; is_sale: number; file_ids: string }>(
    `SELECT id, type, is_sale, file_ids FROM feeds WHERE performer_id = '${creatorId}'`,
  );
  if (existing.length === 0) {
    const token = await apiLogin(demoCreator.username, demoCreator.password);
    const photo = () => post<{ _id: string }>("/performer/feeds/photo/upload", token, sample("png"));
    await post("/performer/feeds", token, { type: "text", text: "<p>Welcome to my page!</p>" });
    const set = await Promise.all([photo(), photo(), photo()]);
    await post("/performer/feeds", token, {
      type: "photo",
      text: "<p>A new set from this week, for my subscribers.</p>",
      fileIds: set.map((f) => f._id),
    });
    const [one, thumb] = await Promise.all([
      photo(),
      post<{ _id: string }>("/performer/feeds/thumbnail/upload", token, sample("jpg")),
    ]);
    await post("/performer/feeds", token, {
      type: "photo",
      text: "<p>Behind the scenes: unlock it once, keep it forever.</p>",
      fileIds: [one._id],
      thumbnailFileId: thumb._id,
      isSale: true,
      price: 4.99,
    });
    const video = await post<{ _id: string }>("/performer/feeds/video/upload", token, sample("mp4long"));
    await post("/performer/feeds", token, {
      type: "video",
      text: "<p>The full rehearsal, for my subscribers.</p>",
      fileIds: [video._id],
    });
    await post("/performer/feeds", token, {
      type: "poll",
      text: "<p>Help me pick what comes next!</p>",
      poll: {
        question: "What should I post next?",
        options: ["A tutorial", "A Q&A", "A day in my life"],
        expiresAt: Date.now() + 7 * DAY,
      },
    });
    const gallery = await post<{ _id: string }>("/performer/performer-assets/galleries", token, {
      title: "Golden hour",
      status: "active",
    });
    const galleryPhoto = sample("png", "photo");
    galleryPhoto.set("galleryId", gallery._id);
    galleryPhoto.set("title", "Golden hour 1");
    await post("/performer/performer-assets/photos/upload", token, galleryPhoto);
    return demoPosts();
  }
  const find = (type: string, sale: boolean) => {
    const row = existing.find((r) => r.type === type && Boolean(r.is_sale) === sale);
    if (!row) throw new Error(`no demo ${type} post`);
    return { id: row.id, fileIds: JSON.parse(row.file_ids) as string[] };
  };
  return {
    creatorId,
    subscriberSet: find("photo", false),
    forSale: find("photo", true),
    poll: find("poll", false),
    video: find("video", false),
  };
}
