/**
 * Where a physical order goes: one of the fan's saved addresses or a new one (saved through
 * `POST /api/addresses/create` when paying). The product dialog and the cart share the choice.
 */
import { useState } from "react";
import { addressLine } from "~/components/money/address-line";
import { emptyAddress, type NewAddress, NewAddressFields } from "~/components/money/new-address-fields";
import { SelectField } from "~/components/ui/field";
import { firstProblem, postJson } from "~/lib/api-client";

type SavedAddress = Parameters<typeof addressLine>[0] & { _id: string };

/** The chosen address (a saved one's id, or "new" and its fields), and how to get its id to pay. */
export function useDeliveryAddress(addresses: readonly SavedAddress[], country: string | null) {
  const [addressId, setAddressId] = useState(addresses[0]?._id ?? "new");
  const [address, setAddressState] = useState(() => emptyAddress(country));
  /** What the server said of each field of a new address, shown under each (not only the first). */
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's error goes once it is edited. */
  const setAddress = (change: (a: NewAddress) => NewAddress) => {
    const after = change(address);
    const edited = (key: string) => after[key as keyof NewAddress] !== address[key as keyof NewAddress];
    if (Object.keys(errors).some(edited))
      setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => !edited(key))));
    setAddressState(after);
  };
  /** The chosen address's id, saving a new one first; or what is wrong with it. */
  const resolve = async (): Promise<{ ok: true; id: string } | { ok: false; problem: string }> => {
    if (addressId !== "new") return { ok: true, id: addressId };
    const saved = await postJson<{ _id: string }>("/api/addresses/create", address);
    if (!saved.ok) {
      const details = { ...saved.details };
      // The server's word for an empty country is about a code; a person chooses a country.
      if (!address.country) details.country = "Choose the country to ship to.";
      setErrors(details);
      const count = Object.keys(details).length;
      return {
        ok: false,
        problem:
          count > 1
            ? "Check the delivery address: the marked fields need you."
            : firstProblem({ ...saved, details }),
      };
    }
    setErrors({});
    setAddressId(saved.data._id);
    return { ok: true, id: saved.data._id };
  };
  return { addresses, addressId, setAddressId, address, setAddress, errors, resolve };
}

export function DeliveryAddressPicker({
  delivery,
  countries,
  fieldsClassName,
}: {
  delivery: ReturnType<typeof useDeliveryAddress>;
  countries: readonly { value: string; label: string }[];
  /** The new address's grid (two columns from small screens up by default). */
  fieldsClassName?: string;
}) {
  return (
    <>
      <SelectField
        label="Deliver to"
        name="deliveryAddressId"
        value={delivery.addressId}
        onChange={(e) => delivery.setAddressId(e.target.value)}
        options={[
          ...delivery.addresses.map((a) => ({ value: a._id, label: addressLine(a) })),
          { value: "new", label: "A new address" },
        ]}
      />
      {delivery.addressId === "new" ? (
        <NewAddressFields
          address={delivery.address}
          onChange={delivery.setAddress}
          errors={delivery.errors}
          countries={countries}
          className={fieldsClassName}
        />
      ) : null}
    </>
  );
}
