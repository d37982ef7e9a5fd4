import { useFetchers, useRouteLoaderData } from "@remix-run/react";

export type Theme = "light" | "dark";
export const THEME_FETCHER_KEY = "theme";
export const isTheme = (v: unknown): v is Theme => v === "light" || v === "dark";

/** The theme being shown: a switch in flight wins over the cookie the root read (no flash). */
export function useTheme(): Theme {
  const root = useRouteLoaderData<{ theme: Theme }>("root");
  const fetchers = useFetchers();
  const pending = fetchers.find((f) => f.key === THEME_FETCHER_KEY)?.formData?.get("theme");
  if (isTheme(pending)) return pending;
  return root?.theme ?? "light";
}
