import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import {
  ABILITY_IDS,
  ABILITY_TITLES,
  type AbilityId,
  DA_CAPABILITIES,
  DA_SPEED_MODES,
  type DaSpeedMode,
  DA_UNIT_TYPES,
  type DaClickForm,
  type DaFormError,
  type DaHeatRowForm,
  type DaUnitForm,
  addClick,
  blankClick,
  blankHeatRow,
  removeClick,
} from '@marshal/dark-age';

type Stat = keyof Omit<DaClickForm, 'salvage' | 'abilities' | 'secondaryDamage'>;
const STATS: readonly Stat[] = ['speed', 'attack', 'defense', 'damage', 'minRange', 'maxRange', 'artilleryRange'];

/**
 * A unit's card as fields: name, type, point value, special abilities and the combat dial click by click.
 * `errors` carry field paths relative to this unit; their messages already name the unit and the click.
 */
export function DialEditor({
  value: f,
  onChange,
  errors,
  who,
}: {
  value: DaUnitForm;
  onChange: (f: DaUnitForm) => void;
  errors: readonly DaFormError[];
  who: string;
}) {
  const { t } = useTranslation('darkAge');
  const engine = useEngineText();
  const bad = (field: string) => (errors.some((e) => e.field === field) ? true : undefined);
  const set = (patch: Partial<DaUnitForm>) => onChange({ ...f, ...patch });
  const setClick = (i: number, patch: Partial<DaClickForm>) => set({ dial: f.dial.map((k, j) => (j === i ? { ...k, ...patch } : k)) });
  const stats = STATS.filter((key) => key !== 'artilleryRange' || f.capabilities.artillery).map((key) => ({ key, label: t(`dial.stats.${key}`) }));
  const mech = f.type === 'mech';
  const field = (label: string, value: string, path: string, patch: (v: string) => Partial<DaUnitForm>, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <label>
      {label}
      <input inputMode={inputMode} value={value} aria-invalid={bad(path)} onChange={(e) => set(patch(e.target.value))} />
    </label>
  );
  return (
    <section className="panel da-dial-editor" aria-label={t('dial.of', { who })}>
      <h3>{t('dial.of', { who })}</h3>
      <div className="row">
        <label>
          {t('dial.name')}
          <input value={f.name} aria-invalid={bad('name')} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label>
          {t('dial.type')}
          <select value={f.type} onChange={(e) => set({ type: e.target.value as DaUnitForm['type'] })}>
            {DA_UNIT_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {t(`types.${type.id}`)}
              </option>
            ))}
          </select>
        </label>
        {field(t('dial.points'), f.points, 'points', (points) => ({ points }))}
        {field(t('dial.baseRadius'), f.baseRadius, 'baseRadius', (baseRadius) => ({ baseRadius }), 'decimal')}
        <label>
          {t('dial.speedMode')}
          <select value={f.speedMode ?? ''} aria-invalid={bad('speedMode')} onChange={(e) => set({ speedMode: e.target.value as DaSpeedMode | '' })}>
            <option value="">{t('dial.notGiven')}</option>
            {DA_SPEED_MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {t(`speedModes.${m.id}`)}
              </option>
            ))}
          </select>
        </label>
        {(mech || (f.vent ?? '') !== '') && field(t('dial.vent'), f.vent ?? '', 'vent', (vent) => ({ vent }))}
      </div>
      <fieldset>
        <legend>{t('dial.abilities')}</legend>
        {DA_CAPABILITIES.map((c) => (
          <label key={c.id} className="inline" title={t(`capabilityHints.${c.id}`)}>
            <input type="checkbox" checked={f.capabilities[c.id]} onChange={(e) => set({ capabilities: { ...f.capabilities, [c.id]: e.target.checked } })} />{' '}
            {t(`capabilities.${c.id}`)}
          </label>
        ))}
      </fieldset>
      <div className="row">
        {f.capabilities.transport && field(t('dial.capacity'), f.capacity, 'capacity', (capacity) => ({ capacity }))}
        {f.capabilities.multipleAttacks && field(t('dial.attacks'), f.attacks, 'attacks', (attacks) => ({ attacks }))}
        {f.capabilities.arcs && field(t('dial.frontArc'), f.frontArc, 'frontArc', (frontArc) => ({ frontArc }), 'decimal')}
        {f.capabilities.arcs && field(t('dial.rearArc'), f.rearArc, 'rearArc', (rearArc) => ({ rearArc }), 'decimal')}
        {f.capabilities.artillery && (
          <>
            {field(t('dial.markerAttack'), f.marker.attack, 'marker.attack', (attack) => ({ marker: { ...f.marker, attack } }))}
            {field(t('dial.markerDamage'), f.marker.damage, 'marker.damage', (damage) => ({ marker: { ...f.marker, damage } }))}
            {field(t('dial.markerTarget'), f.marker.targetValue, 'marker.targetValue', (targetValue) => ({ marker: { ...f.marker, targetValue } }))}
            {field(t('dial.blast'), f.marker.blastRadius, 'marker.blastRadius', (blastRadius) => ({ marker: { ...f.marker, blastRadius } }), 'decimal')}
          </>
        )}
      </div>
      {f.capabilities.artillery && <p className="hint">{t('dial.markerHint')}</p>}
      <div className="table-scroll">
        <table className="da-dial">
          <caption>{t('dial.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dial.click')}</th>
              <th scope="col">{t('dial.start')}</th>
              {stats.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
              {mech && <th scope="col">{t('dial.secondary')}</th>}
              <th scope="col">{t('dial.salvage')}</th>
              <th scope="col">{t('dial.equipment')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {f.dial.map((k, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>
                  <input
                    type="radio"
                    name={`start-${who}`}
                    aria-label={t('dial.startOn', { n: i + 1 })}
                    checked={f.startClick === i}
                    onChange={() => set({ startClick: i })}
                  />
                </td>
                {stats.map((s) => (
                  <td key={s.key}>
                    <input
                      inputMode={s.key.endsWith('ange') ? 'decimal' : 'numeric'}
                      aria-label={t('dial.cell', { n: i + 1, stat: s.label })}
                      aria-invalid={bad(`dial.${i}.${s.key}`)}
                      value={k[s.key]}
                      onChange={(e) => setClick(i, { [s.key]: e.target.value })}
                    />
                  </td>
                ))}
                {mech && (
                  <td>
                    <input
                      inputMode="numeric"
                      aria-label={t('dial.cell', { n: i + 1, stat: t('dial.secondary') })}
                      aria-invalid={bad(`dial.${i}.secondaryDamage`)}
                      value={k.secondaryDamage ?? ''}
                      onChange={(e) => setClick(i, { secondaryDamage: e.target.value })}
                    />
                  </td>
                )}
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('dial.salvageCell', { n: i + 1 })}
                    checked={k.salvage}
                    onChange={(e) => setClick(i, { salvage: e.target.checked })}
                  />
                </td>
                <td>
                  <select
                    multiple
                    aria-label={t('dial.equipmentCell', { n: i + 1 })}
                    value={k.abilities ?? []}
                    onChange={(e) => setClick(i, { abilities: [...e.target.selectedOptions].map((o) => o.value as AbilityId) })}
                  >
                    {ABILITY_IDS.map((a) => (
                      <option key={a} value={a}>
                        {ABILITY_TITLES[a]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button type="button" className="secondary" disabled={f.dial.length === 1} onClick={() => onChange(removeClick(f, i))}>
                    {t('dial.remove', { n: i + 1 })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="secondary" onClick={() => onChange(f.dial.length ? addClick(f) : { ...f, dial: [blankClick()] })}>
        {t('dial.add')}
      </button>
      {(mech || (f.heatDial ?? []).length > 0) && <HeatDialFields f={f} onChange={onChange} bad={bad} />}
      {errors.length > 0 && (
        <ul className="problems" aria-label={t('dial.problems', { who })}>
          {errors.map((e) => (
            <li key={e.field + e.message}>{engine.daForm(e.message)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const HEAT_MODS = ['primary', 'secondary', 'speed'] as const;

/** A 'Mech's heat dial: one row per heat click from 0 (cool), the modifiers it gives, and whether it shuts the 'Mech down. */
function HeatDialFields({ f, onChange, bad }: { f: DaUnitForm; onChange: (f: DaUnitForm) => void; bad: (field: string) => true | undefined }) {
  const { t } = useTranslation('darkAge');
  const rows = f.heatDial ?? [];
  const mods = HEAT_MODS.map((key) => ({ key, label: t(`dial.heatMods.${key}`) }));
  const setRow = (i: number, patch: Partial<DaHeatRowForm>) => onChange({ ...f, heatDial: rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <div className="table-scroll">
      <table className="da-dial">
        <caption>{t('dial.heatCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dial.heat')}</th>
            {mods.map((m) => (
              <th key={m.key} scope="col">
                {m.label}
              </th>
            ))}
            <th scope="col">{t('dial.shutdown')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{i}</th>
              {mods.map((m) => (
                <td key={m.key}>
                  <input
                    inputMode="numeric"
                    aria-label={t('dial.heatCell', { n: i, mod: m.label })}
                    aria-invalid={bad(`heatDial.${i}.${m.key}`)}
                    value={r[m.key]}
                    onChange={(e) => setRow(i, { [m.key]: e.target.value })}
                  />
                </td>
              ))}
              <td>
                <input
                  type="checkbox"
                  aria-label={t('dial.shutdownCell', { n: i })}
                  checked={r.shutdown}
                  onChange={(e) => setRow(i, { shutdown: e.target.checked })}
                />
              </td>
              <td>
                <button type="button" className="secondary" onClick={() => onChange({ ...f, heatDial: rows.filter((_, j) => j !== i) })}>
                  {t('dial.removeHeat', { n: i })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="secondary" onClick={() => onChange({ ...f, heatDial: [...rows, blankHeatRow()] })}>
        {t('dial.addHeat')}
      </button>
    </div>
  );
}
