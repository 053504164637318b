import { useTranslation } from 'react-i18next';
import type { CampaignState, UnitState } from '@marshal/campaign';
import { lanceName, unitNames } from './campaign-words';

/**
 * Checkboxes for the units a side fields, each named as players call it with its lance (never its internal id), with
 * "All" and "None" and a line saying how many take part, so nobody rolls without seeing who is in.
 */
export function UnitPicker({
  s,
  label,
  units,
  selected,
  onChange,
}: {
  s: CampaignState;
  label: string;
  units: readonly UnitState[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t: tr } = useTranslation('campaign');
  const name = unitNames(s);
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const taking = units.filter((u) => selected.includes(u.unit.id)).length;
  return (
    <fieldset className="unit-picker">
      <legend>{label}</legend>
      {units.length === 0 && <p className="empty">{tr('wizardSide.noUnit')}</p>}
      {units.length > 1 && (
        <p className="unit-picker-all">
          <button type="button" className="secondary" disabled={taking === units.length} onClick={() => onChange(units.map((u) => u.unit.id))}>
            {tr('picker.all')}
          </button>{' '}
          <button type="button" className="secondary" disabled={taking === 0} onClick={() => onChange([])}>
            {tr('picker.none')}
          </button>
        </p>
      )}
      {units.map((u) => (
        <label key={u.unit.id}>
          <input type="checkbox" checked={selected.includes(u.unit.id)} onChange={() => toggle(u.unit.id)} /> {name(u.unit.id)}{' '}
          <span className="hint">
            ({lanceName(s, u.lance) ?? u.lance}
            {u.status === 'damaged' ? tr('wizardSide.damaged') : ''})
          </span>
        </label>
      ))}
      {units.length > 0 && (
        <p className="unit-picker-count" aria-live="polite">
          {tr('picker.taking', { count: taking, total: units.length })}
        </p>
      )}
    </fieldset>
  );
}
