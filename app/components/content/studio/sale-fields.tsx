import { useState } from "react";
import { Checkbox, Field } from "~/components/ui/field";
import { TOKEN_SYMBOL } from "~/lib/money";
import { SellingWaits, useMaySell } from "./may-sell";

/**
 * "Sell this ..." with its price (tokens), shown only while the item is for sale; until the creator
 * is verified, the option is off and says why (the server refuses a sale anyway).
 */
export function SaleFields({
  label,
  defaultSale = false,
  defaultPrice,
  error,
  notForSale = null,
  priceClassName,
}: {
  label: string;
  defaultSale?: boolean;
  defaultPrice?: number;
  error?: string;
  /** What to show while the item is not for sale. */
  notForSale?: React.ReactNode;
  priceClassName?: string;
}) {
  const [isSale, setIsSale] = useState(defaultSale);
  const { maySell, status } = useMaySell();
  if (!maySell) {
    return (
      <>
        <Checkbox label={label} disabled checked={false} readOnly />
        <SellingWaits status={status} />
        {notForSale}
      </>
    );
  }
  return (
    <>
      <Checkbox
        label={label}
        name="isSale"
        value="true"
        checked={isSale}
        onChange={(e) => setIsSale(e.currentTarget.checked)}
      />
      {isSale ? (
        <PriceField defaultValue={defaultPrice || undefined} className={priceClassName} error={error} />
      ) : (
        notForSale
      )}
    </>
  );
}

/** What a fan pays for an item, in tokens (at least ◎0.50). */
export function PriceField(props: { defaultValue?: number; className?: string; error?: string }) {
  return (
    <Field
      label="Price (tokens)"
      name="price"
      type="number"
      min="0.5"
      step="0.01"
      required
      prefix={TOKEN_SYMBOL}
      {...props}
    />
  );
}
