/** Labelled form fields that show their own error under the input (aria-invalid, aria-describedby); the label alone names the input. */
import { useId, type ReactNode } from 'react';

interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly className?: string;
}

function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <span className="hint">{hint}</span>}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

const invalid = (id: string, error?: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });

export function TextField({ label, value, onChange, error, hint, className, maxLength = 200 }: FieldProps & { readonly maxLength?: number }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} {...invalid(id, error)} />
    </Field>
  );
}

/** A whole-number field kept as the typed text: the form refuses bad input with a message, it never rounds or clamps. */
export function NumberField({ label, value, onChange, error, hint, className }: FieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className ?? 'number'}>
      <input id={id} inputMode="numeric" value={value} maxLength={12} onChange={(e) => onChange(e.target.value)} {...invalid(id, error)} />
    </Field>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  className,
}: {
  readonly label: string;
  readonly value: T;
  readonly options: readonly (readonly [T, string])[];
  readonly onChange: (v: T) => void;
  readonly error?: string | undefined;
  readonly className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} {...invalid(id, error)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
