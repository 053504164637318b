import { useTranslation } from 'react-i18next';
import { DA_TERRAIN_KINDS, type DaFormError, type DaTerrainForm } from '@marshal/dark-age';

/** Terrain areas as rectangles in inches from the bottom-left corner of the table. */
export function TerrainFields({
  terrain,
  onChange,
  errors,
}: {
  terrain: DaTerrainForm[];
  onChange: (t: DaTerrainForm[]) => void;
  errors: readonly DaFormError[];
}) {
  const { t } = useTranslation('darkAge');
  const set = (i: number, patch: Partial<DaTerrainForm>) => onChange(terrain.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const bad = (i: number, k: string) => (errors.some((e) => e.field === `terrain.${i}.${k}`) ? true : undefined);
  function add() {
    const used = new Set(terrain.map((x) => x.id));
    let n = terrain.length + 1;
    while (used.has(`terrain-${n}`)) n++;
    onChange([...terrain, { id: `terrain-${n}`, kind: 'hindering', label: '', x: '', y: '', w: '', h: '' }]);
  }
  const box = (i: number, k: 'x' | 'y' | 'w' | 'h') => (
    <label>
      {t(`terrain.${k}`, { n: i + 1 })}
      <input inputMode="decimal" value={terrain[i]![k]} aria-invalid={bad(i, k)} onChange={(e) => set(i, { [k]: e.target.value })} />
    </label>
  );
  return (
    <fieldset>
      <legend>{t('terrain.legend')}</legend>
      {terrain.map((area, i) => (
        <div key={area.id} className="row">
          <label>
            {t('terrain.kind', { n: i + 1 })}
            <select value={area.kind} onChange={(e) => set(i, { kind: e.target.value as DaTerrainForm['kind'] })}>
              {DA_TERRAIN_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {t(`terrain.kinds.${k.id}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('terrain.label', { n: i + 1 })}
            <input value={area.label} onChange={(e) => set(i, { label: e.target.value })} />
          </label>
          {box(i, 'x')}
          {box(i, 'y')}
          {box(i, 'w')}
          {box(i, 'h')}
          <button type="button" className="secondary" onClick={() => onChange(terrain.filter((_, j) => j !== i))}>
            {t('terrain.remove', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={add}>
        {t('terrain.add')}
      </button>
    </fieldset>
  );
}
