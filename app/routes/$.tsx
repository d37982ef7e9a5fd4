import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * Any path no other route takes. Matching it (instead of matching nothing) lets the root loader
 * run, so the 404 page keeps the visitor's theme, header and session.
 */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
