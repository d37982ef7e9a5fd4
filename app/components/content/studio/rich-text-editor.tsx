/**
 * A small rich-text editor: a contentEditable area with bold, italic and link buttons. The HTML goes
 * into a hidden input named `name`; the server sanitises it to the allowlist (http/https links only).
 */
import { useId, useRef, useState } from "react";

export function RichTextEditor({
  name,
  label,
  defaultValue = "",
  placeholder = "Write something…",
}: {
  name: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
}) {
  const labelId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(defaultValue);
  const [linkError, setLinkError] = useState<string | null>(null);

  const sync = () => setHtml(editorRef.current?.innerHTML ?? "");
  const exec = (command: string, value?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };

  function addLink() {
    const url = window.prompt("Link address (http or https)", "https://");
    if (!url) return;
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setLinkError("Links must start with http:// or https://");
      return;
    }
    setLinkError(null);
    exec("createLink", url.trim());
  }

  const empty = !html || html === "<br>";

  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-ink">
        {label}
      </span>
      <div className="overflow-hidden rounded-lg border border-line bg-surface focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-500/20">
        <div
          className="flex gap-1 border-b border-line bg-surface-muted/50 px-1.5 py-1"
          role="toolbar"
          aria-label="Formatting"
        >
          <ToolButton label="Bold" className="font-bold" onClick={() => exec("bold")}>
            B
          </ToolButton>
          <ToolButton label="Italic" className="italic" onClick={() => exec("italic")}>
            I
          </ToolButton>
          <ToolButton label="Add link" className="underline" onClick={addLink}>
            Link
          </ToolButton>
        </div>
        <div className="relative">
          {empty ? (
            <span className="pointer-events-none absolute left-3 top-2.5 text-sm text-ink-subtle">
              {placeholder}
            </span>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contentEditable element, not a textarea */}
          <div
            ref={editorRef}
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={labelId}
            contentEditable
            suppressContentEditableWarning
            onInput={sync}
            onBlur={sync}
            className="min-h-28 px-3 py-2.5 text-sm leading-relaxed text-ink outline-none [&_a]:text-brand-600 [&_a]:underline dark:[&_a]:text-brand-400"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the creator's own draft, set once; the server sanitises what is saved
            dangerouslySetInnerHTML={{ __html: defaultValue }}
          />
        </div>
      </div>
      {linkError ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {linkError}
        </p>
      ) : null}
      <input type="hidden" name={name} value={empty ? "" : html} />
    </div>
  );
}

/** A toolbar button; pressing it keeps the focus (and the selection) in the text. */
function ToolButton({
  label,
  className,
  ...button
}: { label: string; className: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`rounded-md px-2.5 py-1 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:bg-surface-muted ${className}`}
      onMouseDown={(e) => e.preventDefault()}
      aria-label={label}
      {...button}
    />
  );
}
