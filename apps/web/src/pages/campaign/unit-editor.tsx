/** One campaign unit as a form row: name, type, tons, movement, pilot, combat value, logistics, special equipment. */
import { type ForceUnitKind, type SpecialEquipment, EQUIPMENT_NAMES, SPECIAL_EQUIPMENT, UNIT_KINDS } from '@marshal/campaign';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { useTranslation } from 'react-i18next';
import type { UnitDraft } from './campaign-draft';

const KIND_TITLES: Readonly<Record<ForceUnitKind, string>> = {
  mech: 'lance.kinds.mech',
  vehicle: 'lance.kinds.vehicle',
  infantry: 'lance.kinds.infantry',
  'battle-armor': 'lance.kinds.battle-armor',
  protomech: 'lance.kinds.protomech',
  aerospace: 'lance.kinds.aerospace',
  other: 'lance.kinds.other',
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
  const { t: tr } = useTranslation('campaign');
  const err = (f: string) => errors[`${keyPrefix}.${f}`];
  const num = (f: 'tonnage' | 'walk' | 'jump' | 'value' | 'logisticsCost', hint?: string) => (
    <NumberField label={tr(`field.${f}`)} value={unit[f]} onChange={(v) => onChange({ ...unit, [f]: v })} error={err(f)} {...(hint ? { hint } : {})} />
  );
  const pilotNum = (f: 'gunnery' | 'piloting') => (
    <NumberField
      label={tr(`field.${f}`)}
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
        {tr('lance.unit', { n: index + 1 })}
        {unit.catalogId ? <span className="hint">{tr('lance.fromCatalog')}</span> : null}
      </legend>
      <div className="row">
        <TextField className="grow" label={tr('lance.unitName')} value={unit.name} onChange={(name) => onChange({ ...unit, name })} error={err('name')} />
        <SelectField
          label={tr('lance.type')}
          value={unit.kind}
          options={UNIT_KINDS.map((k) => [k, tr(KIND_TITLES[k])] as const)}
          onChange={(kind) => onChange({ ...unit, kind })}
        />
        {num('tonnage')}
        {num('walk', tr('lance.cruising'))}
        {num('jump')}
      </div>
      <div className="row">
        <TextField
          className="grow"
          label={tr('lance.pilot')}
          value={unit.pilot.name}
          onChange={(name) => onChange({ ...unit, pilot: { ...unit.pilot, name } })}
          error={err('pilot.name')}
        />
        {pilotNum('gunnery')}
        {pilotNum('piloting')}
        {num('value', tr('lance.budget'))}
        {num('logisticsCost', tr('lance.logisticsHint'))}
      </div>
      <details className="unit-equipment">
        <summary>
          {tr('lance.special')}
          {unit.equipment.length ? `: ${unit.equipment.map((e) => EQUIPMENT_NAMES[e]).join(', ')}` : tr('lance.none')}
        </summary>
        {SPECIAL_EQUIPMENT.map((e) => (
          <label key={e} className="inline">
            <input type="checkbox" checked={unit.equipment.includes(e)} onChange={() => toggle(e)} /> {EQUIPMENT_NAMES[e]}
          </label>
        ))}
      </details>
      <button type="button" className="secondary" onClick={onRemove}>
        {tr('lance.removeUnit', { n: index + 1 })}
      </button>
    </fieldset>
  );
}
