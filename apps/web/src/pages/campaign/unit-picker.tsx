import type { UnitState } from '@marshal/campaign';

/** Checkboxes for the units a side fields, labelled with group and lance. */
export function UnitPicker({
  label,
  units,
  selected,
  onChange,
}: {
  label: string;
  units: readonly UnitState[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset className="unit-picker">
      <legend>{label}</legend>
      {units.length === 0 && <p className="empty">No unit may take part.</p>}
      {units.map((u) => (
        <label key={u.unit.id}>
          <input type="checkbox" checked={selected.includes(u.unit.id)} onChange={() => toggle(u.unit.id)} /> {u.unit.name}{' '}
          <span className="hint">
            ({u.unit.id}, {u.lance}
            {u.status === 'damaged' ? ', damaged' : ''})
          </span>
        </label>
      ))}
    </fieldset>
  );
}
