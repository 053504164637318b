import './simulate.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type BotSearch, type SimulationCounts, emptyCounts, mergeCounts, simulationReport } from '@marshal/battletech';
import { api } from '../../api';
import { ForceBuilder } from '../../components/force-builder/force-builder';
import { newRow, parseSkill, type ForceRow } from '../../components/force-builder/force-rows';
import { factsForForce } from '../../components/force-builder/saved-forces';
import { useApi } from '../../use-api';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import type { TFunction } from 'i18next';
import { type OddsBar, OddsPlot } from './odds-plot';
import { RunControls } from './run-controls';
import { BotSelect } from './bot-select';
import { canUseWorkers, releaseWorkers, runOnWorkers } from './duel-workers';

/**
 * Bot-versus-bot duels of two catalog 'Mechs, with the odds plotted as they come in: played in this browser on Web Workers
 * (one a core) from the setup POST /api/simulate/duel/setup gives, or, where the browser has no workers, through
 * POST /api/simulate/duel a range of runs at a time. Either way run i uses dice stream "duel-i", so the numbers are the same.
 */

type DuelRow = ForceRow<null>;

/** The server plays at most this many runs a request. */
const MAX_RUNS = 5000;

function DuelistFields({ label, rows, setRows }: { label: 'A' | 'B'; rows: DuelRow[]; setRows: (rows: DuelRow[]) => void }) {
  const { t: tr } = useTranslation('simulate');
  return (
    <fieldset className="group-box">
      <legend>
        {tr('duel.side', { side: label })} {label === 'A' ? tr('duel.south') : tr('duel.north')}
      </legend>
      <ForceBuilder
        label={tr('duel.side', { side: label })}
        rows={rows}
        onRows={setRows}
        newExtra={() => null}
        kind="mech"
        maxUnits={1}
        skills={{ gunnery: 4, piloting: 5 }}
      />
    </fieldset>
  );
}

/** The duellist of a side: its unit name and skills, or the reason it cannot run yet. */
function duelist(label: string, rows: readonly DuelRow[], tr: TFunction): { name: string; skills: { gunnery: number; piloting: number } } | { error: string } {
  const row = rows[0];
  if (!row) return { error: tr('duel.needsMech', { side: label }) };
  const g = parseSkill(row.gunnery, 'Gunnery');
  const p = parseSkill(row.piloting, 'Piloting');
  if ('error' in g) return { error: tr('duel.skillError', { side: label, name: row.unit.name, error: g.error }) };
  if ('error' in p) return { error: tr('duel.skillError', { side: label, name: row.unit.name, error: p.error }) };
  return { name: row.unit.name, skills: { gunnery: g.value, piloting: p.value } };
}

