import { useId } from 'react';

/** A gunnery or piloting skill typed as text: the error shows on the field and the text is kept as typed, never coerced. */
export function SkillField({
  label,
  name,
  value,
  error,
  readOnly,
  onChange,
}: {
  label: string;
  /** The accessible name, e.g. "Unit 2 (Atlas AS7-D) gunnery". */
  name: string;
  value: string;
  error: string | undefined;
  readOnly?: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <label className="skill-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        size={3}
        value={value}
        readOnly={readOnly}
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span className="field-error" id={id}>
          {error}
        </span>
      )}
    </label>
  );
}
