import './simulate.css';
import { type FormEvent, useRef, useState } from 'react';
import { sampleRosterNames } from '@marshal/tournament';
import type { BotSearch } from '@marshal/battletech';
import { api } from '../../api';
import { ForceBuilder } from '../../components/force-builder/force-builder';
import { newRow, parseSkill, type ForceRow } from '../../components/force-builder/force-rows';
import { factsForForce } from '../../components/force-builder/saved-forces';
import { useApi } from '../../use-api';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type MatrixCellView, type MatrixUnitView, MatrixHeatMap, MatrixTable } from './matrix-heat-map';
import { RunControls } from './run-controls';
import { BotSelect } from './bot-select';

/**
 * The roster matchup matrix through POST /api/simulate/matrix, one cell a request (each fits every role's budget and
 * the server spreads its duels over its worker threads), with the heat map filling in as cells come back.
 */

type Row = ForceRow<null>;
const MAX_SIDE = 8;
const MAX_RUNS = 1000;
const START = { gunnery: 3, piloting: 4 };

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function sampleRows(k: number): Promise<Row[]> {
  const units = sampleRosterNames(k).map((m) => ({ unitId: slug(m.unit), chassis: m.unit, model: '', pilot: START }));
  return (await factsForForce({ name: '', units })).map((x) => newRow(x.unit, null, START));
}

function SideFields({ label, rows, setRows }: { label: 'A' | 'B'; rows: Row[]; setRows: (rows: Row[]) => void }) {
  const { t: tr } = useTranslation('simulate');
  return (
    <fieldset className="group-box">
      <legend>
        {tr('matrix.side', { side: label })} {label === 'A' ? tr('matrix.rowsSouth') : tr('matrix.colsNorth')}
      </legend>
      <ForceBuilder
        label={tr('matrix.side', { side: label })}
        rows={rows}
        onRows={setRows}
        newExtra={() => null}
        kind="mech"
        maxUnits={MAX_SIDE}
        skills={{ ...START, fixed: true }}
      />
    </fieldset>
  );
}

interface Result {
  a: MatrixUnitView[];
  b: MatrixUnitView[];
  cells: MatrixCellView[];
  runs: number;
  seed: string;
  bot: BotSearch;
}

function checkForm(a: Row[], b: Row[], runs: string, g: string, p: string, tr: TFunction) {
  if (!a.length || !b.length) return { error: tr('matrix.needsMech') };
  const n = /^\d+$/.test(runs.trim()) ? Number(runs) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_RUNS) return { error: tr('matrix.runsError', { max: MAX_RUNS, value: runs.trim() }) };
  const gunnery = parseSkill(g, tr('matrix.startGunnery'));
  const piloting = parseSkill(p, tr('matrix.startPiloting'));
  if ('error' in gunnery) return { error: gunnery.error };
  if ('error' in piloting) return { error: piloting.error };
  return { runs: n, skills: { gunnery: gunnery.value, piloting: piloting.value } };
}

