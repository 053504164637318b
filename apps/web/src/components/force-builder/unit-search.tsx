import { useEffect, useId, useState } from 'react';
import { ERAS, type ForceUnitFacts } from '@marshal/catalog';
import { ApiError, api } from '../../api';
import { useApi } from '../../use-api';
import { useTranslation } from 'react-i18next';
import { WEIGHT_CLASSES, parseTons } from './force-rows';

/** Catalog search filters; every one optional ("" = any). */
export interface SearchFilters {
  readonly q: string;
  readonly weight: string;
  readonly tons: string;
  readonly tech: string;
  readonly rules: string;
  readonly era: string;
  readonly faction: string;
  readonly jump: '' | 'true' | 'false';
}

export const NO_FILTERS: SearchFilters = { q: '', weight: '', tons: '', tech: '', rules: '', era: '', faction: '', jump: '' };

interface Hit {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly tons: number;
  readonly jump: number;
  readonly techBase: string;
  readonly rules: string;
  readonly bv: number | null;
  readonly facts: ForceUnitFacts;
}

const PAGE = 10;
const RULES = [
  { id: 'intro,standard', label: 'search.rules.introStandard' },
  { id: 'intro', label: 'search.rules.intro' },
  { id: 'standard', label: 'search.rules.standard' },
  { id: 'advanced', label: 'search.rules.advanced' },
  { id: 'experimental', label: 'search.rules.experimental' },
];

/** The query string for the catalog search, or the reason a filter cannot be used. */
export function searchPath(f: SearchFilters, kind: string | undefined, offset: number): { path: string } | { error: string; field: string } {
  const tons = parseTons(f.tons);
  if ('error' in tons) return { error: tons.error, field: 'tons' };
  const range = tons.tons ?? WEIGHT_CLASSES.find((w) => w.id === f.weight)?.tons ?? '';
  const p = new URLSearchParams();
  const set = (k: string, v: string | undefined) => v && p.set(k, v);
  set('q', f.q.trim());
  set('tons', range);
  set('tech', f.tech);
  set('rules', f.rules);
  set('era', f.era);
  set('faction', f.faction);
  set('jump', f.jump);
  set('kind', kind);
  p.set('limit', String(PAGE));
  p.set('offset', String(offset));
  return { path: `/catalog/units?${p.toString()}` };
}

