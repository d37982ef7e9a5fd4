/**
 * What the wallet sells, by the path word of `POST /wallet/charges/{type}/{id}`: each selling
 * domain describes its own kinds (their rules live with the item); this file only registers them.
 */
import { crowdfunding, feed } from "./content/feeds/sales";
import { gallery } from "./content/galleries/sales";
import { product } from "./content/products/sales";
import { video } from "./content/videos/sales";
import { message } from "./messaging/messages/sales";
import { stream, tip } from "./messaging/streaming/sales";
import { registerSales } from "./money/wallet/sales";

registerSales([
  ["tip", tip],
  ["feed", feed],
  ["video", video],
  ["gallery", gallery],
  ["product", product],
  ["crowdfunding", crowdfunding],
  ["message", message],
  ["stream", stream],
]);