const pct = (x: number) => formatters(currentLanguage()).number(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Where the runs were played: this many Web Workers in the browser, or the server (0). */
type Result = { counts: SimulationCounts; seed: string; a: string; b: string; workers: number; bot: BotSearch };

function Results({ counts, seed, a, b, workers, bot }: Result) {
  const { t: tr } = useTranslation('simulate');
  const r = simulationReport(counts, seed);
  const bars: OddsBar[] = [
    { id: 'a-wins', label: tr('duel.wins', { name: a }), tick: tr('duel.aWins'), value: r.odds['a-wins'] },
    { id: 'b-wins', label: tr('duel.wins', { name: b }), tick: tr('duel.bWins'), value: r.odds['b-wins'] },
    { id: 'draw', label: tr('duel.draw'), tick: tr('duel.drawTick'), value: r.odds.draw },
    { id: 'mutual-destruction', label: tr('duel.mutual'), tick: tr('duel.both'), value: r.odds['mutual-destruction'] },
    { id: 'a-crippled', label: tr('duel.crippled', { name: a }), tick: tr('duel.aCrippled'), value: r.odds['a-crippled'] },
    { id: 'b-crippled', label: tr('duel.crippled', { name: b }), tick: tr('duel.bCrippled'), value: r.odds['b-crippled'] },
  ];
  return (
    <section className="panel simulation-results" aria-label={tr('duel.results')} data-workers={workers} data-bot={bot}>
      <h2>
        {tr('duel.heading', {
          runs: r.runs,
          seed,
          rounds: formatters(currentLanguage()).number(r.meanRounds, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
        })}
      </h2>
      <p className="hint">{tr('bot.played', { bot: tr(`bot.${bot}`) })}</p>
      <OddsPlot bars={bars} title={tr('duel.plotTitle', { runs: r.runs })} />
      <div className="table-scroll">
        <table className="odds-table">
          <thead>
            <tr>
              <th scope="col">{tr('duel.outcome')}</th>
              <th scope="col">{tr('duel.odds')}</th>
              <th scope="col">{tr('duel.interval')}</th>
              <th scope="col">{tr('duel.runs')}</th>
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
        {tr('duel.streamBefore')} <i>i</i> {tr('duel.stream')}
        <i>i</i>
        {tr('duel.streamAfter')} <code>marshal simulate duel</code>. {workers > 0 ? tr('duel.playedWorkers', { count: workers }) : tr('duel.playedServer')}
      </p>
    </section>
  );
}

/** Without Web Workers: requests of up to 250 runs, which the server cuts into chunks for all its worker threads. */
async function onServer(body: object, total: number, stopped: () => boolean, show: (c: SimulationCounts) => void): Promise<SimulationCounts> {
  const batch = Math.max(1, Math.min(250, Math.ceil(total / 10)));
  let counts = emptyCounts();
  for (let from = 0; from < total && !stopped(); from += batch) {
    const to = Math.min(total, from + batch);
    const r = await api.post<{ counts: SimulationCounts }>('/simulate/duel', { ...body, from, to });
    counts = mergeCounts(counts, r.counts);
    show(counts);
  }
  return counts;
}

export function SimulatePage() {
  const { t: tr } = useTranslation('simulate');
  const [a, setA] = useState<DuelRow[]>([]);
  const [b, setB] = useState<DuelRow[]>([]);
  const boards = useApi<string[]>('/maps/boards');
  const [map, setMap] = useState('Beginner Box/16x17 Grassland 1');
  // The workers kept between runs (already compiled, so the next run is quicker) end when the simulator closes.
  useEffect(() => releaseWorkers, []);
  useEffect(() => {
    let live = true;
    const start = (unitId: string, skills: { gunnery: number; piloting: number }) =>
      factsForForce({ name: '', units: [{ unitId, chassis: unitId, model: '', pilot: skills }] }).then((u) => u.map((x) => newRow(x.unit, null, skills)));
    void Promise.all([start('hunchback-hbk-4g', { gunnery: 3, piloting: 4 }), start('wolverine-wvr-6r', { gunnery: 4, piloting: 5 })])
      .then(([ra, rb]) => {
        if (!live) return;
        setA((x) => (x.length ? x : ra!));
        setB((x) => (x.length ? x : rb!));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const [rounds, setRounds] = useState('20');
  const [runs, setRuns] = useState('100');
  const [seed, setSeed] = useState('marshal');
  const [bot, setBot] = useState<BotSearch>('full');
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const running = progress !== null && progress.done < progress.of && !error;

  async function run(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    const total = /^\d+$/.test(runs.trim()) ? Number(runs) : NaN;
    if (!Number.isInteger(total) || total < 1 || total > MAX_RUNS) return setError(tr('duel.runsError', { max: MAX_RUNS, value: runs.trim() }));
    const limit = /^\d+$/.test(rounds.trim()) ? Number(rounds) : NaN;
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return setError(tr('duel.roundsError', { value: rounds.trim() }));
    const da = duelist('A', a, tr);
    const db = duelist('B', b, tr);
    if ('error' in da) return setError(da.error);
    if ('error' in db) return setError(db.error);
    const body = {
      a: da.name,
      aSkills: da.skills,
      b: db.name,
      bSkills: db.skills,
      map,
      rounds: limit,
      runs: total,
      seed,
      bot,
    };
    stop.current = false;
    setError(null);
    setProgress({ done: 0, of: total });
    setResult(null);
    let workers = 0;
    const show = (counts: SimulationCounts) => {
      setProgress({ done: counts.runs, of: total });
      setResult({ counts, seed, a: da.name, b: db.name, workers, bot });
    };
    try {
      let counts: SimulationCounts;
      if (canUseWorkers()) {
        const { runs: _runs, seed: _seed, ...choice } = body;
        const played = await api.post<{ setup: unknown; options: string[]; bot: BotSearch }>('/simulate/duel/setup', choice);
        const { setup, options } = played;
        counts = await runOnWorkers({
          setup,
          options,
          bot: played.bot,
          seed,
          total,
          stopped: () => stop.current,
          onCounts: show,
          onWorkers: (n) => (workers = n),
        });
      } else counts = await onServer(body, total, () => stop.current, show);
      if (stop.current) setProgress({ done: counts.runs, of: counts.runs });
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page simulate-page">
      <h1>{tr('duel.title')}</h1>
      <p className="lede">{tr('duel.lede')}</p>
      <form className="panel" onSubmit={run} aria-label={tr('duel.form')}>
        <div className="duelists">
          <DuelistFields label="A" rows={a} setRows={setA} />
          <DuelistFields label="B" rows={b} setRows={setB} />
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
            <span>{tr('duel.roundLimit')}</span>
            <input value={rounds} onChange={(e) => setRounds(e.target.value)} inputMode="numeric" aria-label={tr('duel.roundLimit')} />
          </label>
          <label className="narrow">
            <span>{tr('duel.runsMax', { max: MAX_RUNS })}</span>
            <input value={runs} onChange={(e) => setRuns(e.target.value)} inputMode="numeric" aria-label={tr('duel.runs')} />
          </label>
          <label className="narrow">
            <span>{tr('duel.seed')}</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label={tr('duel.seed')} />
          </label>
          <BotSelect value={bot} onChange={setBot} />
        </div>
        <RunControls
          running={running}
          submit={tr('duel.run')}
          onStop={() => (stop.current = true)}
          progress={progress}
          progressLabel={tr('duel.progress')}
          unit={tr('duel.unit')}
          error={error}
        />
      </form>
      {result && result.counts.runs > 0 && <Results {...result} />}
    </div>
  );
}
