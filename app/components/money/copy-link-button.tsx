/**
 * "Copy link": puts a promotion's link on the clipboard and says so. The server's `url` is absolute
 * when the site knows its public origin; otherwise the link is this page's origin + `path`.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";

export function CopyLinkButton({ path, url }: { path: string; url: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const link = /^https?:\/\//.test(url) ? url : new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ tone: "success", title: "Link copied" });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the fan can still copy it by hand.
      window.prompt("Copy this link:", link);
    }
  };
  return (
    <Button type="button" variant="secondary" size="sm" onClick={copy} data-testid="copy-link">
      {copied ? "Copied" : "Copy link"}
    </Button>
  );
}
