/**
 * "Download" for a digital product the fan bought: the button asks the API for a short-lived signed
 * link (`GET /performer-assets/products/{id}/download-link`) when it is clicked, not when the page
 * renders, so a link never expires on an open page; a refusal (a refunded order) shows beside it.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { getJson, problemOf } from "~/lib/api-client";

/** Where a bought product's signed link is answered (the orders API gives the same path). */
export const downloadPath = (productId: string) =>
  `/api/performer-assets/products/${encodeURIComponent(productId)}/download-link`;

export function DownloadButton({
  productId,
  name,
  size,
  variant = "primary",
}: {
  productId: string;
  name: string;
  size?: "sm";
  variant?: "primary" | "secondary";
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    const result = await getJson<{ url: string }>(downloadPath(productId));
    setBusy(false);
    if (result.ok) window.location.assign(result.data.url);
    else setProblem(problemOf(result));
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant={variant} size={size} pending={busy} onClick={download} aria-label={`Download ${name}`}>
        Download
      </Button>
      {problem ? (
        <span role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
