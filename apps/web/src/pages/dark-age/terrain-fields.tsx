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
  const set = (i: number, patch: Partial<DaTerrainForm>) => onChange(terrain.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  const bad = (i: number, k: string) => (errors.some((e) => e.field === `terrain.${i}.${k}`) ? true : undefined);
  function add() {
    const used = new Set(terrain.map((t) => t.id));
    let n = terrain.length + 1;
    while (used.has(`terrain-${n}`)) n++;
    onChange([...terrain, { id: `terrain-${n}`, kind: 'hindering', label: '', x: '', y: '', w: '', h: '' }]);
  }
  const box = (i: number, k: 'x' | 'y' | 'w' | 'h', label: string) => (
    <label>
      Terrain {i + 1} {label}
      <input inputMode="decimal" value={terrain[i]![k]} aria-invalid={bad(i, k)} onChange={(e) => set(i, { [k]: e.target.value })} />
    </label>
  );
  return (
    <fieldset>
      <legend>Terrain (inches from the bottom-left corner)</legend>
      {terrain.map((t, i) => (
        <div key={t.id} className="row">
          <label>
            Terrain {i + 1} kind
            <select value={t.kind} onChange={(e) => set(i, { kind: e.target.value as DaTerrainForm['kind'] })}>
              {DA_TERRAIN_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Terrain {i + 1} label
            <input value={t.label} onChange={(e) => set(i, { label: e.target.value })} />
          </label>
          {box(i, 'x', 'left edge x')}
          {box(i, 'y', 'bottom edge y')}
          {box(i, 'w', 'width')}
          {box(i, 'h', 'depth')}
          <button type="button" className="secondary" onClick={() => onChange(terrain.filter((_, j) => j !== i))}>
            Remove terrain {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={add}>
        Add terrain
      </button>
    </fieldset>
  );
}
