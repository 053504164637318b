import { useState } from 'react';
import {
  DA_UNIT_LIBRARY,
  type DaFormError,
  type DaPlacedForm,
  type DaSetupForm,
  blankUnitForm,
  libraryUnit,
  placedFromSpec,
  sidePoints,
  unitFormFromSpec,
} from '@marshal/dark-age';

const where = (u: DaPlacedForm): string =>
  u.aboard ? `aboard ${u.aboard}` : u.position ? `at (${u.position.x}, ${u.position.y})` : u.carry?.status === 'eliminated' ? 'eliminated' : 'not placed yet';

/** Each side's units: add from the sample library or a blank card, place, face, start aboard a transport, edit, remove. */
export function SetupUnits({
  form,
  onChange,
  selected,
  onSelect,
  errors,
}: {
  form: DaSetupForm;
  onChange: (f: DaSetupForm) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
  errors: readonly DaFormError[];
}) {
  const [pick, setPick] = useState<[string, string]>([DA_UNIT_LIBRARY[0]!.key, DA_UNIT_LIBRARY[0]!.key]);
  const points = sidePoints(form);
  const setUnit = (id: string, patch: Partial<DaPlacedForm>) => onChange({ ...form, units: form.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) });
  function add(side: 0 | 1, blank: boolean) {
    const spec = libraryUnit(pick[side]);
    const placed = placedFromSpec(form, side, blank || !spec ? blankUnitForm() : unitFormFromSpec(spec.spec, false));
    onChange({ ...form, units: [...form.units, placed] });
    onSelect(placed.id);
  }
  function remove(id: string) {
    onChange({ ...form, units: form.units.filter((u) => u.id !== id).map((u) => (u.aboard === id ? { ...u, aboard: '' } : u)) });
    if (selected === id) onSelect(null);
  }
  return (
    <div className="da-sides">
      {([0, 1] as const).map((side) => {
        const player = form.players[side].trim() || `Player ${side + 1}`;
        const own = form.units.filter((u) => u.side === side);
        const transports = own.filter((u) => u.unit.capabilities.transport);
        return (
          <section key={side} className="panel" aria-label={`Units of ${player}`}>
            <h3>
              {player}: {points[side]}
              {form.buildTotal.trim() ? ` of ${form.buildTotal} points` : ' points'}
            </h3>
            <div className="row">
              <label>
                Sample unit for {player}
                <select value={pick[side]} onChange={(e) => setPick(side ? [pick[0], e.target.value] : [e.target.value, pick[1]])}>
                  {DA_UNIT_LIBRARY.map((u) => (
                    <option key={u.key} value={u.key}>
                      {u.spec.name} ({u.spec.points} points): {u.summary}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => add(side, false)}>
                Add to {player}
              </button>
              <button type="button" className="secondary" onClick={() => add(side, true)}>
                New blank unit for {player}
              </button>
            </div>
            <ul className="unit-list">
              {own.map((u) => {
                const at = form.units.indexOf(u);
                const rowErrors = errors.filter((e) => ['position', 'aboard', 'facing'].some((k) => e.field === `units.${at}.${k}`));
                const canRide = !u.unit.capabilities.transport && u.unit.type !== 'mech';
                return (
                  <li key={u.id} className={`unit-row${selected === u.id ? ' selected' : ''}`} aria-label={`${u.id} ${u.unit.name}`}>
                    <strong>{u.id}</strong> {u.unit.name || 'Unnamed unit'} · {u.unit.points || '—'} points · {where(u)}
                    <div className="row">
                      <label>
                        Facing of {u.id} (°)
                        <input
                          inputMode="decimal"
                          value={u.facing}
                          aria-invalid={rowErrors.some((e) => e.field.endsWith('facing')) || undefined}
                          onChange={(e) => setUnit(u.id, { facing: e.target.value })}
                        />
                      </label>
                      {canRide && transports.length > 0 && (
                        <label>
                          {u.id} starts aboard
                          <select value={u.aboard} onChange={(e) => setUnit(u.id, { aboard: e.target.value })}>
                            <option value="">no transport (on the table)</option>
                            {transports.map((t) => (
                              <option key={t.id} value={t.id}>
                                {t.id} {t.unit.name}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </div>
                    <div className="unit-actions">
                      <button type="button" className={selected === u.id ? '' : 'secondary'} onClick={() => onSelect(selected === u.id ? null : u.id)}>
                        {selected === u.id ? `Done with ${u.id}` : `Edit and place ${u.id}`}
                      </button>
                      <button type="button" className="secondary" onClick={() => remove(u.id)}>
                        Remove {u.id}
                      </button>
                    </div>
                    {rowErrors.map((e) => (
                      <p key={e.message} className="error-message">
                        {e.message}
                      </p>
                    ))}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
