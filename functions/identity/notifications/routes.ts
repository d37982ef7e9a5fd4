import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, jsonBody, ok, oneTripRead, responses } from "../../http/hono";
import { requireUser } from "../accounts/viewer";
import {
  NotificationListSchema,
  NotificationReadSchema,
  NotificationSettingSchema,
  NotificationSettingsBody,
  NotificationsQuery,
  ReadAllSchema,
} from "./schemas";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationSettingsOf,
  updateNotificationSettings,
} from "./service";

const list = createRoute({
  method: "get",
  path: "/notifications",
  tags: ["Notifications"],
  summary: "The viewer's notifications, newest first, with the total and the unread count",
  security: bearerSecurity,
  request: { query: NotificationsQuery },
  responses: responses(NotificationListSchema, "Notifications", ["unauthorized", "validation_failed"]),
});

const readAll = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags: ["Notifications"],
  summary: "Mark every notification of the viewer read",
  security: bearerSecurity,
  responses: responses(ReadAllSchema, "All read", ["unauthorized"]),
});

const readOne = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags: ["Notifications"],
  summary: "Mark one of the viewer's notifications read (another person's answers 404)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(NotificationReadSchema, "Read", ["unauthorized", "not_found", "validation_failed"]),
});

const settings = createRoute({
  method: "get",
  path: "/notifications/settings",
  tags: ["Notifications"],
  summary: "Which kinds of notification (and their emails) the viewer gets",
  security: bearerSecurity,
  responses: responses(z.array(NotificationSettingSchema), "Settings", ["unauthorized"]),
});

const updateSettings = createRoute({
  method: "put",
  path: "/notifications/settings",
  tags: ["Notifications"],
  summary: "Turn kinds of notification (or their emails) on or off",
  security: bearerSecurity,
  request: { body: jsonBody(NotificationSettingsBody) },
  responses: responses(z.array(NotificationSettingSchema), "Settings", ["unauthorized", "validation_failed"]),
});

export function registerNotificationRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(
    list,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listNotifications(deps, viewerRead, c.req.valid("query")));
    }),
  );
  api.openapi(readAll, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await markAllNotificationsRead(deps, requireUser(viewer)));
  });
  api.openapi(readOne, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await markNotificationRead(deps, requireUser(viewer), c.req.valid("param").id));
  });
  api.openapi(settings, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await notificationSettingsOf(deps, requireUser(viewer)));
  });
  api.openapi(updateSettings, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateNotificationSettings(deps, requireUser(viewer), c.req.valid("json").settings));
  });
}
