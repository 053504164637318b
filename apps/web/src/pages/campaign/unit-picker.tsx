import { useTranslation } from 'react-i18next';
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
  const { t: tr } = useTranslation('campaign');
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset className="unit-picker">
      <legend>{label}</legend>
      {units.length === 0 && <p className="empty">{tr('wizardSide.noUnit')}</p>}
      {units.map((u) => (
        <label key={u.unit.id}>
          <input type="checkbox" checked={selected.includes(u.unit.id)} onChange={() => toggle(u.unit.id)} /> {u.unit.name}{' '}
          <span className="hint">
            ({u.unit.id}, {u.lance}
            {u.status === 'damaged' ? tr('wizardSide.damaged') : ''})
          </span>
        </label>
      ))}
    </fieldset>
  );
}
