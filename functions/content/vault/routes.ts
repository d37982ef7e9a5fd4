import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  jsonBody,
  listOf,
  ok,
  oneTripRead,
  responses,
} from "../../http/hono";
import { requirePerformer } from "../../identity/accounts/viewer";
import {
  VaultDeletedSchema,
  VaultFileIdsBody,
  VaultFileSchema,
  VaultFilesDeletedSchema,
  VaultFolderBody,
  VaultFolderFilesResultSchema,
  VaultFolderSchema,
  VaultQuery,
} from "./schemas";
import {
  addFilesToFolder,
  createFolder,
  deleteFolder,
  deleteVaultFiles,
  listFolders,
  listVault,
  removeFilesFromFolder,
} from "./service";

const tags = ["Vault"];
const AUTH = ["unauthorized", "performer_only"] as const;

const list = createRoute({
  method: "get",
  path: "/vault",
  tags,
  summary: "Every media file the creator uploaded, newest first, with where each is used",
  security: bearerSecurity,
  request: { query: VaultQuery },
  responses: responses(listOf(VaultFileSchema), "The creator's files", [
    ...AUTH,
    "validation_failed",
    "vault_folder_not_found",
  ]),
});

const folders = createRoute({
  method: "get",
  path: "/vault/folders",
  tags,
  summary: "The creator's vault folders, by name, with how many files each holds",
  security: bearerSecurity,
  responses: responses(listOf(VaultFolderSchema), "The folders", [...AUTH]),
});

const createFolderRoute = createRoute({
  method: "post",
  path: "/vault/folders",
  tags,
  summary: "Create a vault folder (names are unique per creator)",
  security: bearerSecurity,
  request: { body: jsonBody(VaultFolderBody) },
  responses: responses(
    VaultFolderSchema,
    "The folder",
    [...AUTH, "validation_failed", "vault_folder_name_taken"],
    201,
  ),
});

const deleteFolderRoute = createRoute({
  method: "delete",
  path: "/vault/folders/{id}",
  tags,
  summary: "Delete a vault folder; its files stay in the vault",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(VaultDeletedSchema, "Deleted", [...AUTH, "vault_folder_not_found"]),
});

const addFiles = createRoute({
  method: "post",
  path: "/vault/folders/{id}/files",
  tags,
  summary: "Put vault files in a folder (a file may be in several folders)",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(VaultFileIdsBody) },
  responses: responses(VaultFolderFilesResultSchema, "The folder's file count", [
    ...AUTH,
    "validation_failed",
    "vault_folder_not_found",
    "file_not_found",
  ]),
});

const removeFiles = createRoute({
  method: "delete",
  path: "/vault/folders/{id}/files",
  tags,
  summary: "Take files out of a folder (they stay in the vault)",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(VaultFileIdsBody) },
  responses: responses(VaultFolderFilesResultSchema, "The folder's file count", [
    ...AUTH,
    "validation_failed",
    "vault_folder_not_found",
  ]),
});

const deleteFiles = createRoute({
  method: "delete",
  path: "/vault/files",
  tags,
  summary:
    "Delete vault files (and their places in folders); files a post, message, gallery, video or product uses stay and are listed in inUse",
  security: bearerSecurity,
  request: { body: jsonBody(VaultFileIdsBody) },
  responses: responses(VaultFilesDeletedSchema, "What was deleted and what stays in use", [
    ...AUTH,
    "validation_failed",
    "file_not_found",
  ]),
});

export function registerVaultRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(
    list,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listVault(deps, viewerRead, c.req.valid("query")));
    }),
  );

  api.openapi(
    folders,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listFolders(deps, viewerRead));
    }),
  );

  api.openapi(createFolderRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createFolder(deps, requirePerformer(viewer).id, c.req.valid("json")), 201);
  });

  api.openapi(deleteFolderRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteFolder(deps, requirePerformer(viewer).id, c.req.valid("param").id));
  });

  api.openapi(addFiles, async (c) => {
    const { deps, viewer } = c.get("rc");
    const owner = requirePerformer(viewer);
    const { id } = c.req.valid("param");
    return ok(c, await addFilesToFolder(deps, owner.id, id, c.req.valid("json").fileIds));
  });

  api.openapi(deleteFiles, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteVaultFiles(deps, requirePerformer(viewer).id, c.req.valid("json").fileIds));
  });

  api.openapi(removeFiles, async (c) => {
    const { deps, viewer } = c.get("rc");
    const owner = requirePerformer(viewer);
    const { id } = c.req.valid("param");
    return ok(c, await removeFilesFromFolder(deps, owner.id, id, c.req.valid("json").fileIds));
  });
}
