/** A labelled file input styled like the rest of the forms (used by multipart upload forms). */
import { useId } from "react";
import { cn } from "~/lib/cn";

export function FileField({
  label,
  hint,
  className,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="block w-full cursor-pointer rounded-xl border border-dashed border-line bg-surface-muted/60 p-2.5 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:border-brand-400"
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
