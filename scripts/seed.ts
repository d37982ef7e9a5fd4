/**
 * Seeds a local D1 once with demo accounts: an admin, verified creators with profiles, fans.
 * Usage: tsx scripts/seed.ts [--persist-to DIR]. Does nothing when the demo admin already exists.
 */
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { hashPassword } from "#functions/lib/password";
import { performerProfiles } from "../drizzle/schema/performers";
import { posts } from "../drizzle/schema/posts";
import { users } from "../drizzle/schema/users";
import { DEMO_ADMIN, DEMO_CREATORS, DEMO_FANS } from "./demo-accounts";
import { LEGAL_PAGES } from "./legal-pages";
import { execSqlFile, inlineSql, queryRows } from "./lib/local-d1";

const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;

// Only used to render SQL; nothing is executed through it.
const db = drizzle(async () => ({ rows: [] }));

async function main() {
  const existing = queryRows<{ n: number }>(
    `SELECT count(*) AS n FROM users WHERE email = '${DEMO_ADMIN.email}'`,
    persistTo,
  );
  if (existing[0]?.n > 0) {
    console.log("Demo data already seeded.");
    return;
  }
  const now = Date.now();
  let n = 0;
  const id = () => `${Math.floor(now / 1000).toString(16)}${(n++).toString(16).padStart(16, "0")}`;
  const statements: string[] = [];
  const addUser = async (
    role: "fan" | "performer" | "admin",
    u: { name: string; username: string; email: string; password: string },
  ) => {
    const userId = id();
    statements.push(
      inlineSql(
        db
          .insert(users)
          .values({
            id: userId,
            role,
            name: u.name,
            username: u.username,
            email: u.email,
            emailVerified: true,
            passwordHash: await hashPassword(u.password),
            createdAt: now,
            updatedAt: now,
          })
          .toSQL(),
      ),
    );
    return userId;
  };

  const adminId = await addUser("admin", DEMO_ADMIN);
  // The site's Terms and Privacy pages (/pages/terms, /pages/privacy; sign-up and the footer link
  // to them), as an admin would write them in Admin → Pages; the admin edits them there.
  for (const page of LEGAL_PAGES) {
    statements.push(
      inlineSql(
        db
          .insert(posts)
          .values({
            id: id(),
            ...page,
            type: "page",
            status: "active",
            authorId: adminId,
            createdAt: now,
            updatedAt: now,
          })
          .toSQL(),
      ),
    );
  }
  for (const c of DEMO_CREATORS) {
    const userId = await addUser("performer", c);
    statements.push(
      inlineSql(
        db
          .insert(performerProfiles)
          .values({
            userId,
            bio: c.bio,
            gender: c.gender,
            country: c.country,
            monthlyPrice: c.monthlyPrice,
            yearlyPrice: c.monthlyPrice * 10,
            // The demo creators chose their prices: their checklist counts that step done.
            pricesSetAt: now,
            verificationStatus: "approved",
            createdAt: now,
            updatedAt: now,
          })
          .toSQL(),
      ),
    );
  }
  for (const f of DEMO_FANS) await addUser("fan", f);
  execSqlFile(statements.join("\n"), persistTo);
  console.log(
    `Seeded ${1 + DEMO_CREATORS.length + DEMO_FANS.length} demo accounts and the ${LEGAL_PAGES.length} legal pages.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
