import { type DiceSource, type RollTable, RecordingDice, parseDice, rollOnTable, totalsTable } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OddsChart } from '../../components/odds-chart';
import { useFormat } from '../../i18n/format';
import { useRuleText } from '../../i18n/rule-text';
import { navigate, useLocation } from '../../router';
import { DiceRoller } from './dice-roller';
import { type HistoryItem, RollHistory } from './roll-history';

type AnyTable = RollTable<unknown>;

/** Chance of landing on each row for a modified roll; totals outside an 'error' table are counted apart. */
export function rowChances(table: AnyTable, modifier: number): { rows: number[]; outside: number } {
  const rows = table.rows.map(() => 0);
  let outside = 0;
  for (const { total, probability } of totalsTable(table.roll)) {
    let t = total + modifier;
    if (t < table.range[0] || t > table.range[1]) {
      if (table.outside === 'error') {
        outside += probability;
        continue;
      }
      t = Math.min(table.range[1], Math.max(table.range[0], t));
    }
    const i = table.rows.findIndex((r) => t >= r.min && t <= r.max);
    rows[i] = (rows[i] ?? 0) + probability;
  }
  return { rows, outside };
}

const onText = (min: number, max: number): string => (min === max ? `${min}` : `${min}–${max}`);

/** Pick any registered roll table, read its rows and source, and roll on it with seeded or real dice. */
export function TablePanel({ tables }: { tables: readonly AnyTable[] }) {
  const { t } = useTranslation('explorer');
  const rule = useRuleText();
  const { search } = useLocation();
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState(search.get('table') ?? tables[0]?.id ?? '');
  const [modifier, setModifier] = useState('0');
  const [hitRow, setHitRow] = useState<number | null>(null);
  const [history, setHistory] = useState<HistoryItem[]>([]);
  const needle = filter.trim().toLowerCase();
  // Found by its title in either language (a German reader may search with the English words of the rulebook).
  const shown = tables.filter((t) => !needle || `${t.id} ${t.title} ${rule.tableTitle(t)} ${formatSource(t.source)}`.toLowerCase().includes(needle));
  const table = shown.find((t) => t.id === selectedId) ?? shown[0];
  const mod = /^\s*[+-]?\d+\s*$/.test(modifier) ? Number(modifier) : null;

  if (tables.length === 0)
    return (
      <section className="panel" aria-labelledby="tables-heading">
        <h2 id="tables-heading">{t('tables.heading')}</h2>
        <p className="empty">{t('tables.none')}</p>
      </section>
    );

  const choose = (id: string) => {
    setSelectedId(id);
    navigate(`/rulings?table=${encodeURIComponent(id)}`, { replace: true, keepScroll: true });
    setHitRow(null);
    setHistory([]);
  };
  const onRoll = (source: DiceSource, how: string) => {
    if (!table) return;
    if (mod === null) throw new Error(t('tables.badModifier'));
    const r = rollOnTable(table, new RecordingDice(source), table.title, mod);
    setHitRow(table.rows.indexOf(r.row));
    const modText = mod ? ` ${mod > 0 ? '+' : '−'} ${Math.abs(mod)} = ${r.total}` : '';
    setHistory((h) =>
      [
        { text: `${r.roll.total} (${r.roll.faces.join(' + ')})${modText}: ${rule.tableRow(table, table.rows.indexOf(r.row), r.row.label)}`, detail: how },
        ...h,
      ].slice(0, 8),
    );
  };

  return (
    <section className="panel" aria-labelledby="tables-heading">
      <h2 id="tables-heading">{t('tables.heading')}</h2>
      <div className="row">
        <label>
          <span>{t('tables.find')}</span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('tables.findPlaceholder')} />
        </label>
        <label className="grow">
          <span>{t('tables.select', { shown: shown.length, total: tables.length })}</span>
          <select value={table?.id ?? ''} onChange={(e) => choose(e.target.value)}>
            {shown.map((t) => (
              <option key={t.id} value={t.id}>
                {rule.tableTitle(t)} ({t.id})
              </option>
            ))}
          </select>
        </label>
      </div>
      {!table ? (
        <p className="empty">{t('tables.noMatch', { filter })}</p>
      ) : (
        <TableDetail table={table} modifier={mod} hitRow={hitRow} modifierText={modifier} onModifier={setModifier} />
      )}
      {table && <DiceRoller key={table.id} name="table" dice={parseDice(table.roll)} onRoll={onRoll} />}
      <RollHistory label={t('tables.history')} items={history} />
    </section>
  );
}

interface DetailProps {
  readonly table: AnyTable;
  readonly modifier: number | null;
  readonly modifierText: string;
  readonly hitRow: number | null;
  readonly onModifier: (text: string) => void;
}

function TableDetail({ table, modifier, modifierText, hitRow, onModifier }: DetailProps) {
  const { t } = useTranslation('explorer');
  const rule = useRuleText();
  const { percent } = useFormat();
  const chances = rowChances(table, modifier ?? 0);
  const hit = hitRow === null ? null : table.rows[hitRow];
  const title = rule.tableTitle(table);
  return (
    <article className="roll-table" aria-label={title}>
      <h3>{title}</h3>
      <p className="source">{t('tables.rollSource', { roll: table.roll, source: formatSource(table.source) })}</p>
      {table.notes.map((n, i) => (
        <p key={n} className="hint">
          {rule.tableNote(table, i, n)}
        </p>
      ))}
      <label className="narrow">
        <span>{t('tables.modifier')}</span>
        <input inputMode="numeric" value={modifierText} aria-invalid={modifier === null ? true : undefined} onChange={(e) => onModifier(e.target.value)} />
      </label>
      {modifier === null && (
        <p role="alert" className="error-message">
          {t('tables.badModifierSentence')}
        </p>
      )}
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tables.total')}</th>
              <th scope="col">{t('tables.result')}</th>
              <th scope="col">{t('tables.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) => (
              <tr key={`${r.min}-${r.max}`} className={i === hitRow ? 'hit' : undefined} aria-current={i === hitRow ? 'true' : undefined}>
                <td className="num">{onText(r.min, r.max)}</td>
                <td>{rule.tableRow(table, i, r.label)}</td>
                <td className="num">{percent(chances.rows[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chances.outside > 0 && <p className="hint">{t('tables.outside', { chance: percent(chances.outside) })}</p>}
      <OddsChart
        roll={table.roll}
        label={t('tables.chartLabel', { roll: table.roll, title })}
        legend={[t('tables.legendHit'), t('tables.legendOther')]}
        {...(hit ? { highlight: (t: number) => t + (modifier ?? 0) >= hit.min && t + (modifier ?? 0) <= hit.max } : {})}
      />
    </article>
  );
}
