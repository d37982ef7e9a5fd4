/**
 * A labelled file input styled like the rest of the forms (used by multipart upload forms). With
 * `describe`, the chosen file is read in the browser first (a video's duration, size and poster
 * frame, app/lib/video-facts.ts) and what it says goes with the form as hidden fields and files,
 * so the upload call checks it against the file (functions/media/video-facts.ts).
 */
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";

type Facts = { fields: Record<string, string>; files: Record<string, Blob> };

export function FileField({
  label,
  hint,
  className,
  describe,
  onChange,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  hint?: string;
  /** Reads facts about the chosen file to send beside it (the video's, readVideoFacts). */
  describe?: (file: File) => Promise<Facts>;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [facts, setFacts] = useState<Facts | null>(null);
  const [reading, setReading] = useState(false);
  // Only the latest choice's facts count (a file replaced while the first was still being read).
  const turn = useRef(0);

  // A reset form (after an upload) forgets the facts with the file.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form || !describe) return;
    const forget = () => {
      turn.current += 1;
      setFacts(null);
      setReading(false);
    };
    form.addEventListener("reset", forget);
    return () => form.removeEventListener("reset", forget);
  }, [describe]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    if (!describe) return;
    const file = event.currentTarget.files?.[0];
    turn.current += 1;
    const mine = turn.current;
    setFacts(null);
    if (!file) return;
    setReading(true);
    describe(file)
      .catch(() => null)
      .then((read) => {
        if (turn.current !== mine) return;
        setReading(false);
        setFacts(read);
      });
  }

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        aria-describedby={hint || describe ? `${id}-hint` : undefined}
        className="block w-full cursor-pointer rounded-xl border border-dashed border-line bg-surface-muted/60 p-2.5 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:border-brand-400 aria-[invalid=true]:border-solid aria-[invalid=true]:border-red-500"
        onChange={choose}
        {...props}
      />
      {facts
        ? Object.entries(facts.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      {facts
        ? Object.entries(facts.files).map(([name, blob]) => <HiddenFile key={name} name={name} blob={blob} />)
        : null}
      {hint || reading ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle" aria-live="polite">
          {reading ? "Reading the video…" : hint}
        </p>
      ) : null}
    </div>
  );
}

/** A file the page made (a poster frame), sent with the form like a chosen one. */
function HiddenFile({ name, blob }: { name: string; blob: Blob }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const list = new DataTransfer();
    list.items.add(blob instanceof File ? blob : new File([blob], name, { type: blob.type }));
    ref.current.files = list.files;
  }, [name, blob]);
  return <input ref={ref} type="file" name={name} hidden tabIndex={-1} aria-hidden="true" />;
}
