import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  listOf,
  ok,
  optionalSecurity,
  responses,
} from "../../http/hono";
import { multipartBody, readFormFields, readOptionalFileField } from "../../http/multipart";
import { requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import { TOKEN_AMOUNT_FIELD } from "../../lib/money";
import { visitorOf } from "../../social/reactions/views";
import {
  CreateProductFields,
  FanProductQuery,
  OwnProductQuery,
  ProductSchema,
  UpdateProductFields,
} from "./schemas";
import {
  createProduct,
  deleteProduct,
  type ProductUploads,
  searchOwnProducts,
  searchProducts,
  updateProduct,
  viewOwnProduct,
  viewProduct,
} from "./service";

const TAGS = ["Products"];
const OWN = "/performer/performer-assets/products";
const manageErrors = ["unauthorized", "performer_only", "product_not_found", "validation_failed"] as const;
const uploadErrors = [...manageErrors, "file_too_large", "unsupported_file_type"] as const;
const seeErrors = ["user_blocked", "country_blocked", "performer_not_found", "product_not_found"] as const;

const productForm = (create: boolean) =>
  multipartBody({
    image: "file",
    digitalFile: { type: "string", description: "The file a digital product delivers (binary)" },
    [create ? "name!" : "name"]: "string",
    description: "string",
    [create ? "type!" : "type"]: { type: "string", description: "physical | digital" },
    [create ? "price!" : "price"]: {
      ...TOKEN_AMOUNT_FIELD,
      exclusiveMinimum: 0,
      description: "Tokens, above 0",
    },
    stock: { type: "integer", description: "Physical products: units in stock" },
    status: { type: "string", description: "active | draft" },
  });

const create = createRoute({
  method: "post",
  path: OWN,
  tags: TAGS,
  summary: "Create a product (multipart: image, digitalFile for a digital product)",
  security: bearerSecurity,
  request: { body: productForm(true) },
  responses: responses(ProductSchema, "The new product", [...uploadErrors], 201),
});

const update = createRoute({
  method: "put",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary: "Update an own product (multipart); files sent replace the stored ones",
  security: bearerSecurity,
  request: { params: IdParam, body: productForm(false) },
  responses: responses(ProductSchema, "The updated product", [...uploadErrors]),
});

const searchOwn = createRoute({
  method: "get",
  path: `${OWN}/search`,
  tags: TAGS,
  summary: "The creator's own products",
  security: bearerSecurity,
  request: { query: OwnProductQuery },
  responses: responses(listOf(ProductSchema), "Products", [...manageErrors]),
});

const viewOwn = createRoute({
  method: "get",
  path: `${OWN}/{id}/view`,
  tags: TAGS,
  summary: "An own product, with its digital file",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(ProductSchema, "The product", [...manageErrors]),
});

const remove = createRoute({
  method: "delete",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary: "Delete an own product and its files",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ deleted: z.literal(true) }), "Deleted", [...manageErrors]),
});

const search = createRoute({
  method: "get",
  path: "/performer-assets/products/search",
  tags: TAGS,
  summary: "Published products for fans (one creator with performerId, or every visible creator)",
  security: optionalSecurity,
  request: { query: FanProductQuery },
  responses: responses(listOf(ProductSchema), "Products", [...seeErrors, "validation_failed"]),
});

const view = createRoute({
  method: "get",
  path: "/performer-assets/products/{id}",
  tags: TAGS,
  summary: "A product for fans (the digital file comes with the order, never here)",
  security: optionalSecurity,
  request: { params: IdParam },
  responses: responses(ProductSchema, "The product", [...seeErrors]),
});

async function readUploads(c: Context): Promise<ProductUploads> {
  return {
    image: await readOptionalFileField(c, "image"),
    digitalFile: await readOptionalFileField(c, "digitalFile"),
  };
}

export function registerProductRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireCreatorOrAdmin(viewer);
    const fields = await readFormFields(c, CreateProductFields);
    return ok(c, await createProduct(deps, viewer, await readUploads(c), fields), 201);
  });
  api.openapi(searchOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchOwnProducts(deps, viewer, c.req.valid("query")));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireCreatorOrAdmin(viewer);
    const fields = await readFormFields(c, UpdateProductFields);
    return ok(c, await updateProduct(deps, viewer, c.req.valid("param").id, await readUploads(c), fields));
  });
  api.openapi(viewOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewOwnProduct(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteProduct(deps, viewer, c.req.valid("param").id));
  });
  // The search route is registered before /{id} so "search" is never taken for an id.
  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await searchProducts(deps, viewer, country, c.req.valid("query")));
  });
  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(
      c,
      await viewProduct(deps, viewer, country, c.req.valid("param").id, visitorOf(c.req.raw.headers)),
    );
  });
}
