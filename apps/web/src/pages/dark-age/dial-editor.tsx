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
const STATS: readonly { key: Stat; label: string }[] = [
  { key: 'speed', label: 'speed' },
  { key: 'attack', label: 'attack' },
  { key: 'defense', label: 'defense' },
  { key: 'damage', label: 'damage' },
  { key: 'minRange', label: 'minimum range' },
  { key: 'maxRange', label: 'maximum range' },
  { key: 'artilleryRange', label: 'artillery range' },
];

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
  const bad = (field: string) => (errors.some((e) => e.field === field) ? true : undefined);
  const set = (patch: Partial<DaUnitForm>) => onChange({ ...f, ...patch });
  const setClick = (i: number, patch: Partial<DaClickForm>) => set({ dial: f.dial.map((k, j) => (j === i ? { ...k, ...patch } : k)) });
  const stats = STATS.filter((s) => s.key !== 'artilleryRange' || f.capabilities.artillery);
  const mech = f.type === 'mech';
  const field = (label: string, value: string, path: string, patch: (v: string) => Partial<DaUnitForm>, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <label>
      {label}
      <input inputMode={inputMode} value={value} aria-invalid={bad(path)} onChange={(e) => set(patch(e.target.value))} />
    </label>
  );
  return (
    <section className="panel da-dial-editor" aria-label={`Dial of ${who}`}>
      <h3>Dial of {who}</h3>
      <div className="row">
        <label>
          Name
          <input value={f.name} aria-invalid={bad('name')} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label>
          Type
          <select value={f.type} onChange={(e) => set({ type: e.target.value as DaUnitForm['type'] })}>
            {DA_UNIT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        {field('Point value', f.points, 'points', (points) => ({ points }))}
        {field('Base radius (″)', f.baseRadius, 'baseRadius', (baseRadius) => ({ baseRadius }), 'decimal')}
        <label>
          Speed mode
          <select value={f.speedMode ?? ''} aria-invalid={bad('speedMode')} onChange={(e) => set({ speedMode: e.target.value as DaSpeedMode | '' })}>
            <option value="">not given (infantry: foot)</option>
            {DA_SPEED_MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        {(mech || (f.vent ?? '') !== '') && field('Vent rating (empty: the default)', f.vent ?? '', 'vent', (vent) => ({ vent }))}
      </div>
      <fieldset>
        <legend>Special abilities</legend>
        {DA_CAPABILITIES.map((c) => (
          <label key={c.id} className="inline" title={c.description}>
            <input type="checkbox" checked={f.capabilities[c.id]} onChange={(e) => set({ capabilities: { ...f.capabilities, [c.id]: e.target.checked } })} />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      <div className="row">
        {f.capabilities.transport && field('Capacity', f.capacity, 'capacity', (capacity) => ({ capacity }))}
        {f.capabilities.multipleAttacks && field('Ranged attacks', f.attacks, 'attacks', (attacks) => ({ attacks }))}
        {f.capabilities.arcs && field('Front arc (°)', f.frontArc, 'frontArc', (frontArc) => ({ frontArc }), 'decimal')}
        {f.capabilities.arcs && field('Rear arc (°)', f.rearArc, 'rearArc', (rearArc) => ({ rearArc }), 'decimal')}
        {f.capabilities.artillery && (
          <>
            {field('Marker attack', f.marker.attack, 'marker.attack', (attack) => ({ marker: { ...f.marker, attack } }))}
            {field('Marker damage', f.marker.damage, 'marker.damage', (damage) => ({ marker: { ...f.marker, damage } }))}
            {field('Marker target value', f.marker.targetValue, 'marker.targetValue', (targetValue) => ({ marker: { ...f.marker, targetValue } }))}
            {field('Blast radius (″)', f.marker.blastRadius, 'marker.blastRadius', (blastRadius) => ({ marker: { ...f.marker, blastRadius } }), 'decimal')}
          </>
        )}
      </div>
      {f.capabilities.artillery && <p className="hint">Leave the marker target value and blast radius empty to use the rules&apos; defaults.</p>}
      <div className="table-scroll">
        <table className="da-dial">
          <caption>Combat dial (one row per click; damage turns it down the rows)</caption>
          <thead>
            <tr>
              <th scope="col">Click</th>
              <th scope="col">Start</th>
              {stats.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
              {mech && <th scope="col">secondary damage</th>}
              <th scope="col">Salvage</th>
              <th scope="col">Equipment</th>
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
                    aria-label={`Start on click ${i + 1}`}
                    checked={f.startClick === i}
                    onChange={() => set({ startClick: i })}
                  />
                </td>
                {stats.map((s) => (
                  <td key={s.key}>
                    <input
                      inputMode={s.key.endsWith('ange') ? 'decimal' : 'numeric'}
                      aria-label={`Click ${i + 1} ${s.label}`}
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
                      aria-label={`Click ${i + 1} secondary damage`}
                      aria-invalid={bad(`dial.${i}.secondaryDamage`)}
                      value={k.secondaryDamage ?? ''}
                      onChange={(e) => setClick(i, { secondaryDamage: e.target.value })}
                    />
                  </td>
                )}
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Click ${i + 1} salvage`}
                    checked={k.salvage}
                    onChange={(e) => setClick(i, { salvage: e.target.checked })}
                  />
                </td>
                <td>
                  <select
                    multiple
                    aria-label={`Click ${i + 1} equipment`}
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
                    Remove click {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="secondary" onClick={() => onChange(f.dial.length ? addClick(f) : { ...f, dial: [blankClick()] })}>
        Add a click
      </button>
      {(mech || (f.heatDial ?? []).length > 0) && <HeatDialFields f={f} onChange={onChange} bad={bad} />}
      {errors.length > 0 && (
        <ul className="problems" aria-label={`Problems with ${who}`}>
          {errors.map((e) => (
            <li key={e.field + e.message}>{e.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const HEAT_MODS = [
  { key: 'primary', label: 'primary damage' },
  { key: 'secondary', label: 'secondary damage' },
  { key: 'speed', label: 'speed' },
] as const;

/** A 'Mech's heat dial: one row per heat click from 0 (cool), the modifiers it gives, and whether it shuts the 'Mech down. */
function HeatDialFields({ f, onChange, bad }: { f: DaUnitForm; onChange: (f: DaUnitForm) => void; bad: (field: string) => true | undefined }) {
  const rows = f.heatDial ?? [];
  const setRow = (i: number, patch: Partial<DaHeatRowForm>) => onChange({ ...f, heatDial: rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <div className="table-scroll">
      <table className="da-dial">
        <caption>Heat dial (row 0: cool; each push adds a heat click, a vent order removes the vent rating). Empty: no heat effects.</caption>
        <thead>
          <tr>
            <th scope="col">Heat</th>
            {HEAT_MODS.map((m) => (
              <th key={m.key} scope="col">
                {m.label}
              </th>
            ))}
            <th scope="col">Shutdown</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{i}</th>
              {HEAT_MODS.map((m) => (
                <td key={m.key}>
                  <input
                    inputMode="numeric"
                    aria-label={`Heat click ${i} ${m.label} modifier`}
                    aria-invalid={bad(`heatDial.${i}.${m.key}`)}
                    value={r[m.key]}
                    onChange={(e) => setRow(i, { [m.key]: e.target.value })}
                  />
                </td>
              ))}
              <td>
                <input
                  type="checkbox"
                  aria-label={`Heat click ${i} shutdown`}
                  checked={r.shutdown}
                  onChange={(e) => setRow(i, { shutdown: e.target.checked })}
                />
              </td>
              <td>
                <button type="button" className="secondary" onClick={() => onChange({ ...f, heatDial: rows.filter((_, j) => j !== i) })}>
                  Remove heat click {i}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="secondary" onClick={() => onChange({ ...f, heatDial: [...rows, blankHeatRow()] })}>
        Add a heat click
      </button>
    </div>
  );
}
