import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { isCountryCode } from "./countries";

/**
 * States and cities come from `country-state-city`, whose city table (8 MB) is far too big for the
 * Worker bundle. scripts/lookup-data.mjs writes them at build time as static JSON under
 * /data/states/<CC>.json and /data/cities/<CC>/<STATE>.json (public/data -> build/client/data),
 * and the Worker reads them through its ASSETS binding, keeping recent lists in memory.
 */
interface StateInfo {
  name: string;
  isoCode: string;
  countryCode: string;
}

interface CityInfo {
  name: string;
  stateCode: string;
  countryCode: string;
}

const MEMO_LIMIT = 64;
const memo = new Map<string, unknown[]>();

async function readAssetList<T>(env: Pick<Env, "ASSETS">, path: string): Promise<T[] | null> {
  const hit = memo.get(path);
  if (hit) {
    // Refresh its place so the most recently used lists stay.
    memo.delete(path);
    memo.set(path, hit);
    return hit as T[];
  }
  const res = await env.ASSETS.fetch(new Request(`https://assets.local${path}`));
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`lookup data ${path}: HTTP ${res.status}`);
  }
  const list = (await res.json()) as T[];
  memo.set(path, list);
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  return list;
}

/** Normalises a country parameter (`us` -> `US`); unknown codes are a 404. */
function countryParam(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !isCountryCode(code)) throw new AppError("country_not_found");
  return code;
}

export async function listStates(deps: Pick<Deps, "env">, country: string): Promise<StateInfo[]> {
  const code = countryParam(country);
  return (await readAssetList<StateInfo>(deps.env, `/data/states/${code}.json`)) ?? [];
}

/** Cities of a state; a state the country does not have is a 404, a state without cities an empty list. */
export async function listCities(
  deps: Pick<Deps, "env">,
  country: string,
  state: string,
): Promise<CityInfo[]> {
  const code = countryParam(country);
  const stateCode = state.trim().toUpperCase();
  const states = await listStates(deps, code);
  if (!states.some((s) => s.isoCode === stateCode)) throw new AppError("state_not_found");
  return (await readAssetList<CityInfo>(deps.env, `/data/cities/${code}/${stateCode}.json`)) ?? [];
}
