import './simulate.css';
import { type FormEvent, useRef, useState } from 'react';
import { type SimulationCounts, emptyCounts, mergeCounts, simulationReport } from '@marshal/battletech';
import { api } from '../../api';
import { CatalogSearch } from '../missions/catalog-picker';
import { type OddsBar, OddsPlot } from './odds-plot';

/** Bot-versus-bot duels of two catalog 'Mechs through POST /api/simulate/duel, a range of runs at a time, with the odds plotted as they come in. */

interface Duelist {
  readonly name: string;
  readonly gunnery: number;
  readonly piloting: number;
}

/** The server plays at most this many runs a request. */
const MAX_RUNS = 5000;

function DuelistFields({ label, d, set }: { label: 'A' | 'B'; d: Duelist; set: (d: Duelist) => void }) {
  return (
    <fieldset className="duelist">
      <legend>
        Side {label} {label === 'A' ? '(south edge)' : '(north edge)'}
      </legend>
      <p className="duelist-name">{d.name}</p>
      <CatalogSearch
        what={`side ${label}'s 'Mech`}
        results={`Side ${label}`}
        prompt="Change the 'Mech"
        placeholder="e.g. Hunchback HBK-4G"
        kind="mech"
        onPick={(h) => set({ ...d, name: h.name })}
      />
      <div className="row">
        <label className="narrow">
          <span>Gunnery</span>
          <input
            type="number"
            min={0}
            max={8}
            value={d.gunnery}
            onChange={(e) => set({ ...d, gunnery: Number(e.target.value) })}
            aria-label={`Side ${label} gunnery`}
          />
        </label>
        <label className="narrow">
          <span>Piloting</span>
          <input
            type="number"
            min={0}
            max={8}
            value={d.piloting}
            onChange={(e) => set({ ...d, piloting: Number(e.target.value) })}
            aria-label={`Side ${label} piloting`}
          />
        </label>
      </div>
    </fieldset>
  );
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function Results({ counts, seed, a, b }: { counts: SimulationCounts; seed: string; a: string; b: string }) {
  const r = simulationReport(counts, seed);
  const bars: OddsBar[] = [
    { id: 'a-wins', label: `${a} wins`, tick: 'A wins', value: r.odds['a-wins'] },
    { id: 'b-wins', label: `${b} wins`, tick: 'B wins', value: r.odds['b-wins'] },
    { id: 'draw', label: 'Draw (round limit)', tick: 'Draw', value: r.odds.draw },
    { id: 'mutual-destruction', label: 'Mutual destruction', tick: 'Both destroyed', value: r.odds['mutual-destruction'] },
    { id: 'a-crippled', label: `${a} crippled`, tick: 'A crippled', value: r.odds['a-crippled'] },
    { id: 'b-crippled', label: `${b} crippled`, tick: 'B crippled', value: r.odds['b-crippled'] },
  ];
  return (
    <section className="panel simulation-results" aria-label="Simulation results">
      <h2>
        {r.runs} duels, seed “{seed}”, mean {r.meanRounds.toFixed(1)} rounds
      </h2>
      <OddsPlot bars={bars} title={`Odds over ${r.runs} duels with 95% confidence intervals`} />
      <div className="table-scroll">
        <table className="odds-table">
          <thead>
            <tr>
              <th scope="col">Outcome</th>
              <th scope="col">Odds</th>
              <th scope="col">95% interval (Wilson)</th>
              <th scope="col">Runs</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((x) => (
              <tr key={x.id} data-outcome={x.id}>
                <th scope="row">{x.label}</th>
                <td>{pct(x.value.p)}</td>
                <td>
                  {pct(x.value.low)}–{pct(x.value.high)}
                </td>
                <td>
                  {x.value.count}/{r.runs}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">
        Run <i>i</i> uses the dice stream “duel-<i>i</i>” of the seed, so the same seed gives the same numbers here, through the API and with{' '}
        <code>marshal simulate duel</code>.
      </p>
    </section>
  );
}

export function SimulatePage() {
  const [a, setA] = useState<Duelist>({ name: 'Hunchback HBK-4G', gunnery: 3, piloting: 4 });
  const [b, setB] = useState<Duelist>({ name: 'Wolverine WVR-6R', gunnery: 4, piloting: 5 });
  const [map, setMap] = useState('Beginner Box/16x17 Grassland 1');
  const [rounds, setRounds] = useState('20');
  const [runs, setRuns] = useState('100');
  const [seed, setSeed] = useState('marshal');
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [result, setResult] = useState<{ counts: SimulationCounts; seed: string; a: string; b: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const running = progress !== null && progress.done < progress.of && !error;

  async function run(e: FormEvent) {
    e.preventDefault();
    const total = Number(runs);
    if (!Number.isInteger(total) || total < 1 || total > MAX_RUNS) return setError(`Runs must be a whole number from 1 to ${MAX_RUNS}.`);
    const body = {
      a: a.name,
      aSkills: { gunnery: a.gunnery, piloting: a.piloting },
      b: b.name,
      bSkills: { gunnery: b.gunnery, piloting: b.piloting },
      map,
      rounds: Number(rounds),
      runs: total,
      seed,
    };
    const batch = Math.max(1, Math.min(25, Math.ceil(total / 20)));
    stop.current = false;
    setError(null);
    setProgress({ done: 0, of: total });
    setResult(null);
    let counts = emptyCounts();
    try {
      for (let from = 0; from < total && !stop.current; from += batch) {
        const to = Math.min(total, from + batch);
        const r = await api.post<{ counts: SimulationCounts }>('/simulate/duel', { ...body, from, to });
        counts = mergeCounts(counts, r.counts);
        setProgress({ done: to, of: total });
        setResult({ counts, seed, a: a.name, b: b.name });
      }
      if (stop.current) setProgress({ done: counts.runs, of: counts.runs });
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page simulate-page">
      <h1>Simulate a duel</h1>
      <p className="lede">
        Two bots fight the same Solaris duel many times, each run with its own dice from one seed. You get each outcome's odds with a 95% confidence interval.
      </p>
      <form className="panel" onSubmit={run} aria-label="Duel simulation">
        <div className="duelists">
          <DuelistFields label="A" d={a} set={setA} />
          <DuelistFields label="B" d={b} set={setB} />
        </div>
        <div className="row">
          <label>
            <span>Board(s)</span>
            <input value={map} onChange={(e) => setMap(e.target.value)} aria-label="Boards" />
          </label>
          <label className="narrow">
            <span>Round limit</span>
            <input value={rounds} onChange={(e) => setRounds(e.target.value)} inputMode="numeric" aria-label="Round limit" />
          </label>
          <label className="narrow">
            <span>Runs (≤ {MAX_RUNS})</span>
            <input value={runs} onChange={(e) => setRuns(e.target.value)} inputMode="numeric" aria-label="Runs" />
          </label>
          <label className="narrow">
            <span>Seed</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label="Seed" />
          </label>
        </div>
        <div className="row actions">
          <button type="submit" disabled={running}>
            Run the simulation
          </button>
          {running && (
            <button type="button" className="secondary" onClick={() => (stop.current = true)}>
              Stop
            </button>
          )}
        </div>
        {progress && (
          <p className="simulation-progress" role="status">
            <progress value={progress.done} max={progress.of} aria-label="Simulation progress" /> {progress.done} of {progress.of} duels
            {running ? '…' : ' done'}
          </p>
        )}
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
      </form>
      {result && result.counts.runs > 0 && <Results {...result} />}
    </div>
  );
}
