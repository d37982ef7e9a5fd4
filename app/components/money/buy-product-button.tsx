/**
 * "Buy" on a product page: a digital product is delivered at once (a download link after paying);
 * a physical one asks for the quantity and a delivery address (one of the fan's, or a new one saved
 * through the addresses API first), then pays and the order appears under "Subscriptions and orders".
 */
import { Link } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { getJson, problemOf } from "~/lib/api-client";
import { tokenAmount } from "~/lib/money";
import { DeliveryAddressPicker, useDeliveryAddress } from "./delivery-address";
import { downloadPath } from "./download-button";
import { PayDialog } from "./pay-dialog";

export interface AddressOption {
  _id: string;
  name: string;
  city: string;
  streetAddress: string;
  state?: string | null;
  zipCode?: string | null;
  country: string;
}

export function BuyProductButton({
  productId,
  name,
  price,
  digital,
  stock,
  addresses,
  countries,
  country,
  initialQuantity = 1,
  owned = null,
}: {
  /** Shown in the Buy button's place once the fan owns the product (a digital one's Download). */
  owned?: ReactNode;
  /** The page's quantity: the button says it and the dialog starts with it. */
  initialQuantity?: number;
  productId: string;
  name: string;
  price: number;
  digital: boolean;
  stock: number | null;
  addresses: AddressOption[];
  /** Countries to ship to (code, name) and the viewer's own, for a new address. */
  countries: readonly { value: string; label: string }[];
  country: string | null;
}) {
  const [quantity, setQuantity] = useState("1");
  const delivery = useDeliveryAddress(addresses, country);
  const [download, setDownload] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const q = Number(quantity);
  const count = Number.isInteger(q) && q > 0 ? q : 1;
  if (!digital && !stock) return <Button disabled>Sold out</Button>;

  const body = async (): Promise<Record<string, unknown> | string> => {
    if (digital) return {};
    if (!Number.isInteger(q) || q < 1 || q > 100) return "Enter a quantity from 1 to 100.";
    const to = await delivery.resolve();
    return to.ok ? { quantity: q, deliveryAddressId: to.id } : to.problem;
  };

  return (
    <PayDialog
      trigger={(open) =>
        owned ?? (
          <Button
            onClick={() => {
              setQuantity(String(initialQuantity));
              open();
            }}
          >
            {!digital && initialQuantity > 1
              ? `Buy ${initialQuantity} for ${tokenAmount(price * initialQuantity)}`
              : `Buy for ${tokenAmount(price)}`}
          </Button>
        )
      }
      title={`Buy ${name}`}
      description={digital ? "A digital download, yours at once." : "Shipped by the creator to your address."}
      price={Math.round(price * count * 100) / 100}
      path={`/wallet/charges/product/${encodeURIComponent(productId)}`}
      resume="buy"
      body={body}
      confirmLabel={`Pay ${tokenAmount(price * count)}`}
      successMessage={
        digital ? "Bought! Your download is ready." : "Ordered! Follow it under Subscriptions and orders."
      }
      onPaid={async () => {
        if (!digital) return;
        const result = await getJson<{ url?: string }>(downloadPath(productId));
        setDownload(result.ok ? (result.data?.url ?? null) : null);
        setDownloadFailed(problemOf(result));
      }}
      after={
        download ? (
          <a href={download} className="font-semibold text-brand-700 underline dark:text-brand-300">
            Download {name}
          </a>
        ) : !digital || downloadFailed ? (
          <span>
            {downloadFailed ? `${downloadFailed} ` : null}
            <Link to="/user/subscriptions" className="font-semibold underline">
              See my orders
            </Link>
          </span>
        ) : null
      }
    >
      {digital ? null : (
        <>
          <Field
            label="Quantity"
            name="quantity"
            type="number"
            min={1}
            max={Math.min(100, stock ?? 100)}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <DeliveryAddressPicker delivery={delivery} countries={countries} />
        </>
      )}
    </PayDialog>
  );
}
