/** The console's dashboard: totals, things waiting for an admin, and daily counts for the charts. */
import { and, count, eq, gt, gte } from "drizzle-orm";
import { contactMessages } from "../../../drizzle/schema/admin";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { reports } from "../../../drizzle/schema/social";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { DAY, utcDate, utcDay } from "../../lib/clock";
import { utcDaySql } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { readMoneyFigures } from "./money-figures";

/** One point per UTC day from `fromDay` to `toDay`, 0 where nothing happened. */
function daily(fromDay: number, toDay: number, rows: { day: number; n: number }[]) {
  const byDay = new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
  const out: { date: string; value: number }[] = [];
  for (let day = fromDay; day <= toDay; day++) out.push({ date: utcDate(day), value: byDay.get(day) ?? 0 });
  return out;
}

export async function getDashboard(deps: Pick<Deps, "db" | "clock">, days: number) {
  const now = deps.clock.now();
  const toDay = utcDay(now);
  const fromDay = toDay - days + 1;
  const since = fromDay * DAY;
  const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

  const [roles, suspended, verified, pending, activeSubs, openReports, unread] = await Promise.all([
    deps.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    one(deps.db.select({ n: count() }).from(users).where(eq(users.status, "inactive"))),
    one(
      deps.db
        .select({ n: count() })
        .from(performerProfiles)
        .innerJoin(users, eq(users.id, performerProfiles.userId))
        .where(and(eq(performerProfiles.verificationStatus, "approved"), eq(users.role, "performer"))),
    ),
    one(
      deps.db
        .select({ n: count() })
        .from(performerProfiles)
        .innerJoin(users, eq(users.id, performerProfiles.userId))
        .where(and(eq(performerProfiles.verificationStatus, "pending"), eq(users.role, "performer"))),
    ),
    one(
      deps.db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, "active"), gt(subscriptions.expiresAt, now))),
    ),
    one(deps.db.select({ n: count() }).from(reports).where(eq(reports.status, "open"))),
    one(deps.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"))),
  ]);
  const byRole = new Map(roles.map((r) => [r.role, Number(r.n)]));

  const usersPerDay = (role: "fan" | "performer") =>
    deps.db
      .select({ day: utcDaySql(users.createdAt), n: count() })
      .from(users)
      .where(and(gte(users.createdAt, since), eq(users.role, role)))
      .groupBy(utcDaySql(users.createdAt));
  const [fans, creators, subs, reported, money] = await Promise.all([
    usersPerDay("fan"),
    usersPerDay("performer"),
    deps.db
      .select({ day: utcDaySql(subscriptions.createdAt), n: count() })
      .from(subscriptions)
      .where(gte(subscriptions.createdAt, since))
      .groupBy(utcDaySql(subscriptions.createdAt)),
    deps.db
      .select({ day: utcDaySql(reports.createdAt), n: count() })
      .from(reports)
      .where(gte(reports.createdAt, since))
      .groupBy(utcDaySql(reports.createdAt)),
    readMoneyFigures(deps, since),
  ]);

  return {
    days,
    totals: {
      fans: byRole.get("fan") ?? 0,
      creators: byRole.get("performer") ?? 0,
      verifiedCreators: verified,
      admins: byRole.get("admin") ?? 0,
      suspended,
      activeSubscriptions: activeSubs,
      pendingVerifications: pending,
      openReports,
      unreadContactMessages: unread,
    },
    money,
    series: {
      newFans: daily(fromDay, toDay, fans),
      newCreators: daily(fromDay, toDay, creators),
      newSubscriptions: daily(fromDay, toDay, subs),
      reports: daily(fromDay, toDay, reported),
    },
  };
}
