import { useId } from "react";
import { cn } from "~/lib/cn";

export const controlClass =
  "block w-full rounded-xl border border-line bg-surface px-3.5 text-sm text-ink shadow-xs placeholder:text-ink-subtle transition-colors focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15";

interface FieldShellProps {
  id: string;
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: React.ReactNode) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** A field's control attributes: its id (given or generated), invalid while it has an error, described by that error or its hint. */
function useControl(idProp: string | undefined, error?: string | null, hint?: React.ReactNode) {
  const generated = useId();
  const id = idProp ?? generated;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint) };
}

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  /** Shown inside the input on the left, e.g. "@" for usernames or the token symbol for prices. */
  prefix?: string;
}

export function Field({ label, error, hint, className, id: idProp, prefix, ...props }: FieldProps) {
  const control = useControl(idProp, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <PrefixedInput {...control} prefix={prefix} className="h-11" {...props} />
    </FieldShell>
  );
}

/**
 * An input with an optional prefix shown inside it on the left ("@", the token symbol): Field's
 * control, and on its own where a form lays its label out itself (the chat's price).
 */
export function PrefixedInput({
  prefix,
  className,
  ...props
}: React.InputHTMLAttributes<HTMLInputElement> & { prefix?: string }) {
  const input = <input className={cn(controlClass, className, prefix && "pl-8")} {...props} />;
  if (!prefix) return input;
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-ink-subtle">
        {prefix}
      </span>
      {input}
    </div>
  );
}

interface SelectFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Label of an empty first option; omit to force a choice. */
  placeholder?: string;
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id: idProp,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const control = useControl(idProp, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <select
        {...control}
        className={cn(controlClass, props.multiple ? "min-h-32 py-2" : "h-11 pr-8")}
        {...props}
      >
        {placeholder !== undefined && !props.multiple ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface TextareaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
}

export function TextareaField({ label, error, hint, className, id: idProp, ...props }: TextareaFieldProps) {
  const control = useControl(idProp, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <textarea {...control} className={cn(controlClass, "min-h-28 py-2.5")} {...props} />
    </FieldShell>
  );
}

interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: React.ReactNode;
}

export function Checkbox({ label, className, id: idProp, ...props }: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <div className={cn("flex items-center gap-2.5", className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-line accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-ink-muted select-none">
        {label}
      </label>
    </div>
  );
}

/**
 * The text fields of one record's form, one line each: `field("city", "City")` is a Field named
 * like the record's key, showing its value (empty when there is none) and that field's error;
 * `props` add to it or override it.
 */
export function fieldsFor<T extends object>(
  record: T | null | undefined,
  errors: Partial<Record<string, string>>,
) {
  return (name: keyof T & string, label: React.ReactNode, props: Omit<FieldProps, "name" | "label"> = {}) => (
    <Field
      label={label}
      name={name}
      defaultValue={(record?.[name] as string | number | null | undefined) ?? ""}
      error={errors[name]}
      {...props}
    />
  );
}