export function MatrixPage() {
  const { t: tr } = useTranslation('simulate');
  const [a, setA] = useState<Row[]>([]);
  const [b, setB] = useState<Row[]>([]);
  const boards = useApi<string[]>('/maps/boards');
  const [map, setMap] = useState('Beginner Box/16x17 Grassland 1');
  const [runs, setRuns] = useState('100');
  const [seed, setSeed] = useState('marshal');
  const [gunnery, setGunnery] = useState(String(START.gunnery));
  const [piloting, setPiloting] = useState(String(START.piloting));
  const [balance, setBalance] = useState(true);
  const [bot, setBot] = useState<BotSearch>('full');
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const running = progress !== null && progress.done < progress.of && !error;

  async function fillSample() {
    setError(null);
    try {
      const [ra, rb] = await Promise.all([sampleRows(0), sampleRows(1)]);
      setA(ra);
      setB(rb);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function run(e: FormEvent) {
    e.preventDefault();
    const checked = checkForm(a, b, runs, gunnery, piloting, tr);
    if ('error' in checked) return setError(checked.error ?? null);
    const body = {
      a: a.map((r) => ({ name: r.unit.name })),
      b: b.map((r) => ({ name: r.unit.name })),
      skills: checked.skills,
      balance,
      runs: checked.runs,
      seed,
      map,
      bot,
    };
    const order = a.flatMap((_, i) => b.map((_, j) => [i, j] as [number, number]));
    stop.current = false;
    setError(null);
    setResult(null);
    setProgress({ done: 0, of: order.length });
    const cells: MatrixCellView[] = [];
    try {
      for (const [k, cell] of order.entries()) {
        if (stop.current) break;
        const r = await api.post<{ a: MatrixUnitView[]; b: MatrixUnitView[]; cells: MatrixCellView[]; bot: BotSearch }>('/simulate/matrix', {
          ...body,
          cells: [cell],
        });
        cells.push(...r.cells);
        setResult({ a: r.a, b: r.b, cells: [...cells], runs: checked.runs, seed, bot: r.bot });
        setProgress({ done: k + 1, of: order.length });
      }
      if (stop.current) setProgress({ done: cells.length, of: cells.length });
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page simulate-page matrix-page">
      <h1>{tr('matrix.title')}</h1>
      <p className="lede">{tr('matrix.lede')}</p>
      <form className="panel" onSubmit={run} aria-label={tr('matrix.form')}>
        <p>
          <button type="button" className="secondary" onClick={() => void fillSample()}>
            {tr('matrix.sample')}
          </button>
        </p>
        <div className="duelists">
          <SideFields label="A" rows={a} setRows={setA} />
          <SideFields label="B" rows={b} setRows={setB} />
        </div>
        <div className="row">
          <label>
            <span>{tr('duel.board')}</span>
            <select value={map} onChange={(e) => setMap(e.target.value)} aria-label={tr('duel.board')}>
              {(boards.data ?? [map]).map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
          <label className="narrow">
            <span>{tr('matrix.perCell', { max: MAX_RUNS })}</span>
            <input value={runs} onChange={(e) => setRuns(e.target.value)} inputMode="numeric" aria-label={tr('matrix.perCellLabel')} />
          </label>
          <label className="narrow">
            <span>{tr('matrix.startGunnery')}</span>
            <input value={gunnery} onChange={(e) => setGunnery(e.target.value)} inputMode="numeric" aria-label={tr('matrix.startGunnery')} />
          </label>
          <label className="narrow">
            <span>{tr('matrix.startPiloting')}</span>
            <input value={piloting} onChange={(e) => setPiloting(e.target.value)} inputMode="numeric" aria-label={tr('matrix.startPiloting')} />
          </label>
          <label className="narrow">
            <span>{tr('duel.seed')}</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label={tr('duel.seed')} />
          </label>
          <BotSelect value={bot} onChange={setBot} />
          <label className="check">
            <input type="checkbox" checked={balance} onChange={(e) => setBalance(e.target.checked)} /> {tr('matrix.balance')}
          </label>
        </div>
        <RunControls
          running={running}
          submit={tr('matrix.run')}
          onStop={() => (stop.current = true)}
          progress={progress}
          progressLabel={tr('matrix.progress')}
          unit={tr('matrix.unit')}
          error={error}
        />
      </form>
      {result && result.cells.length > 0 && (
        <section className="panel simulation-results" aria-label={tr('matrix.results')} data-bot={result.bot}>
          <h2>{tr('matrix.heading', { count: result.runs, seed: result.seed })}</h2>
          <p className="hint">{tr('bot.played', { bot: tr(`bot.${result.bot}`) })}</p>
          <MatrixHeatMap a={result.a} b={result.b} cells={result.cells} />
          <MatrixTable cells={result.cells} />
          <p className="hint">
            {tr('matrix.hintBefore', { seed: result.seed })} <code>marshal simulate matrix</code>.
          </p>
        </section>
      )}
    </div>
  );
}