/** Search the catalog by name and filters (weight class or tonnage, tech base, rules level, era, faction, jump) and add a result. */
export function UnitSearch({
  label,
  kind,
  initial,
  disabled,
  onPick,
  baseBv = false,
}: {
  label: string;
  kind?: string;
  initial?: Partial<SearchFilters>;
  disabled?: string | null;
  onPick: (unit: ForceUnitFacts) => void;
  /** Say "Base BV" (the catalog's, before skills) where the page also shows skill-adjusted BV. */
  baseBv?: boolean;
}) {
  const { t: tr } = useTranslation('forces');
  const id = useId();
  const [f, setF] = useState<SearchFilters>({ ...NO_FILTERS, ...initial });
  const [offset, setOffset] = useState(0);
  const [hits, setHits] = useState<{ total: number; results: Hit[] } | null>(null);
  const [error, setError] = useState<{ message: string; field: string } | null>(null);
  const factions = useApi<{ factions: { id: string; name: string; group?: string }[] }>(`/catalog/factions${f.era ? `?era=${encodeURIComponent(f.era)}` : ''}`);
  const set = (patch: Partial<SearchFilters>) => {
    setF({ ...f, ...patch });
    setOffset(0);
  };
  const active = f.q.trim().length >= 2 || Object.entries(f).some(([k, v]) => k !== 'q' && v !== '');

  useEffect(() => {
    // "Show more" adds the next page under the results already shown; a new search starts again from the best match.
    if (offset === 0) setHits(null);
    if (!active) return setError(null);
    const built = searchPath(f, kind, offset);
    if ('error' in built) return setError({ message: built.error, field: built.field });
    setError(null);
    const controller = new AbortController();
    const t = setTimeout(() => {
      api
        .get<{ total: number; results: Hit[] }>(built.path, controller.signal)
        .then((r) => setHits((shown) => (offset > 0 && shown ? { total: r.total, results: [...shown.results.slice(0, offset), ...r.results] } : r)))
        .catch((e: Error) => {
          if (e.name === 'AbortError') return;
          setError({ message: e.message, field: e instanceof ApiError ? (e.location.field ?? '') : '' });
        });
    }, 200);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [f, kind, offset, active]);

  const showing = hits && hits.total > hits.results.length ? tr('search.showing', { from: 1, to: hits.results.length }) : '';
  const err = (field: string) => (error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  return (
    <div className="unit-search" role="search" aria-label={tr('search.find', { label })}>
      <label>
        <span>{tr('search.byName')}</span>
        <input type="search" value={f.q} onChange={(e) => set({ q: e.target.value })} placeholder={tr('search.placeholder')} {...err('q')} />
      </label>
      <details className="unit-filters">
        <summary>{tr('search.filters')}</summary>
        <div className="filter-grid">
          <label>
            <span>{tr('search.weight')}</span>
            <select value={f.weight} onChange={(e) => set({ weight: e.target.value })}>
              <option value="">{tr('search.any')}</option>
              {WEIGHT_CLASSES.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{tr('search.tons')}</span>
            <input
              value={f.tons}
              onChange={(e) => set({ tons: e.target.value })}
              placeholder={tr('search.tonsPlaceholder')}
              inputMode="numeric"
              {...err('tons')}
            />
          </label>
          <label>
            <span>{tr('search.tech')}</span>
            <select value={f.tech} onChange={(e) => set({ tech: e.target.value })}>
              <option value="">{tr('search.any')}</option>
              <option value="is">{tr('search.is')}</option>
              <option value="clan">{tr('search.clan')}</option>
              <option value="mixed">{tr('search.mixed')}</option>
            </select>
          </label>
          <label>
            <span>{tr('search.rulesLevel')}</span>
            <select value={f.rules} onChange={(e) => set({ rules: e.target.value })} {...err('rules')}>
              <option value="">{tr('search.any')}</option>
              {RULES.map((r) => (
                <option key={r.id} value={r.id}>
                  {tr(r.label)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{tr('search.era')}</span>
            <select value={f.era} onChange={(e) => set({ era: e.target.value, faction: '' })} {...err('era')}>
              <option value="">{tr('search.any')}</option>
              {ERAS.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} ({e.start}–{e.end === 9999 ? '' : e.end})
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{tr('search.faction')}</span>
            <select value={f.faction} onChange={(e) => set({ faction: e.target.value })} disabled={!factions.data?.factions.length} {...err('faction')}>
              <option value="">{factions.data && !factions.data.factions.length ? tr('search.noData') : tr('search.any')}</option>
              {factions.data?.factions.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{tr('search.jumpJets')}</span>
            <select value={f.jump} onChange={(e) => set({ jump: e.target.value as SearchFilters['jump'] })}>
              <option value="">{tr('search.any')}</option>
              <option value="true">{tr('search.jumps')}</option>
              <option value="false">{tr('search.noJump')}</option>
            </select>
          </label>
        </div>
      </details>
      {error && (
        <p className="error-message" role="alert" id={`${id}-error`}>
          {error.message}
        </p>
      )}
      {hits && (
        <>
          <p className="hint" role="status">
            {hits.total === 0 ? tr('search.noMatch') : `${tr('search.match', { count: hits.total })}${showing}.`}
          </p>
          <ul className="picker-results" aria-label={tr('search.results', { label })}>
            {hits.results.map((h, i) => (
              // Two unit files can share an id (the catalog slugs "Marauder (Bounty Hunter-3015)" and "… Bounty Hunter 3015" alike).
              <li key={`${i}-${h.id}`}>
                <button
                  type="button"
                  disabled={!!disabled}
                  title={disabled ?? undefined}
                  onClick={() => onPick(h.facts)}
                  aria-label={tr('search.add', { name: h.name })}
                >
                  {h.name}
                </button>{' '}
                <span className="hint">
                  {h.tons} t · {h.techBase} · {h.rules}
                  {h.jump ? tr('search.jump', { n: h.jump }) : ''}
                  {h.bv === null ? '' : baseBv ? tr('search.baseBv', { bv: h.bv }) : ` · BV ${h.bv}`}
                </span>
              </li>
            ))}
          </ul>
          {hits.results.length < hits.total && (
            <div className="row">
              <button type="button" className="secondary" onClick={() => setOffset(hits.results.length)}>
                {tr('search.more', { count: Math.min(PAGE, hits.total - hits.results.length) })}
              </button>
            </div>
          )}
        </>
      )}
      {disabled && <p className="hint">{disabled}</p>}
    </div>
  );
}
