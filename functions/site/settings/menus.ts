/**
 * What Settings → Menus holds: the catalogue's schema checks these and the settings page's editor
 * (app/components/admin/menu-editor.tsx) offers no more, so it never offers what is then refused.
 * A module of its own so the page takes them without the catalogue's zod.
 */
export const MENU_SECTIONS = ["header", "footer"] as const;

export const SITE_PATH_MAX = 500;

export const MENU_LIMITS = { links: 30, title: 60, path: SITE_PATH_MAX } as const;
