/**
 * Finding 1 of the outside review: a key that comes from a request (a form's `intent`, a list's
 * `sortBy`) must never reach a prototype member. Every action that dispatches on `intent` and every
 * API list with `sortBy` is tried with each name of Object.prototype: each answers 400, runs
 * nothing and shows no secret.
 */
import { env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSigningSecret } from "#functions/lib/secrets";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import { BASE, createUser, db, type TestUser } from "../helpers/api";
import { callWorker as call } from "../helpers/worker-call";

/** `constructor`, `toString`, `__proto__`, `hasOwnProperty`, ... */
const PROTOTYPE_KEYS = [...new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__"])];

/** The page routes whose action reads an `intent` (derived from the route files, not listed by hand). */
const routeSources = import.meta.glob<string>("../../app/routes/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});
const INTENT_ROUTES = Object.entries(routeSources)
  .filter(
    ([, source]) =>
      /export (async function|const) action\b/.test(source) && /\bintent\b|byIntent\(/.test(source),
  )
  .map(([file, source]) => {
    const name = file
      .split("/")
      .pop()!
      .replace(/\.tsx$/, "");
    // A record that does not exist: an unknown intent is refused before the record is looked up.
    const route = name.replaceAll(/\$(id|slug)\b/g, "000000000000000000000000");
    if (route.includes("$")) throw new Error(`${file}: give this test a value for its URL parameter`);
    return {
      path: `/${route.replace(/(^|\.)_index$/, "").replaceAll(".", "/")}`,
      // Creator pages are tried by a creator, admin pages by an admin, the others by a fan (a page's
      // loader sends others away).
      as: /auth: "performer"/.test(source)
        ? ("performer" as const)
        : /auth: "admin"/.test(source)
          ? ("admin" as const)
          : ("fan" as const),
    };
  });

const accounts = {} as Record<"fan" | "performer" | "admin", TestUser>;
let secrets: string[];

/** What must never appear in an answer: the signing secret, session tokens, env names, the context. */
function expectNoSecret(body: string, where: string) {
  for (const secret of secrets) expect(body.includes(secret), `${where} shows ${secret}`).toBe(false);
}

/** A browser's headers for a cookie session (Remix compares Origin with Host before an action runs). */
const browser = (user: TestUser) => ({
  cookie: `token=${user.token}`,
  origin: BASE,
  host: new URL(BASE).host,
});

/** The accounts' rows, to prove a refused action changed nothing. */
async function accountRows() {
  const ids = Object.values(accounts).map((u) => u.id);
  return {
    users: await db().select().from(users).where(inArray(users.id, ids)).orderBy(users.id),
    profiles: await db().select().from(performerProfiles).where(inArray(performerProfiles.userId, ids)),
  };
}

beforeAll(async () => {
  accounts.fan = await createUser("fan");
  accounts.performer = await createUser("performer");
  accounts.admin = await createUser("admin");
  await db()
    .update(users)
    .set({ gender: "female", country: "FR" })
    .where(inArray(users.id, [accounts.fan.id, accounts.performer.id]));
  // The variables' and secrets' names (SIGNING_SECRET, ...): an answer that dumps the env shows them.
  // Bindings named like product words (the Conversation room) are left out: pages say "Conversation".
  const envNames = Object.keys(env).filter((name) => name.length >= 8 && /^[A-Z0-9_]+$/.test(name));
  secrets = [
    await getSigningSecret(env, { db: db() }),
    accounts.fan.token,
    accounts.performer.token,
    ...envNames,
    "requestId",
    "deps",
  ];
});

describe("actions dispatching on a form's intent", () => {
  it("are found in the route files", () => {
    expect(INTENT_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/resources/content",
        "/user/account",
        "/creator/account",
        "/studio/blocks",
        "/admin/users/000000000000000000000000",
        "/admin/reports",
      ]),
    );
  });

  it("refuse every Object.prototype name, an empty and a missing intent with 400, change nothing and show no secret", async () => {
    const before = await accountRows();
    for (const route of INTENT_ROUTES) {
      // The names of one page at once (each is refused before anything is read or written).
      await Promise.all(
        [...PROTOTYPE_KEYS, "", null].map(async (intent) => {
          const form = new FormData();
          if (intent !== null) form.set("intent", intent);
          // Fields a default action would have taken: the account pages used to save the profile.
          form.set("name", "Changed");
          form.set("id", "000000000000000000000000");
          // As a page posts (document request) and as Remix's fetchers post (single fetch).
          for (const target of [route.path, `${route.path}.data`]) {
            const res = await call(target, { form, headers: browser(accounts[route.as]) });
            const where = `POST ${target} intent=${intent}`;
            expect(res.status, `${where}: ${res.text.slice(0, 200)}`).toBe(400);
            expectNoSecret(res.text, where);
          }
        }),
      );
    }
    expect(await accountRows()).toEqual(before);
  }, 180_000);

  it("a body that is not a form is a 400 too, not a 500", async () => {
    for (const route of [...INTENT_ROUTES, { path: "/auth/login", as: "fan" as const }]) {
      const res = await call(route.path, {
        method: "POST",
        headers: { ...browser(accounts[route.as]), "content-type": "multipart/form-data; boundary=x" },
        body: "not multipart",
      });
      expect(res.status, route.path).toBe(400);
    }
  });
});

describe("lists sorted by a client-chosen sortBy", () => {
  it("refuse every Object.prototype name with 400 and show no secret, on every list of the API", async () => {
    const admin = await createUser("admin");
    const doc = (await call("/api/openapi.json")).json;
    const lists: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const params: { name: string; in: string }[] = item.get?.parameters ?? [];
      if (params.some((p) => p.name === "sortBy" && p.in === "query")) lists.push(path);
    }
    expect(lists.length).toBeGreaterThan(10);
    for (const path of lists) {
      const url = `/api${path.replace(/\{[^}]+\}/g, "000000000000000000000000")}`;
      // The keys of one list at once: each is refused before any query runs.
      await Promise.all(
        PROTOTYPE_KEYS.map(async (sortBy) => {
          const res = await call(`${url}?sortBy=${encodeURIComponent(sortBy)}`, { token: admin.token });
          const where = `GET ${url}?sortBy=${sortBy}`;
          expect(res.status, `${where}: ${res.text.slice(0, 200)}`).toBe(400);
          expect(res.json).toMatchObject({ statusCode: 400, code: "malformed_request" });
          expect(res.json.details).toHaveProperty("sortBy");
          expectNoSecret(res.text, where);
        }),
      );
    }
  }, 180_000);

  it("still sort by the names they document", async () => {
    const admin = await createUser("admin");
    const byName = await call("/api/users/search?sortBy=username&sort=asc&limit=100", { token: admin.token });
    expect(byName.status).toBe(200);
    const names = byName.json.data.data.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
  });

  it("the search page shows its filter message for them, not an error", async () => {
    for (const sortBy of PROTOTYPE_KEYS) {
      const res = await call(`/search?sortBy=${encodeURIComponent(sortBy)}`);
      expect(res.status, sortBy).toBe(200);
      expect(res.text).toContain("Please check the filters.");
    }
  });
});
