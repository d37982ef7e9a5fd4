// npm run api:types: writes clients/api.d.ts from the document the built Worker serves.
// Run after changing a route or schema (npm run build first when app/ changed).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_TYPES_FILE, apiTypes, servedDocument } from "./lib/api-types.mjs";
import { bundleWorker, startWorker } from "./lib/worker-server.mjs";

const dir = mkdtempSync(join(tmpdir(), "api-types-"));
try {
  const { document, mf } = await servedDocument(
    { bundleWorker, startWorker },
    join(dir, "state"),
    join(dir, "dist"),
  );
  await mf.dispose();
  writeFileSync(API_TYPES_FILE, await apiTypes(document));
  console.log(`wrote ${API_TYPES_FILE}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
