import { useCallback, useEffect, useId, useState } from 'react';
import { checkNumber, type NumberRules } from './number-rules';

export { checkNumber, type NumberRules } from './number-rules';

/** Fields of a form that currently hold a refused number: `report` from each field, `any` to hold the form back. */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<Readonly<Record<string, string>>>({});
  const report = useCallback(
    (key: string, error: string | null) =>
      setInvalid((prior) => {
        if ((prior[key] ?? null) === error) return prior;
        const next = { ...prior };
        if (error) next[key] = error;
        else delete next[key];
        return next;
      }),
    [],
  );
  const forget = useCallback((prefix: string) => setInvalid((prior) => Object.fromEntries(Object.entries(prior).filter(([k]) => !k.startsWith(prefix)))), []);
  return { invalid, any: Object.keys(invalid).length > 0, report, forget };
}

export interface NumberFieldProps extends NumberRules {
  /** Shown beside the field and used in its error ("Tons"). */
  readonly label: string;
  /** The label in errors, when it needs more than the field's own ("Attacker unit 3 (Atlas AS7-D): Tons"). */
  readonly errorLabel?: string;
  /** Accessible name, when it differs from the visible label. */
  readonly ariaLabel?: string;
  readonly hideLabel?: boolean;
  readonly value: number | null | undefined;
  readonly onChange: (value: number | null) => void;
  /** Told whenever the field becomes refused or fine again (key: the field's key in the form). */
  readonly onValidity?: (key: string, error: string | null) => void;
  readonly fieldKey?: string;
  /** An error about this field from elsewhere (the server, a rule over the whole form). */
  readonly error?: string | null;
  readonly unit?: string;
  readonly size?: number;
  readonly disabled?: boolean;
}

/** A number typed as text and checked as typed: a refused number stays in the field with its error, and the form keeps the last good value. */
export function NumberField(p: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(p.value === null || p.value === undefined ? '' : String(p.value));
  const [own, setOwn] = useState<string | null>(null);
  const who = p.errorLabel ?? p.label;
  const { value, onValidity, fieldKey } = p;
  useEffect(() => {
    setText((t) => {
      const current = checkNumber(t, who, p);
      return current.error === null && current.value === (value ?? null) ? t : value === null || value === undefined ? '' : String(value);
    });
    setOwn(null);
    // Only an outside change of the value resets the text; the rules are read as they are at that moment.
  }, [value]);
  useEffect(() => () => onValidity?.(fieldKey ?? who, null), [onValidity, fieldKey, who]);
  const shown = own ?? p.error ?? null;
  return (
    <span className={`number-field${shown ? ' invalid' : ''}`}>
      <label>
        {p.hideLabel ? <span className="visually-hidden">{p.label}</span> : p.label}{' '}
        <input
          type="text"
          inputMode={p.integer ? 'numeric' : 'decimal'}
          aria-label={p.ariaLabel ?? p.label}
          aria-invalid={shown ? 'true' : 'false'}
          aria-describedby={shown ? `${id}-error` : undefined}
          value={text}
          size={p.size ?? 5}
          disabled={p.disabled}
          onChange={(e) => {
            setText(e.target.value);
            const r = checkNumber(e.target.value, who, p);
            setOwn(r.error);
            onValidity?.(fieldKey ?? who, r.error);
            if (r.error === null) p.onChange(r.value);
          }}
        />
        {p.unit ? <span className="hint"> {p.unit}</span> : null}
      </label>
      {shown && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </span>
      )}
    </span>
  );
}
