import { useEffect, useState } from 'react';
import type { Unit } from '@marshal/catalog';
import { missionUnitFromCatalog, type Side } from '@marshal/missions';
import { api } from '../../api';
import type { DraftUnit } from './force-editor';

interface Hit {
  readonly id: string;
  readonly name: string;
  readonly tons: number;
  readonly bv: number | null;
}

/** Search the unit catalog and add a unit with its real tonnage, movement, equipment and BV. */
export function CatalogPicker({ side, nextId, onPick }: { side: Side; nextId: string; onPick: (u: DraftUnit) => void }) {
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (q.trim().length < 2) return setHits([]);
    const controller = new AbortController();
    const t = setTimeout(() => {
      api
        .get<{ results: Hit[] }>(`/catalog/units?q=${encodeURIComponent(q)}&limit=8`, controller.signal)
        .then((r) => { setHits(r.results.slice(0, 8)); setError(null); })
        .catch((e: Error) => e.name !== 'AbortError' && setError(e.message));
    }, 200);
    return () => { clearTimeout(t); controller.abort(); };
  }, [q]);
  async function pick(hit: Hit) {
    const full = await api.get<{ unit: Unit; bv: { total: number } | null }>(`/catalog/units/${encodeURIComponent(hit.id)}`);
    const { side: _side, ...unit } = missionUnitFromCatalog(full.unit, { id: nextId, side, value: full.bv?.total ?? 0 });
    onPick(unit);
    setQ('');
  }
  return (
    <div className="catalog-picker">
      <label>
        Add from the catalog <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="e.g. Atlas AS7-D" aria-label={`search the catalog for a ${side} unit`} />
      </label>
      {error && <span className="error-message">{error}</span>}
      {hits.length > 0 && (
        <ul className="picker-results" role="listbox" aria-label={`${side} catalog results`}>
          {hits.map((h) => (
            <li key={h.id}>
              <button type="button" role="option" aria-selected="false" onClick={() => void pick(h)}>
                {h.name} · {h.tons} t{h.bv ? ` · BV ${h.bv}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
