// Copies browser assets that ship in npm packages into public/vendor (served as static assets),
// so pages such as /api/docs need no CDN.
import { cpSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const swagger = dirname(require.resolve("swagger-ui-dist/package.json"));
const out = join(process.cwd(), "public/vendor/swagger-ui");
mkdirSync(out, { recursive: true });
for (const file of ["swagger-ui.css", "swagger-ui-bundle.js"]) cpSync(join(swagger, file), join(out, file));
