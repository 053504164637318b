import { DUEL_CATEGORIES, type CategoryId } from '@marshal/tournament';
import { useTranslation } from 'react-i18next';
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
  const { t: tr } = useTranslation('tournament');
  const who = tr('extras.who', { n: index + 1, name: row.unit.name });
  const x = row.extra;
  return (
    <>
      <label className="duel-category">
        <span>{tr('extras.category')}</span>
        <select
          value={x.category}
          disabled={readOnly}
          aria-label={tr('extras.categoryOf', { who })}
          aria-invalid={x.category === '' || undefined}
          onChange={(e) => setExtra({ ...x, category: e.target.value as CategoryId | '' })}
        >
          <option value="">{tr('extras.choose')}</option>
          {DUEL_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {tr(`category.${c.id}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={x.ownedAndPainted}
          disabled={readOnly}
          aria-label={tr('extras.paintedOf', { who })}
          onChange={(e) => setExtra({ ...x, ownedAndPainted: e.target.checked })}
        />{' '}
        {tr('extras.painted')}
      </label>
      {bins === undefined ? (
        <p className="hint">{tr('extras.reading')}</p>
      ) : bins.length === 0 ? (
        <p className="hint">{tr('extras.noBins')}</p>
      ) : (
        <fieldset className="ammo-bins">
          <legend>{tr('extras.ammo')}</legend>
          {bins.map((b, i) => {
            const options = munitionsFor(b.family);
            return (
              <label key={i}>
                <span>{tr('extras.bin', { n: i + 1, name: b.name, tons: b.tons })}</span>
                <select
                  value={x.munitions[i] ?? ''}
                  disabled={readOnly || options.length === 0}
                  aria-label={tr('extras.binOf', { who, n: i + 1 })}
                  onChange={(e) => setExtra({ ...x, munitions: { ...x.munitions, [i]: e.target.value } })}
                >
                  <option value="">{tr('extras.standard')}</option>
                  {options.map((m) => (
                    <option key={m.id} value={m.id}>
                      {tr(`munition.${m.id}`)}
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
