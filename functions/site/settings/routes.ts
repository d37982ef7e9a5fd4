import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { requireAdmin } from "../../identity/accounts/viewer";
import {
  AdminSettingSchema,
  PublicSettingsSchema,
  SettingKeyParam,
  SettingsByKeysBody,
  SettingsByKeysSchema,
  UpdateSettingBody,
  UpdateSettingsBody,
} from "./schemas";
import {
  adminUpdateSetting,
  adminUpdateSettings,
  getPublicSettings,
  getPublicSettingsByKeys,
  listAdminSettings,
} from "./service";

const publicSettings = createRoute({
  method: "get",
  path: "/settings/public",
  tags: ["Settings"],
  summary: "All public settings (limits, feature flags, site name) and hashPwClient",
  responses: responses(PublicSettingsSchema, "The public settings"),
});

const settingsByKeys = createRoute({
  method: "post",
  path: "/settings/keys",
  tags: ["Settings"],
  summary: "Public settings by key; unknown or private keys are left out",
  request: { body: { content: { "application/json": { schema: SettingsByKeysBody } }, required: true } },
  responses: responses(SettingsByKeysSchema, "The requested public settings", ["validation_failed"]),
});

const adminList = createRoute({
  method: "get",
  path: "/admin/settings",
  tags: ["Admin", "Settings"],
  summary: "Every setting with its current value and default (admin)",
  security: bearerSecurity,
  responses: responses(listOf(AdminSettingSchema), "All settings", ["unauthorized", "admin_only"]),
});

const adminUpdate = createRoute({
  method: "put",
  path: "/admin/settings/{key}",
  tags: ["Admin", "Settings"],
  summary: "Change one setting; the value is checked against the settings catalogue (admin)",
  security: bearerSecurity,
  request: {
    params: SettingKeyParam,
    body: { content: { "application/json": { schema: UpdateSettingBody } }, required: true },
  },
  responses: responses(AdminSettingSchema, "The setting after the change", [
    "unauthorized",
    "admin_only",
    "setting_not_found",
    "validation_failed",
  ]),
});

const adminUpdateMany = createRoute({
  method: "put",
  path: "/admin/settings",
  tags: ["Admin", "Settings"],
  summary:
    "Change several settings at once; all are checked (alone and against each other) before any is stored (admin)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: UpdateSettingsBody } }, required: true } },
  responses: responses(listOf(AdminSettingSchema), "The changed settings", [
    "unauthorized",
    "admin_only",
    "setting_not_found",
    "validation_failed",
  ]),
});

export function registerSettingsRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(publicSettings, async (c) => ok(c, await getPublicSettings(c.get("rc").deps)));

  api.openapi(settingsByKeys, async (c) => {
    const { keys } = c.req.valid("json");
    return ok(c, (await getPublicSettingsByKeys(c.get("rc").deps, keys)) as Record<string, unknown>);
  });

  api.openapi(adminList, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    const data = await listAdminSettings(deps);
    return ok(c, { data, total: data.length });
  });

  api.openapi(adminUpdateMany, async (c) => {
    const { deps, viewer } = c.get("rc");
    const data = await adminUpdateSettings(deps, requireAdmin(viewer), c.req.valid("json").values);
    return ok(c, { data, total: data.length });
  });

  api.openapi(adminUpdate, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { key } = c.req.valid("param");
    const { value } = c.req.valid("json");
    return ok(c, await adminUpdateSetting(deps, requireAdmin(viewer), key, value));
  });
}
