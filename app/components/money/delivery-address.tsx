/**
 * Where a physical order goes: one of the fan's saved addresses or a new one (saved through
 * `POST /api/addresses/create` when paying). The product dialog and the cart share the choice.
 */
import { useState } from "react";
import { addressLine } from "~/components/money/address-line";
import { emptyAddress, NewAddressFields } from "~/components/money/new-address-fields";
import { SelectField } from "~/components/ui/field";
import { firstProblem, postJson } from "~/lib/api-client";

type SavedAddress = Parameters<typeof addressLine>[0] & { _id: string };

/** The chosen address (a saved one's id, or "new" and its fields), and how to get its id to pay. */
export function useDeliveryAddress(addresses: readonly SavedAddress[], country: string | null) {
  const [addressId, setAddressId] = useState(addresses[0]?._id ?? "new");
  const [address, setAddress] = useState(() => emptyAddress(country));
  /** The chosen address's id, saving a new one first; or what is wrong with it. */
  const resolve = async (): Promise<{ ok: true; id: string } | { ok: false; problem: string }> => {
    if (addressId !== "new") return { ok: true, id: addressId };
    if (!address.country) return { ok: false, problem: "Choose the country to ship to." };
    const saved = await postJson<{ _id: string }>("/api/addresses/create", address);
    if (!saved.ok) return { ok: false, problem: firstProblem(saved) };
    setAddressId(saved.data._id);
    return { ok: true, id: saved.data._id };
  };
  return { addresses, addressId, setAddressId, address, setAddress, resolve };
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
          countries={countries}
          className={fieldsClassName}
        />
      ) : null}
    </>
  );
}
