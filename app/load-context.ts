import type { RequestContext } from "#functions/context/request-context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Built once by the Worker's edge middleware: deps, viewer, country. */
    rc: RequestContext;
  }
}
