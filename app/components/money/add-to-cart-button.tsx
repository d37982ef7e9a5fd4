/**
 * "Add to cart" on a product: a physical product with a quantity stepper within its stock, a digital
 * one once. The cart (app/lib/cart.ts) keeps what the fan saw (name, price, creator) so the cart
 * page can show what changed before paying.
 */
import { Link } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { MAX_UNITS, useCart } from "~/lib/cart";
import { useHydrated } from "~/lib/use-hydrated";
import { QuantityStepper } from "./quantity-stepper";

export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  type: "digital" | "physical";
  stock: number | null;
  performerId: string;
  performer: { name: string; username: string | null } | null;
  image: { url: string | null } | null;
}

export function AddToCartButton({
  product,
  userId,
  quantity: chosen,
}: {
  product: CartProduct;
  userId: string | null;
  /** The page's own quantity (the one stepper a product page shows for Buy and this); else its own. */
  quantity?: number;
}) {
  const cart = useCart(userId);
  const toast = useToast();
  const hydrated = useHydrated();
  const digital = product.type === "digital";
  const inCart = cart.items.find((i) => i.productId === product._id)?.quantity ?? 0;
  const cap = digital ? 1 : Math.min(MAX_UNITS, product.stock ?? 0);
  const room = Math.max(0, cap - inCart);
  const [quantity, setQuantity] = useState(1);
  if (!digital && !product.stock) return null;
  const q = Math.min(chosen ?? quantity, Math.max(1, room));

  const add = () => {
    cart.add(
      {
        productId: product._id,
        quantity: q,
        name: product.name,
        price: product.price,
        type: product.type,
        performerId: product.performerId,
        performerName: product.performer?.name ?? "",
        performerUsername: product.performer?.username ?? null,
        imageUrl: product.image?.url ?? null,
      },
      product.stock,
    );
    setQuantity(1);
    toast({ tone: "success", title: `Added to your cart: ${product.name}${q > 1 ? ` × ${q}` : ""}.` });
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="add-to-cart">
      {!digital && room > 1 && chosen === undefined ? (
        <QuantityStepper
          label={`Quantity of ${product.name}`}
          value={q}
          min={1}
          max={room}
          onChange={setQuantity}
        />
      ) : null}
      {room === 0 ? (
        <p className="text-sm text-ink-muted">
          {digital ? "In your cart." : `All ${cap} left are in your cart.`}{" "}
          <Link to="/cart" className="font-semibold text-brand-700 underline dark:text-brand-300">
            See the cart
          </Link>
        </p>
      ) : (
        <Button variant="secondary" onClick={add} disabled={!hydrated}>
          Add to cart
        </Button>
      )}
      {room > 0 && inCart > 0 ? (
        <Link to="/cart" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          {inCart} in your cart
        </Link>
      ) : null}
    </div>
  );
}
