/**
 * A client generated from the API document, as an integrator makes one (README, "A client from
 * the document"): clients/api.d.ts is what openapi-typescript makes of the document the built
 * Worker serves, and openapi-fetch typed by it makes real calls to that Worker. `npm run typecheck`
 * compiles this file, so the generated types must fit the calls and answers below.
 *
 * Run: node --import tsx --test tests/client/*.test.ts (the last step of npm test; needs the build).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import createClient from "openapi-fetch";
import type { components, paths } from "../../clients/api";
import { API_TYPES_FILE, apiTypes, servedDocument } from "../../scripts/lib/api-types.mjs";
import { bundleWorker, startWorker } from "../../scripts/lib/worker-server.mjs";
import { freshFetch } from "../helpers/fresh-fetch";

const dir = mkdtempSync(join(tmpdir(), "api-client-"));
const persistTo = join(dir, "state");
let served: Awaited<ReturnType<typeof servedDocument>>;

before(async () => {
  execFileSync(
    join(process.cwd(), "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    {
      stdio: "ignore",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    },
  );
  served = await servedDocument({ bundleWorker, startWorker }, persistTo, join(dir, "dist"));
});

after(async () => {
  await served?.mf.dispose();
  rmSync(dir, { recursive: true, force: true });
});

test("clients/api.d.ts is what openapi-typescript makes of the document the Worker serves", async () => {
  const current = readFileSync(API_TYPES_FILE, "utf8");
  assert.ok(
    current === (await apiTypes(served.document)),
    `${API_TYPES_FILE} is out of date with /api/openapi.json: run npm run api:types and commit it`,
  );
});

test("a client typed by the generated types signs up, logs in, reads and is refused as documented", async () => {
  // One connection per call: the local runtime closes an idle kept-alive one on its own schedule.
  const api = createClient<paths>({ baseUrl: `${served.url}/api`, fetch: (request) => freshFetch(request) });
  const username = `client${Date.now().toString(36)}`;
  const password = "Client-secret-1";

  const registered = await api.POST("/auth/users/register", {
    body: { name: "Client Person", username, email: `${username}@example.com`, password },
  });
  assert.equal(registered.response.status, 201);
  const user: components["schemas"]["CurrentUser"] | undefined = registered.data?.data;
  assert.equal(user?.username, username);

  const login = await api.POST("/auth/login", { body: { username, password } });
  assert.equal(login.response.status, 200);
  const token = login.data?.data.token;
  assert.ok(token);

  const me = await api.GET("/users/me", { headers: { authorization: `Bearer ${token}` } });
  assert.equal(me.data?.data._id, user?._id);

  const found = await api.GET("/users/search", {
    params: { query: { q: username, limit: 5 } },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(found.data?.data.total, 1);

  // Errors come typed as the document's Error: the catalogue's code and the fields to fix.
  const refused = await api.POST("/auth/users/register", {
    body: { name: "Short", username: `${username}x`, email: `${username}x@example.com`, password: "short" },
  });
  assert.equal(refused.response.status, 422);
  const error: components["schemas"]["Error"] | undefined = refused.error;
  assert.equal(error?.code, "validation_failed");
  assert.ok(error?.details?.password);

  const anonymous = await api.GET("/users/me");
  assert.equal(anonymous.response.status, 401);
  assert.equal(anonymous.error?.code, "unauthorized");
});
