/**
 * "Copy link": puts a promotion's link on the clipboard and says so. The server's `url` is absolute
 * when the site knows its public origin; otherwise the link is this page's origin + `path`.
 */
import { CopyButton } from "~/components/ui/copy-button";

export function CopyLinkButton({ path, url }: { path: string; url: string }) {
  return (
    <CopyButton
      text={() => (/^https?:\/\//.test(url) ? url : new URL(path, window.location.origin).href)}
      label="Copy link"
      copiedTitle="Link copied"
      testId="copy-link"
    />
  );
}
