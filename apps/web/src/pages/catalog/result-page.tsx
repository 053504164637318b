import { useTranslation } from 'react-i18next';
import { useApi } from '../../use-api';
import type { SearchResponse, UnitRow } from './types';

/** Search results as links: each unit has its own address (/units?unit=…), so a choice can be shared or reopened. */
export function ResultRows({ rows, selected, onSelect }: { rows: readonly UnitRow[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <>
      {rows.map((u) => (
        <li key={u.id}>
          <a
            href={`/units?unit=${encodeURIComponent(u.id)}`}
            className={selected === u.id ? 'selected' : ''}
            aria-current={selected === u.id ? 'page' : undefined}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onSelect(u.id);
            }}
          >
            <span className="name">{u.name}</span>
            <span className="meta">
              {u.tons} t · {u.walk}/{u.run}/{u.jump} · {u.rules} · {u.intro}
              {u.bv ? ` · BV ${u.bv}` : ''}
            </span>
          </a>
        </li>
      ))}
    </>
  );
}

/** A later page of the same search, fetched when the person asks for more. */
export function ResultPage({ path, selected, onSelect }: { path: string; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const page = useApi<SearchResponse>(path);
  if (page.error)
    return (
      <li className="error" role="alert">
        {page.error.message}
      </li>
    );
  if (!page.data) return <li className="hint">{t('shell.loading')}</li>;
  return <ResultRows rows={page.data.results} selected={selected} onSelect={onSelect} />;
}
