/** /products/:id: a shop item (image, price, stock or digital), likes and comments. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { viewProduct } from "#functions/content/products/service";
import { hasPurchased } from "#functions/identity/access/service";
import { AddressQuery } from "#functions/money/addresses/schemas";
import { searchAddresses } from "#functions/money/addresses/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { LEAF_THUMBNAIL } from "~/components/content/feed/locked-media";
import { ItemWithComments } from "~/components/content/item-with-comments";
import { loadItem } from "~/components/content/server/item.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { AddToCartButton } from "~/components/money/add-to-cart-button";
import { BuyProductButton } from "~/components/money/buy-product-button";
import { DownloadButton } from "~/components/money/download-button";
import { QuantityStepper } from "~/components/money/quantity-stepper";
import { ShopIcon } from "~/components/ui/icons";
import { Photo } from "~/components/ui/photo";
import { MAX_UNITS } from "~/lib/cart";
import { pageLoader } from "~/lib/route.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.item.name ?? "Product" }];

export const loader = pageLoader(async (args) => {
  const page = await loadItem(args, "product", viewProduct);
  const { deps, viewer, country } = args.context.rc;
  // A physical product ships: the fan picks one of their addresses in the buy dialog.
  const buyer = page.item.type === "physical" ? viewer : null;
  // A digital product is bought once: whoever bought it downloads it here again, not buys it again.
  const fan = page.item.type === "digital" && viewer && viewer.id !== page.item.performerId ? viewer : null;
  const [addresses, owned] = await Promise.all([
    buyer ? searchAddresses(deps, buyer, AddressQuery.parse({ limit: "20" })) : null,
    fan ? hasPurchased(deps, fan.id, "product", page.item._id) : false,
  ]);
  return {
    ...page,
    owned,
    addresses: addresses?.data ?? [],
    // A new address picks its country by name (the viewer's own first).
    countries: buyer ? countryOptions() : [],
    country,
  };
});

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  const { item: product, addresses, countries, country, viewerId, owned } = data;
  const [quantity, setQuantity] = useState(1);
  // How many one purchase may take: the stock, at most the cart's limit per product.
  const units = Math.min(MAX_UNITS, product.stock ?? 0);
  // The quantity chosen, within them (one for a digital product, which has no stock).
  const chosen = Math.max(1, Math.min(quantity, units));
  const availability =
    product.type === "digital"
      ? "Digital download, delivered at once after purchase"
      : product.stock
        ? `${product.stock} in stock`
        : "Sold out";
  return (
    <ItemWithComments
      data={data}
      item={{ ...product, title: product.name, isSale: true }}
      type="product"
      aside={
        <>
          <p className="flex items-center gap-2 border-t border-line pt-3 text-sm text-ink-muted">
            <ShopIcon className="size-4" /> {availability} · {product.totalSold} sold
          </p>
          {viewerId !== product.performerId ? (
            <div className="flex flex-wrap items-center gap-2">
              {/* One quantity for Buy and Add to cart (two steppers disagreed). */}
              {product.type === "physical" && units > 1 && !owned ? (
                <QuantityStepper
                  label={`Quantity of ${product.name}`}
                  value={chosen}
                  min={1}
                  max={units}
                  onChange={setQuantity}
                />
              ) : null}
              {/* Bought (a digital product): Download in Buy's place. The buy dialog stays mounted,
                  so right after paying it still says so while the page data reloads. */}
              <BuyProductButton
                owned={
                  owned ? (
                    <span className="flex flex-wrap items-center gap-3" data-testid="product-owned">
                      <DownloadButton productId={product._id} name={product.name} />
                      <span className="text-sm text-ink-muted">
                        You bought this. It is also under{" "}
                        <Link to="/user/subscriptions" className="font-semibold underline">
                          your orders
                        </Link>
                        .
                      </span>
                    </span>
                  ) : null
                }
                initialQuantity={chosen}
                productId={product._id}
                name={product.name}
                price={product.price}
                digital={product.type === "digital"}
                stock={product.stock}
                addresses={addresses}
                countries={countries}
                country={country}
              />
              {owned ? null : (
                <AddToCartButton
                  product={product}
                  userId={viewerId ?? null}
                  quantity={product.type === "physical" ? chosen : undefined}
                />
              )}
            </div>
          ) : null}
        </>
      }
    >
      <div className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
        <Photo
          sizes="feed"
          src={product.image?.url || LEAF_THUMBNAIL}
          alt={product.name}
          className={
            product.image?.url ? "max-h-[32rem] w-full object-contain" : "mx-auto h-64 p-10 opacity-60"
          }
        />
      </div>
    </ItemWithComments>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
