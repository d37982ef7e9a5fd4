// The TypeScript types of the API, generated from its OpenAPI document with openapi-typescript
// (what an integrator runs on /api/openapi.json). `npm run api:types` writes them to
// clients/api.d.ts; the client test (tests/client/api-client.test.ts) checks that file is
// current and makes real calls through openapi-fetch typed by it.
import openapiTS, { astToString } from "openapi-typescript";

export const API_TYPES_FILE = "clients/api.d.ts";

const HEADER = `/**
 * Types of the Fanverse API, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api:types\` (README, "A client from the document").
 */

`;

/** The declaration file's text for an OpenAPI document (a parsed object). */
export async function apiTypes(document) {
  // A field with a default may be left out of a request: keep it optional in the types.
  const ast = await openapiTS(document, { alphabetize: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/** The document the built Worker serves, read from a bundle started in Miniflare on a fresh state. */
export async function servedDocument({ bundleWorker, startWorker }, persistTo, outdir) {
  const script = bundleWorker(outdir);
  const { mf, url } = await startWorker({ script, persistTo, port: 0 });
  try {
    const res = await fetch(`${url}/api/openapi.json`);
    if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return { document: await res.json(), mf, url };
  } catch (err) {
    await mf.dispose();
    throw err;
  }
}
