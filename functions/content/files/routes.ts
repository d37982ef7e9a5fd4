import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, ok, responses } from "../../http/hono";
import { requireUser } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import { fileStatusFor } from "../../media/upload";
import { FileStatusSchema } from "./schemas";

const fileStatus = createRoute({
  method: "get",
  path: "/files/{id}/status",
  tags: ["Files"],
  summary: "State of an uploaded file (uploading, processing, ready, error); owner or admin",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(FileStatusSchema, "The file's state", ["unauthorized", "file_not_found"]),
});

export function registerFileRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(fileStatus, async (c) => {
    const { deps, viewer } = c.get("rc");
    const file = await fileStatusFor(deps, requireUser(viewer), c.req.valid("param").id);
    return ok(c, {
      _id: file.id,
      status: file.status,
      type: file.type,
      mimeType: file.mimeType,
      size: file.size,
      createdAt: toIso(file.createdAt)!,
    });
  });
}
