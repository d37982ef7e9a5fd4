import { useEffect, useState } from "react";
import { getJson } from "~/lib/api-client";
import { SelectField } from "../ui/field";

interface Place {
  name: string;
  isoCode?: string;
}

async function fetchList<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const result = await getJson<T[] | { data?: T[] }>(url, signal);
  if (!result.ok) return [];
  return Array.isArray(result.data) ? result.data : (result.data?.data ?? []);
}

/**
 * Country, state and city selects: states and cities load from the lookup API when the country
 * (then the state) is chosen. State and city are stored by name.
 */
export function LocationFields({
  countries,
  defaultCountry,
  defaultState,
  defaultCity,
  errors,
}: {
  countries: ReadonlyArray<{ value: string; label: string }>;
  defaultCountry: string | null;
  defaultState: string | null;
  defaultCity: string | null;
  errors: Record<string, string>;
}) {
  const [country, setCountry] = useState(defaultCountry ?? "");
  const [state, setState] = useState(defaultState ?? "");
  const [city, setCity] = useState(defaultCity ?? "");
  const [states, setStates] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);

  useEffect(() => {
    setStates([]);
    if (!country) return;
    const ctl = new AbortController();
    fetchList<Place>(`/api/states/${country}`, ctl.signal)
      .then(setStates)
      .catch(() => {});
    return () => ctl.abort();
  }, [country]);

  const stateCode = states.find((s) => s.name === state)?.isoCode;
  useEffect(() => {
    setCities([]);
    if (!country || !stateCode) return;
    const ctl = new AbortController();
    fetchList<Place>(`/api/cities/${country}/${stateCode}`, ctl.signal)
      .then(setCities)
      .catch(() => {});
    return () => ctl.abort();
  }, [country, stateCode]);

  // Keep a stored value selectable even before (or without) its list loading.
  const withCurrent = (list: Place[], current: string) => {
    const options = list.map((p) => ({ value: p.name, label: p.name }));
    if (current && !options.some((o) => o.value === current))
      options.unshift({ value: current, label: current });
    return options;
  };

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Country"
        name="country"
        options={countries}
        placeholder="Choose…"
        value={country}
        onChange={(e) => {
          setCountry(e.currentTarget.value);
          setState("");
          setCity("");
        }}
        error={errors.country}
      />
      <SelectField
        label="State / region"
        name="state"
        options={withCurrent(states, state)}
        placeholder={country ? "Choose…" : "Choose a country first"}
        value={state}
        disabled={!country}
        onChange={(e) => {
          setState(e.currentTarget.value);
          setCity("");
        }}
        error={errors.state}
      />
      <SelectField
        label="City"
        name="city"
        options={withCurrent(cities, city)}
        placeholder={state ? "Choose…" : "Choose a state first"}
        value={city}
        disabled={!state}
        onChange={(e) => setCity(e.currentTarget.value)}
        error={errors.city}
      />
    </div>
  );
}
