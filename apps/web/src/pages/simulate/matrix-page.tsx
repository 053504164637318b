import './simulate.css';
import { type FormEvent, useRef, useState } from 'react';
import { sampleRosterNames } from '@marshal/tournament';
import { api } from '../../api';
import { ForceBuilder } from '../../components/force-builder/force-builder';
import { newRow, parseSkill, type ForceRow } from '../../components/force-builder/force-rows';
import { factsForForce } from '../../components/force-builder/saved-forces';
import { useApi } from '../../use-api';
import { type MatrixCellView, type MatrixUnitView, MatrixHeatMap, MatrixTable } from './matrix-heat-map';
import { RunControls } from './run-controls';

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
  return (
    <fieldset className="duelist">
      <legend>
        Side {label} ({label === 'A' ? 'rows, south edge' : 'columns, north edge'})
      </legend>
      <ForceBuilder
        label={`Side ${label}`}
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
}

function checkForm(a: Row[], b: Row[], runs: string, g: string, p: string) {
  if (!a.length || !b.length) return { error: "Each side needs at least one 'Mech." };
  const n = /^\d+$/.test(runs.trim()) ? Number(runs) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_RUNS) return { error: `Duels a cell must be a whole number from 1 to ${MAX_RUNS}, not “${runs.trim()}”.` };
  const gunnery = parseSkill(g, 'Starting gunnery');
  const piloting = parseSkill(p, 'Starting piloting');
  if ('error' in gunnery) return { error: gunnery.error };
  if ('error' in piloting) return { error: piloting.error };
  return { runs: n, skills: { gunnery: gunnery.value, piloting: piloting.value } };
}

export function MatrixPage() {
  const [a, setA] = useState<Row[]>([]);
  const [b, setB] = useState<Row[]>([]);
  const boards = useApi<string[]>('/maps/boards');
  const [map, setMap] = useState('Beginner Box/16x17 Grassland 1');
  const [runs, setRuns] = useState('100');
  const [seed, setSeed] = useState('marshal');
  const [gunnery, setGunnery] = useState(String(START.gunnery));
  const [piloting, setPiloting] = useState(String(START.piloting));
  const [balance, setBalance] = useState(true);
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
    const checked = checkForm(a, b, runs, gunnery, piloting);
    if ('error' in checked) return setError(checked.error ?? null);
    const body = {
      a: a.map((r) => ({ name: r.unit.name })),
      b: b.map((r) => ({ name: r.unit.name })),
      skills: checked.skills,
      balance,
      runs: checked.runs,
      seed,
      map,
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
        const r = await api.post<{ a: MatrixUnitView[]; b: MatrixUnitView[]; cells: MatrixCellView[] }>('/simulate/matrix', { ...body, cells: [cell] });
        cells.push(...r.cells);
        setResult({ a: r.a, b: r.b, cells: [...cells], runs: checked.runs, seed });
        setProgress({ done: k + 1, of: order.length });
      }
      if (stop.current) setProgress({ done: cells.length, of: cells.length });
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page simulate-page matrix-page">
      <h1>Roster matchup matrix</h1>
      <p className="lede">
        Every 'Mech of side A fights every 'Mech of side B many times, bots on both sides. With BV balancing on, the cheaper 'Mech's pilot improves as in a
        Solaris VII Stable Challenge duel. You get side A's chance to win each pairing, with a 95% confidence interval.
      </p>
      <form className="panel" onSubmit={run} aria-label="Matrix simulation">
        <p>
          <button type="button" className="secondary" onClick={() => void fillSample()}>
            Use two sample Solaris rosters
          </button>
        </p>
        <div className="duelists">
          <SideFields label="A" rows={a} setRows={setA} />
          <SideFields label="B" rows={b} setRows={setB} />
        </div>
        <div className="row">
          <label>
            <span>Board</span>
            <select value={map} onChange={(e) => setMap(e.target.value)} aria-label="Board">
              {(boards.data ?? [map]).map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
          <label className="narrow">
            <span>Duels a cell (≤ {MAX_RUNS})</span>
            <input value={runs} onChange={(e) => setRuns(e.target.value)} inputMode="numeric" aria-label="Duels a cell" />
          </label>
          <label className="narrow">
            <span>Starting gunnery</span>
            <input value={gunnery} onChange={(e) => setGunnery(e.target.value)} inputMode="numeric" aria-label="Starting gunnery" />
          </label>
          <label className="narrow">
            <span>Starting piloting</span>
            <input value={piloting} onChange={(e) => setPiloting(e.target.value)} inputMode="numeric" aria-label="Starting piloting" />
          </label>
          <label className="narrow">
            <span>Seed</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label="Seed" />
          </label>
          <label className="check">
            <input type="checkbox" checked={balance} onChange={(e) => setBalance(e.target.checked)} /> Balance skills by BV
          </label>
        </div>
        <RunControls
          running={running}
          submit="Run the matrix"
          onStop={() => (stop.current = true)}
          progress={progress}
          progressLabel="Matrix progress"
          unit="pairings"
          error={error}
        />
      </form>
      {result && result.cells.length > 0 && (
        <section className="panel simulation-results" aria-label="Matrix results">
          <h2>
            Side A's win odds, {result.runs} {result.runs === 1 ? 'duel' : 'duels'} a pairing, seed “{result.seed}”
          </h2>
          <MatrixHeatMap a={result.a} b={result.b} cells={result.cells} />
          <MatrixTable cells={result.cells} />
          <p className="hint">
            Pairing (i, j) uses the seed “{result.seed}/matrix-i-j”, so the same seed gives the same numbers here, through the API and with{' '}
            <code>marshal simulate matrix</code>.
          </p>
        </section>
      )}
    </div>
  );
}
