import { readCookie, serializeCookie } from "./cookies.server";
import { isTheme, type Theme } from "./theme";

const THEME_COOKIE = "theme";

/** The chosen theme; light unless the visitor picked dark (the system preference is ignored). */
export function readTheme(request: Request): Theme {
  const value = readCookie(request, THEME_COOKIE);
  return isTheme(value) ? value : "light";
}

export const themeCookie = (theme: Theme) =>
  serializeCookie(THEME_COOKIE, theme, { maxAge: 365 * 24 * 60 * 60 });
