import { useEffect, useState } from 'react';
import { api } from '../../api';
import { useTranslation } from 'react-i18next';

/** One catalog search result. */
export interface CatalogHit {
  readonly id: string;
  readonly name: string;
  readonly tons: number;
  readonly bv: number | null;
}

/**
 * A catalog search box with its results; `onPick` gets the chosen result. `what` names the field for screen readers
 * ("a red unit"), `results` the result list ("red"); `kind` narrows the search (e.g. 'mech').
 */
export function CatalogSearch({
  what,
  results,
  prompt,
  placeholder,
  kind,
  onPick,
}: {
  what: string;
  results: string;
  prompt: string;
  placeholder: string;
  kind?: string;
  onPick: (hit: CatalogHit) => void | Promise<void>;
}) {
  const { t: tr } = useTranslation('missions');
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<CatalogHit[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (q.trim().length < 2) return setHits([]);
    const controller = new AbortController();
    const t = setTimeout(() => {
      api
        .get<{ results: CatalogHit[] }>(
          `/catalog/units?${kind ? `kind=${encodeURIComponent(kind)}&` : ''}q=${encodeURIComponent(q)}&limit=8`,
          controller.signal,
        )
        .then((r) => {
          setHits(r.results.slice(0, 8));
          setError(null);
        })
        .catch((e: Error) => e.name !== 'AbortError' && setError(e.message));
    }, 200);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [q, kind]);
  return (
    <div className="catalog-picker">
      <label>
        {prompt} <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={placeholder} aria-label={tr('picker.search', { what })} />
      </label>
      {error && <span className="error-message">{error}</span>}
      {hits.length > 0 && (
        <ul className="picker-results" role="listbox" aria-label={tr('picker.results', { results })}>
          {hits.map((h) => (
            <li key={h.id}>
              <button
                type="button"
                role="option"
                aria-selected="false"
                onClick={() => {
                  void onPick(h);
                  setQ('');
                }}
              >
                {h.name} · {h.tons} t{h.bv ? ` · BV ${h.bv}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
