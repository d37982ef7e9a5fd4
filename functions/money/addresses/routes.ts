import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, jsonBody, listOf, ok, responses } from "../../http/hono";
import { AddressQuery, AddressSchema, CreateAddressBody, UpdateAddressBody } from "./schemas";
import { createAddress, deleteAddress, searchAddresses, updateAddress } from "./service";

const TAGS = ["Addresses"];
const errors = ["unauthorized", "not_found", "validation_failed"] as const;

const create = createRoute({
  method: "post",
  path: "/addresses/create",
  tags: TAGS,
  summary: "Save a delivery address (the first one becomes the default)",
  security: bearerSecurity,
  request: { body: jsonBody(CreateAddressBody) },
  responses: responses(AddressSchema, "The new address", [...errors], 201),
});

const update = createRoute({
  method: "put",
  path: "/addresses/{id}",
  tags: TAGS,
  summary: "Change an own address (orders keep the copy they shipped to)",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(UpdateAddressBody) },
  responses: responses(AddressSchema, "The address", [...errors]),
});

const remove = createRoute({
  method: "delete",
  path: "/addresses/{id}",
  tags: TAGS,
  summary: "Delete an own address",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ deleted: z.literal(true) }), "Deleted", [...errors]),
});

const search = createRoute({
  method: "get",
  path: "/addresses/search",
  tags: TAGS,
  summary: "The viewer's delivery addresses",
  security: bearerSecurity,
  request: { query: AddressQuery },
  responses: responses(listOf(AddressSchema), "Addresses", [...errors]),
});

export function registerAddressRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createAddress(deps, viewer, c.req.valid("json")), 201);
  });
  api.openapi(search, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchAddresses(deps, viewer, c.req.valid("query")));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateAddress(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteAddress(deps, viewer, c.req.valid("param").id));
  });
}
