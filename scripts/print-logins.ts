import { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS } from "./demo-accounts";

const port = process.env.PORT || "8787";
console.log(`\nFan platform: http://127.0.0.1:${port}   API reference: http://127.0.0.1:${port}/api/docs`);
console.log("Demo logins (username or email, password):");
console.log(`  admin    ${DEMO_ADMIN.username.padEnd(10)} ${DEMO_ADMIN.password}`);
for (const c of DEMO_CREATORS) console.log(`  creator  ${c.username.padEnd(10)} ${c.password}`);
for (const f of DEMO_FANS) console.log(`  fan      ${f.username.padEnd(10)} ${f.password}`);
console.log("");
