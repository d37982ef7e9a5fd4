import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type AppEnv, listOf, ok, responses } from "../../http/hono";
import { sha256Hex } from "../../lib/ids";
import { listCountries, listLanguages, listPhoneCodes } from "./countries";
import { PROFILE_OPTIONS } from "./profile-options";
import {
  CitySchema,
  CountryParam,
  CountrySchema,
  CountryStateParams,
  LanguageSchema,
  PhoneCodeSchema,
  StateSchema,
  UserAdditionalSchema,
} from "./schemas";
import { listCities, listStates } from "./service";

/** Lookup lists change only with a deploy: browsers and CDNs may keep them for a day. */
const cached = (c: Context) => c.header("Cache-Control", "public, max-age=86400");

/**
 * The lists that are part of the code (countries, languages, dialling codes, profile options)
 * are serialised once per isolate, with an ETag, instead of on every request (the country list
 * is 48 KiB of JSON); a browser that sends the ETag back gets a 304.
 */
const bodies = new Map<string, Promise<{ body: string; etag: string }>>();

function staticList(c: Context, name: string, data: () => unknown) {
  let found = bodies.get(name);
  if (!found) {
    const body = JSON.stringify({ status: 0, data: data(), message: "OK" });
    found = sha256Hex(body).then((hash) => ({ body, etag: `"${hash.slice(0, 32)}"` }));
    bodies.set(name, found);
  }
  return found.then(({ body, etag }) => {
    cached(c);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/json" });
  });
}

/** A lookup list in the shape of every list: `{ data, total }`. */
const whole = <T>(data: readonly T[]) => ({ data: [...data], total: data.length });

const countries = createRoute({
  method: "get",
  path: "/countries/list",
  tags: ["Lookup"],
  summary: "All countries (name, code, capital, region, currency, language, flag)",
  responses: responses(listOf(CountrySchema), "About 250 countries, by name"),
});

const states = createRoute({
  method: "get",
  path: "/states/{country}",
  tags: ["Lookup"],
  summary: "States or provinces of a country",
  request: { params: CountryParam },
  responses: responses(listOf(StateSchema), "The states, by name", ["country_not_found"]),
});

const cities = createRoute({
  method: "get",
  path: "/cities/{country}/{state}",
  tags: ["Lookup"],
  summary: "Cities of a state",
  request: { params: CountryStateParams },
  responses: responses(listOf(CitySchema), "The cities, by name", [
    "country_not_found",
    "state_not_found",
    "validation_failed",
  ]),
});

const languages = createRoute({
  method: "get",
  path: "/languages/list",
  tags: ["Lookup"],
  summary: "ISO 639-1 languages",
  responses: responses(listOf(LanguageSchema), "Languages, by name"),
});

const phoneCodes = createRoute({
  method: "get",
  path: "/phone-codes/list",
  tags: ["Lookup"],
  summary: "International dialling codes per country",
  responses: responses(listOf(PhoneCodeSchema), "Dialling codes, by country name"),
});

const userAdditional = createRoute({
  method: "get",
  path: "/user-additional",
  tags: ["Lookup"],
  summary:
    "Profile option lists (heights, weights, age ranges, body types, ...): one object naming each list, not a list itself",
  responses: responses(UserAdditionalSchema, "Each list as { value, label }"),
});

export function registerLookupRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(countries, (c) => staticList(c, "countries", () => whole(listCountries())) as never);
  api.openapi(states, async (c) => {
    const { country } = c.req.valid("param");
    const data = await listStates(c.get("rc").deps, country);
    cached(c);
    return ok(c, whole(data));
  });
  api.openapi(cities, async (c) => {
    const { country, state } = c.req.valid("param");
    const data = await listCities(c.get("rc").deps, country, state);
    cached(c);
    return ok(c, whole(data));
  });
  api.openapi(languages, (c) => staticList(c, "languages", () => whole(listLanguages())) as never);
  api.openapi(phoneCodes, (c) => staticList(c, "phoneCodes", () => whole(listPhoneCodes())) as never);
  api.openapi(userAdditional, (c) => staticList(c, "userAdditional", () => PROFILE_OPTIONS) as never);
}
