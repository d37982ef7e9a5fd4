// `npm start`: build, migrate the local D1, seed demo data once, then serve the Worker with
// `wrangler dev` at http://127.0.0.1:$PORT (default 8787). State lives in .wrangler/state.
import { execSync } from "node:child_process";
import { prepareLocalDatabase, serve } from "./lib/serve.mjs";

execSync("npm run build", { stdio: "inherit" });
prepareLocalDatabase();
await serve(process.env.PORT || "8787");
