// `npm run dev`: like `npm start`, but rebuilds when app/, functions/, party/ or drizzle/ change;
// wrangler dev reloads the Worker when the build output changes. (remix vite:dev cannot run the
// Durable Objects of this Worker, so the built Worker is what runs.)
import { execSync, spawn } from "node:child_process";
import { watch } from "node:fs";
import { prepareLocalDatabase, serve } from "./lib/serve.mjs";

execSync("npm run build", { stdio: "inherit" });
prepareLocalDatabase();

let timer = null;
let building = false;
let again = false;
const rebuild = () => {
  if (building) {
    again = true;
    return;
  }
  building = true;
  const child = spawn("npx", ["remix", "vite:build"], { stdio: "inherit" });
  child.on("exit", () => {
    building = false;
    if (again) {
      again = false;
      rebuild();
    }
  });
};
for (const dir of ["app", "functions", "party", "drizzle"]) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 300);
  });
}

await serve(process.env.PORT || "8787");
