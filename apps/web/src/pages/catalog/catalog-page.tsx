import './catalog.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useApi } from '../../use-api';
import { navigate, useLocation } from '../../router';
import { BvPanel } from './bv-panel';
import { ResultPage, ResultRows } from './result-page';
import type { SearchResponse, UnitResponse } from './types';
import { UnitCard } from './unit-card';

/** Units listed per page of results; "Show more" adds the next page. */
export const PAGE_SIZE = 100;

/** Era ids as the server takes them; their names are `era.<id>` in the catalog namespace. */
const ERAS = [
  'star-league',
  'late-succession-war-renaissance',
  'clan-invasion',
  'civil-war',
  'jihad',
  'early-republic',
  'late-republic',
  'dark-age',
  'ilclan',
] as const;
const RULES = ['intro', 'standard', 'advanced', 'experimental'] as const;
const KINDS = ['mech', 'vehicle', 'vtol', 'battle-armor', 'infantry', 'protomech', 'aerospace'] as const;

interface Filters {
  text: string;
  minTons: string;
  maxTons: string;
  jump: '' | 'true' | 'false';
  rules: string[];
  era: string;
  kind: string;
  faction: string;
}

/** Typing settles for a moment before the search runs. */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function queryString(f: Filters): string {
  const p = new URLSearchParams();
  if (f.text.trim()) p.set('q', f.text.trim());
  if (f.minTons || f.maxTons) p.set('tons', `${f.minTons || '0'}-${f.maxTons || '200'}`);
  if (f.jump) p.set('jump', f.jump);
  if (f.rules.length) p.set('rules', f.rules.join(','));
  if (f.era) p.set('era', f.era);
  if (f.kind) p.set('kind', f.kind);
  if (f.faction.trim()) p.set('faction', f.faction.trim());
  return p.toString();
}

/** The unit browser: filters, search as you type, and a record-sheet card for the chosen unit. */
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { number } = useFormat();
  const [f, setF] = useState<Filters>({ text: '', minTons: '', maxTons: '', jump: '', rules: [], era: '', kind: 'mech', faction: '' });
  const selected = useLocation().search.get('unit');
  const select = (id: string) => navigate(`/units?unit=${encodeURIComponent(id)}`, { keepScroll: true });
  const qs = useDebounced(queryString(f), 200);
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [qs]);
  const search = useApi<SearchResponse>(`/catalog/units?${qs}&limit=${PAGE_SIZE}`);
  const factions = useApi<{ factions: { id: string; name: string }[] }>(`/catalog/factions${f.era ? `?era=${encodeURIComponent(f.era)}` : ''}`);
  const shown = Math.min(search.data?.total ?? 0, pages * PAGE_SIZE);
  const unit = useApi<UnitResponse>(selected ? `/catalog/units/${encodeURIComponent(selected)}` : null);
  const set = (patch: Partial<Filters>) => setF((old) => ({ ...old, ...patch }));
  const toggleRule = (r: string) => set({ rules: f.rules.includes(r) ? f.rules.filter((x) => x !== r) : [...f.rules, r] });
  return (
    <div className="catalog-page">
      <h1>{t('title')}</h1>
      <form className="catalog-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('filters')}>
        <label>
          {t('find')} <input type="search" value={f.text} placeholder="Atlas, Timber Wolf…" onChange={(e) => set({ text: e.target.value })} />
        </label>
        <label>
          {t('kind.label')}
          <select value={f.kind} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">{t('any')}</option>
            {KINDS.map((v) => (
              <option key={v} value={v}>
                {t(`kind.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('minTons')} <input inputMode="numeric" value={f.minTons} onChange={(e) => set({ minTons: e.target.value.replace(/\D/g, '') })} size={4} />
        </label>
        <label>
          {t('maxTons')} <input inputMode="numeric" value={f.maxTons} onChange={(e) => set({ maxTons: e.target.value.replace(/\D/g, '') })} size={4} />
        </label>
        <label>
          {t('jump.label')}
          <select value={f.jump} onChange={(e) => set({ jump: e.target.value as Filters['jump'] })}>
            <option value="">{t('jump.either')}</option>
            <option value="true">{t('jump.yes')}</option>
            <option value="false">{t('jump.no')}</option>
          </select>
        </label>
        <label>
          {t('era.label')}
          <select value={f.era} onChange={(e) => set({ era: e.target.value })}>
            <option value="">{t('era.any')}</option>
            {ERAS.map((v) => (
              <option key={v} value={v}>
                {t(`era.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('faction.label')}
          <select value={f.faction} onChange={(e) => set({ faction: e.target.value })} disabled={!factions.data?.factions.length}>
            <option value="">{factions.data && !factions.data.factions.length ? t('faction.none') : t('any')}</option>
            {factions.data?.factions.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('rules.label')}</legend>
          {RULES.map((r) => (
            <label key={r} className="inline">
              <input type="checkbox" checked={f.rules.includes(r)} onChange={() => toggleRule(r)} /> {t(`rules.${r}`)}
            </label>
          ))}
        </fieldset>
      </form>
      <div className="catalog-layout">
        <section aria-label={t('results')} className="catalog-results">
          {search.error && (
            <p className="error" role="alert">
              {search.error.message}
            </p>
          )}
          {search.data && (
            <p data-testid="result-count">
              {t('count', { count: search.data.total, total: number(search.data.total) })}
              {search.data.total > shown ? ` ${t('showing', { shown: number(shown) })}` : ''}
            </p>
          )}
          <ul>
            {search.data && <ResultRows rows={search.data.results} selected={selected} onSelect={select} />}
            {Array.from({ length: pages - 1 }, (_, i) => (
              <ResultPage
                key={`${qs}-${i + 1}`}
                path={`/catalog/units?${qs}&limit=${PAGE_SIZE}&offset=${(i + 1) * PAGE_SIZE}`}
                selected={selected}
                onSelect={select}
              />
            ))}
          </ul>
          {search.data && search.data.total > shown && (
            <button type="button" className="show-more" onClick={() => setPages(pages + 1)}>
              {t('more', { count: Math.min(PAGE_SIZE, search.data.total - shown) })}
            </button>
          )}
        </section>
        <section aria-label={t('card.section')} className="catalog-card">
          {!selected && <p className="hint">{t('choose')}</p>}
          {unit.error && (
            <p className="error" role="alert">
              {unit.error.message}
            </p>
          )}
          {unit.data && selected && (
            <div className="card-and-bv">
              <UnitCard data={unit.data} />
              {unit.data.bv ? <BvPanel bv={unit.data.bv} /> : <p className="hint">{t('noBv')}</p>}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
