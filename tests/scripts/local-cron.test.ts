/**
 * Scheduled jobs on a developer's machine, against the real local server: `wrangler dev` serving
 * the built Worker exactly as `npm start` and `npm run dev` start it (startWranglerDev, on a fresh
 * migrated state), and the scheduler they run beside it (startLocalCron on wrangler.toml's
 * schedule). The visible effect is the one a developer sees: a queued email delivered by the mail
 * job, printed in the Worker's log.
 *
 * Run: npm run test:scripts (part of npm test; needs the build, which npm test makes first).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import {
  cronSchedules,
  scheduledUrl,
  startLocalCron,
  triggerScheduled,
} from "../../scripts/lib/local-cron.mjs";
import { startWranglerDev, waitForWorker } from "../../scripts/lib/serve.mjs";

const WRANGLER = join(process.cwd(), "node_modules/wrangler/bin/wrangler.js");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("scheduled jobs under npm start", () => {
  let persistTo = "";
  let base = "";
  let server: ReturnType<typeof startWranglerDev> | null = null;
  /** Everything the Worker (wrangler dev) printed so far. */
  let output = "";

  /** Resolves once the Worker's log contains `text`; fails after `ms`. */
  async function logged(text: string, ms: number) {
    const until = Date.now() + ms;
    while (!output.includes(text)) {
      if (Date.now() > until)
        assert.fail(`not in the Worker's log after ${ms} ms: ${text}\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Signs up a fan through the API: their verification email waits in the D1 outbox. */
  async function queueMail(): Promise<string> {
    const username = `cron${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const email = `${username}@example.com`;
    const res = await fetch(`${base}/api/auth/users/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Cron Test", username, email, password: "Secret123!" }),
    });
    assert.equal(res.status, 201, await res.text());
    assert.ok(!output.includes(`[mail] to=${email}`), "mailed before any scheduled run");
    return email;
  }

  before(async () => {
    assert.ok(existsSync("build/server/index.js"), "build the app first (npm run build; npm test does)");
    persistTo = mkdtempSync(join(tmpdir(), "local-cron-"));
    execFileSync(
      process.execPath,
      [WRANGLER, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
      {
        stdio: ["ignore", "ignore", "inherit"],
        env,
      },
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Offline: no Request.cf download, no metrics (wrangler dev inherits this process's environment).
    Object.assign(process.env, { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" });
    server = startWranglerDev({ port, persistTo, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    assert.ok(await waitForWorker(base), `wrangler dev did not answer:\n${output.slice(-3000)}`);
  });

  after(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGINT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    if (persistTo) rmSync(persistTo, { recursive: true, force: true });
  });

  test("triggering it by hand answers 200 once the jobs ran: the queued mail is delivered", async () => {
    const email = await queueMail();
    const res = await fetch(scheduledUrl(base));
    assert.equal(res.status, 200, await res.text());
    await logged(`[mail] to=${email}`, 5_000);
  });

  test("the scheduler of npm start fires it on wrangler.toml's schedule, untouched", async () => {
    const crons = cronSchedules();
    assert.ok(crons.length > 0, "wrangler.toml has cron triggers");
    const email = await queueMail();
    const errors: string[] = [];
    const cron = startLocalCron({
      baseUrl: base,
      crons,
      log: { error: (line: string) => errors.push(line) },
    });
    try {
      // The schedule is every minute: the next run comes within 60 s (and takes a moment).
      await logged(`[mail] to=${email}`, 100_000);
    } finally {
      cron.stop();
    }
    assert.deepEqual(errors, []);
  });

  test("a run after the scheduler's process was busy still reaches the Worker (no stale kept-alive connection)", async () => {
    // A run, then the process's event loop busy for longer than the local runtime keeps an idle
    // connection (as the synchronous wrangler calls of a dev script block it): the next run must
    // not be written into the connection the runtime closed meanwhile.
    assert.equal((await triggerScheduled(base, "* * * * *")).ok, true);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 12_000);
    const result = await triggerScheduled(base, "* * * * *");
    assert.equal(result.ok, true, result.detail);
  });

  test("a run that fails answers 500 and is logged with its cause, by the Worker and by the scheduler", async () => {
    // A real failure of one job: the mail job's table is gone from this run's database.
    execFileSync(
      process.execPath,
      [
        WRANGLER,
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        persistTo,
        "--command",
        "DROP TABLE email_outbox",
      ],
      { stdio: ["ignore", "ignore", "inherit"], env },
    );
    const result = await triggerScheduled(base, "* * * * *");
    assert.equal(result.ok, false);
    assert.match(result.detail, /HTTP 500/);
    assert.match(result.detail, /deliverQueuedEmails/);
    assert.match(result.detail, /no such table: email_outbox/);
    await logged("scheduled job failed deliverQueuedEmails", 5_000);

    // The scheduler says so on every failed run (here every second, not to wait for the minute).
    const errors: string[] = [];
    const cron = startLocalCron({
      baseUrl: base,
      crons: ["* * * * * *"],
      log: { error: (line: string) => errors.push(line) },
    });
    try {
      const until = Date.now() + 10_000;
      while (errors.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    } finally {
      cron.stop();
    }
    assert.ok(errors.length > 0, "the failed run was not logged");
    assert.match(
      errors[0],
      /^\[cron\] the run of "\* \* \* \* \* \*" due \S+ failed: the scheduled handler failed \(HTTP 500\)/,
    );
    assert.match(errors[0], /no such table: email_outbox/);
  });

  test("a Worker that cannot be reached is logged with why", async () => {
    const result = await triggerScheduled(`http://127.0.0.1:${await freePort()}`, "* * * * *");
    assert.equal(result.ok, false);
    assert.match(result.detail, /could not be reached: .*ECONNREFUSED/);
  });
});
