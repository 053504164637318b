import { type CheckResult, type Comparison, type DiceSource, type Modifier, type Ruling, RecordingDice, makeRuling, parseDice, rollCheck } from '@marshal/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RulingView } from '../../components/ruling-view';
import { DiceRoller } from './dice-roller';
import { type ModifierDraft, ModifierEditor } from './modifier-editor';
import { RollHistory, type HistoryItem } from './roll-history';
import { type SourceDraft, toSource } from './source-fields';

const TW = (detail: string): SourceDraft => ({ kind: 'book', name: 'Total Warfare', detail });
/** The example check the page opens with, in the reader's language (the book sections stay as the book names them). */
const start = (t: TFunction<'explorer'>): ModifierDraft[] => [
  { key: 1, label: t('start.gunnery'), value: '4', source: TW('Firing weapons › base to-hit number') },
  { key: 2, label: t('start.mediumRange'), value: '2', source: TW('Range modifiers') },
  { key: 3, label: t('start.targetMoved'), value: '1', source: TW('Target movement modifiers') },
];

/** Exact counting costs about (dice × sides)² steps; keep the page responsive while typing. */
const MAX_WORK = 10_000;

type Built = { ok: true; ruling: Ruling } | { ok: false; problems: string[] };

/** Turn what was typed into a core Ruling, or the list of things to fix (each naming the modifier). */
export function buildCheck(t: TFunction<'explorer'>, label: string, roll: string, comparison: Comparison, drafts: readonly ModifierDraft[]): Built {
  const problems: string[] = [];
  try {
    const spec = parseDice(roll);
    if (spec.count * spec.sides > MAX_WORK) problems.push(t('problems.tooMany', { roll, max: MAX_WORK }));
  } catch (e) {
    problems.push((e as Error).message);
  }
  if (drafts.length === 0) problems.push(t('problems.noModifier'));
  const modifiers: Modifier[] = drafts.map((d, i) => {
    if (!d.label.trim()) problems.push(t('problems.noLabel', { n: i + 1 }));
    if (!/^\s*[+-]?\d+\s*$/.test(d.value)) problems.push(t('problems.notWhole', { n: i + 1, label: d.label || t('unlabelled') }));
    return { id: `m${d.key}`, label: d.label.trim(), value: Number(d.value), source: toSource(d.source) };
  });
  if (problems.length) return { ok: false, problems };
  return { ok: true, ruling: makeRuling({ id: 'explorer-check', label: label.trim() || t('defaultName'), roll, comparison, modifiers }) };
}

function historyItem(t: TFunction<'explorer'>, result: CheckResult, how: string): HistoryItem {
  const roll = result.roll!;
  const cmp = result.ruling.comparison === 'at-least' ? '≥' : '≤';
  const values = { total: roll.total, faces: roll.faces.join(' + '), cmp, target: result.ruling.target, margin: result.margin };
  return {
    text: t(result.success ? 'history.success' : 'history.failure', values),
    detail: how,
    tone: result.success ? 'good' : 'bad',
  };
}

/** Build a check from dice, comparison and modifiers; see its itemised ruling, exact odds, chart; roll it. */
export function CheckBuilder() {
  const { t } = useTranslation('explorer');
  const [label, setLabel] = useState(() => t('start.name'));
  const [roll, setRoll] = useState('2d6');
  const [comparison, setComparison] = useState<Comparison>('at-least');
  const [drafts, setDrafts] = useState<ModifierDraft[]>(() => start(t));
  const [history, setHistory] = useState<HistoryItem[]>([]);
  const built = useMemo(() => buildCheck(t, label, roll, comparison, drafts), [t, label, roll, comparison, drafts]);
  const onRoll = (source: DiceSource, how: string) => {
    if (!built.ok) throw new Error(t('problems.fixFirst', { problem: built.problems[0] }));
    const result = rollCheck(built.ruling, new RecordingDice(source));
    setHistory((h) => [historyItem(t, result, how), ...h].slice(0, 8));
  };
  return (
    <section className="panel" aria-labelledby="check-heading">
      <h2 id="check-heading">{t('build.heading')}</h2>
      <div className="row">
        <label>
          <span>{t('build.name')}</span>
          <input value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label>
          <span>{t('build.dice')}</span>
          <input value={roll} onChange={(e) => setRoll(e.target.value)} aria-describedby="dice-help" spellCheck={false} />
        </label>
        <label>
          <span>{t('build.succeedsOn')}</span>
          <select value={comparison} onChange={(e) => setComparison(e.target.value as Comparison)}>
            <option value="at-least">{t('build.atLeast')}</option>
            <option value="at-most">{t('build.atMost')}</option>
          </select>
        </label>
      </div>
      <p id="dice-help" className="hint">
        {t('build.diceHelp')}
      </p>
      <ModifierEditor drafts={drafts} onChange={setDrafts} />
      <CheckOutcome built={built} />
      {built.ok && !built.ruling.automatic && <DiceRoller name="check" dice={parseDice(built.ruling.roll)} onRoll={onRoll} />}
      <RollHistory label={t('build.history')} items={history} />
    </section>
  );
}

function CheckOutcome({ built }: { built: Built }) {
  const { t } = useTranslation('explorer');
  if (built.ok)
    return (
      <div className="result" aria-live="polite">
        <RulingView ruling={built.ruling} open chart />
      </div>
    );
  return (
    <div role="alert">
      <ul className="problems" aria-label={t('build.problems')}>
        {built.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
