import { DUEL_CATEGORIES, type CategoryId } from '@marshal/tournament';
import { munitionsFor, type RosterBin, type SolarisExtra, type SolarisRow } from './roster-rows';

/** A roster row's own fields: its duel category, whether the model is owned and painted, and a munition for each ammunition bin. */
export function RosterExtras({
  row,
  index,
  bins,
  readOnly,
  setExtra,
}: {
  row: SolarisRow;
  index: number;
  bins: readonly RosterBin[] | undefined;
  readOnly: boolean;
  setExtra: (extra: SolarisExtra) => void;
}) {
  const who = `Unit ${index + 1} (${row.unit.name})`;
  const x = row.extra;
  return (
    <>
      <label>
        <span>Duel category</span>
        <select
          value={x.category}
          disabled={readOnly}
          aria-label={`${who} duel category`}
          aria-invalid={x.category === '' || undefined}
          onChange={(e) => setExtra({ ...x, category: e.target.value as CategoryId | '' })}
        >
          <option value="">Choose…</option>
          {DUEL_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={x.ownedAndPainted}
          disabled={readOnly}
          aria-label={`${who} model owned and painted`}
          onChange={(e) => setExtra({ ...x, ownedAndPainted: e.target.checked })}
        />{' '}
        Model owned and painted
      </label>
      {bins === undefined ? (
        <p className="hint">Reading its ammunition…</p>
      ) : bins.length === 0 ? (
        <p className="hint">No ammunition bins.</p>
      ) : (
        <fieldset className="ammo-bins">
          <legend>Ammunition (fixed before the event)</legend>
          {bins.map((b, i) => {
            const options = munitionsFor(b.family);
            return (
              <label key={i}>
                <span>
                  Bin {i + 1}: {b.name} ({b.tons} t)
                </span>
                <select
                  value={x.munitions[i] ?? ''}
                  disabled={readOnly || options.length === 0}
                  aria-label={`${who} bin ${i + 1} munition`}
                  onChange={(e) => setExtra({ ...x, munitions: { ...x.munitions, [i]: e.target.value } })}
                >
                  <option value="">Standard</option>
                  {options.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.label}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>
      )}
    </>
  );
}
