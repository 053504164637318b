/** One campaign unit as a form row: name, type, tons, movement, pilot, combat value, logistics, special equipment. */
import { type ForceUnitKind, type SpecialEquipment, EQUIPMENT_NAMES, SPECIAL_EQUIPMENT, UNIT_KINDS } from '@marshal/campaign';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import type { UnitDraft } from './campaign-draft';
import { FIELD_LABELS } from './campaign-setup-from-draft';

const KIND_TITLES: Readonly<Record<ForceUnitKind, string>> = {
  mech: "'Mech",
  vehicle: 'Vehicle',
  infantry: 'Infantry',
  'battle-armor': 'Battle armour',
  protomech: 'ProtoMech',
  aerospace: 'Aerospace',
  other: 'Other',
};

export function UnitEditor({
  unit,
  index,
  keyPrefix,
  errors,
  onChange,
  onRemove,
}: {
  unit: UnitDraft;
  index: number;
  keyPrefix: string;
  errors: Readonly<Record<string, string>>;
  onChange: (u: UnitDraft) => void;
  onRemove: () => void;
}) {
  const err = (f: string) => errors[`${keyPrefix}.${f}`];
  const num = (f: 'tonnage' | 'walk' | 'jump' | 'value' | 'logisticsCost', hint?: string) => (
    <NumberField label={FIELD_LABELS[f]!} value={unit[f]} onChange={(v) => onChange({ ...unit, [f]: v })} error={err(f)} {...(hint ? { hint } : {})} />
  );
  const pilotNum = (f: 'gunnery' | 'piloting') => (
    <NumberField
      label={FIELD_LABELS[`pilot.${f}`]!}
      value={unit.pilot[f]}
      onChange={(v) => onChange({ ...unit, pilot: { ...unit.pilot, [f]: v } })}
      error={err(`pilot.${f}`)}
    />
  );
  const toggle = (e: SpecialEquipment) =>
    onChange({
      ...unit,
      equipment: unit.equipment.includes(e) ? unit.equipment.filter((x) => x !== e) : SPECIAL_EQUIPMENT.filter((x) => x === e || unit.equipment.includes(x)),
    });
  return (
    <fieldset className="campaign-unit">
      <legend>
        Unit {index + 1}
        {unit.catalogId ? <span className="hint"> (from the catalog)</span> : null}
      </legend>
      <div className="row">
        <TextField className="grow" label="Name" value={unit.name} onChange={(name) => onChange({ ...unit, name })} error={err('name')} />
        <SelectField
          label="Type"
          value={unit.kind}
          options={UNIT_KINDS.map((k) => [k, KIND_TITLES[k]] as const)}
          onChange={(kind) => onChange({ ...unit, kind })}
        />
        {num('tonnage')}
        {num('walk', 'cruising MP for a vehicle')}
        {num('jump')}
      </div>
      <div className="row">
        <TextField
          className="grow"
          label="Pilot"
          value={unit.pilot.name}
          onChange={(name) => onChange({ ...unit, pilot: { ...unit.pilot, name } })}
          error={err('pilot.name')}
        />
        {pilotNum('gunnery')}
        {pilotNum('piloting')}
        {num('value', 'counts against the budget')}
        {num('logisticsCost', 'empty: 1 point per started 10 tons')}
      </div>
      <details className="unit-equipment">
        <summary>Special equipment{unit.equipment.length ? `: ${unit.equipment.map((e) => EQUIPMENT_NAMES[e]).join(', ')}` : ' (none)'}</summary>
        {SPECIAL_EQUIPMENT.map((e) => (
          <label key={e} className="inline">
            <input type="checkbox" checked={unit.equipment.includes(e)} onChange={() => toggle(e)} /> {EQUIPMENT_NAMES[e]}
          </label>
        ))}
      </details>
      <button type="button" className="secondary" onClick={onRemove}>
        Remove unit {index + 1}
      </button>
    </fieldset>
  );
}
