const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether a URL names this machine (a local run: `npm start`, the browser tests). */
export function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}
