import { type CheckResult, type Comparison, type DiceSource, type Modifier, type Ruling, RecordingDice, makeRuling, parseDice, rollCheck } from '@marshal/core';
import { useMemo, useState } from 'react';
import { RulingView } from '../../components/ruling-view';
import { DiceRoller } from './dice-roller';
import { type ModifierDraft, ModifierEditor } from './modifier-editor';
import { RollHistory, type HistoryItem } from './roll-history';
import { type SourceDraft, toSource } from './source-fields';

const TW = (detail: string): SourceDraft => ({ kind: 'book', name: 'Total Warfare', detail });
const START: ModifierDraft[] = [
  { key: 1, label: 'Gunnery skill', value: '4', source: TW('Firing weapons › base to-hit number') },
  { key: 2, label: 'Medium range', value: '2', source: TW('Range modifiers') },
  { key: 3, label: 'Target moved 3–4 hexes', value: '1', source: TW('Target movement modifiers') },
];

/** Exact counting costs about (dice × sides)² steps; keep the page responsive while typing. */
const MAX_WORK = 10_000;

type Built = { ok: true; ruling: Ruling } | { ok: false; problems: string[] };

/** Turn what was typed into a core Ruling, or the list of things to fix (each naming the modifier). */
export function buildCheck(label: string, roll: string, comparison: Comparison, drafts: readonly ModifierDraft[]): Built {
  const problems: string[] = [];
  try {
    const spec = parseDice(roll);
    if (spec.count * spec.sides > MAX_WORK) problems.push(`${roll} is too many dice to count exactly here (dice × sides at most ${MAX_WORK})`);
  } catch (e) {
    problems.push((e as Error).message);
  }
  if (drafts.length === 0) problems.push('add at least one modifier: the first is the base number, e.g. a skill');
  const modifiers: Modifier[] = drafts.map((d, i) => {
    if (!d.label.trim()) problems.push(`modifier ${i + 1}: give it a label`);
    if (!/^\s*[+-]?\d+\s*$/.test(d.value)) problems.push(`modifier ${i + 1} (${d.label || 'unlabelled'}): the value must be a whole number such as 2 or -1`);
    return { id: `m${d.key}`, label: d.label.trim(), value: Number(d.value), source: toSource(d.source) };
  });
  if (problems.length) return { ok: false, problems };
  return { ok: true, ruling: makeRuling({ id: 'explorer-check', label: label.trim() || 'Check', roll, comparison, modifiers }) };
}

function historyItem(result: CheckResult, how: string): HistoryItem {
  const roll = result.roll!;
  const cmp = result.ruling.comparison === 'at-least' ? '≥' : '≤';
  return {
    text: `${result.success ? 'Success' : 'Failure'}: rolled ${roll.total} (${roll.faces.join(' + ')}) against ${cmp} ${result.ruling.target}, margin ${result.margin}`,
    detail: how,
    tone: result.success ? 'good' : 'bad',
  };
}

/** Build a check from dice, comparison and modifiers; see its itemised ruling, exact odds, chart; roll it. */
export function CheckBuilder() {
  const [label, setLabel] = useState('Weapon attack');
  const [roll, setRoll] = useState('2d6');
  const [comparison, setComparison] = useState<Comparison>('at-least');
  const [drafts, setDrafts] = useState<ModifierDraft[]>(START);
  const [history, setHistory] = useState<HistoryItem[]>([]);
  const built = useMemo(() => buildCheck(label, roll, comparison, drafts), [label, roll, comparison, drafts]);
  const onRoll = (source: DiceSource, how: string) => {
    if (!built.ok) throw new Error(`fix the check first: ${built.problems[0]}`);
    const result = rollCheck(built.ruling, new RecordingDice(source));
    setHistory((h) => [historyItem(result, how), ...h].slice(0, 8));
  };
  return (
    <section className="panel" aria-labelledby="check-heading">
      <h2 id="check-heading">Build a check</h2>
      <div className="row">
        <label>
          <span>Check name</span>
          <input value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label>
          <span>Dice</span>
          <input value={roll} onChange={(e) => setRoll(e.target.value)} aria-describedby="dice-help" spellCheck={false} />
        </label>
        <label>
          <span>Succeeds on</span>
          <select value={comparison} onChange={(e) => setComparison(e.target.value as Comparison)}>
            <option value="at-least">at least the target</option>
            <option value="at-most">at most the target</option>
          </select>
        </label>
      </div>
      <p id="dice-help" className="hint">
        Dice as NdM±K, e.g. 2d6, 3d6 or 1d6-1. The target is the sum of the modifiers; the first is the base number.
      </p>
      <ModifierEditor drafts={drafts} onChange={setDrafts} />
      <CheckOutcome built={built} />
      {built.ok && !built.ruling.automatic && <DiceRoller name="check" dice={parseDice(built.ruling.roll)} onRoll={onRoll} />}
      <RollHistory label="Check rolls" items={history} />
    </section>
  );
}

function CheckOutcome({ built }: { built: Built }) {
  if (built.ok)
    return (
      <div className="result" aria-live="polite">
        <RulingView ruling={built.ruling} open chart />
      </div>
    );
  return (
    <div role="alert">
      <ul className="problems" aria-label="Problems with the check">
        {built.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
