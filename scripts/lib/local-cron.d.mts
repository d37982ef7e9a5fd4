/** Types of local-cron.mjs (the cron triggers of wrangler.toml, fired on a developer's machine). */
export declare function cronSchedules(configPath?: string): string[];
export declare function scheduledUrl(baseUrl: string, cron?: string): string;
export declare function triggerScheduled(
  baseUrl: string,
  cron: string,
): Promise<{ ok: boolean; detail: string }>;
export declare function startLocalCron(options: {
  baseUrl: string;
  crons: string[];
  log?: Pick<Console, "error">;
}): { stop(): void };
