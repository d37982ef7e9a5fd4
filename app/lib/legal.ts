/**
 * The site's Terms of Service and Privacy Policy: Admin → Pages pages with these slugs, served at
 * /pages/:slug (the demo seed writes both). Sign-up and the footer link here.
 */
export const TERMS_PATH = "/pages/terms";
export const PRIVACY_PATH = "/pages/privacy";
