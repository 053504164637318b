import './battle.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api';
import { type DiceMode, DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { combatOptionList } from '../../components/combat-options';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';
import type { ForceProblem } from '@marshal/catalog';
import { ForceBuilder } from '../../components/force-builder/force-builder';
import { newRow } from '../../components/force-builder/force-rows';
import { factsForForce } from '../../components/force-builder/saved-forces';
import { battleUnits, parseFacing, parseHex, rowOfField, type BattleRow, type PlacementExtra } from './battle-rows';
import { claimSeat } from './seats';
import { useAccount } from '../../account';
import { SignInNeeded } from '../../components/sign-in-needed';

const FIELD_LABELS: Readonly<Record<string, string>> = { boards: 'new.board', roundLimit: 'new.roundLimit', title: 'new.title', movement: 'new.movement' };

/**
 * Start a battle: two sides built with the force builder (catalog units, pilots, skills, start hexes), a board from
 * the list, movement rules, options, dice and how the seats are shared.
 */

const EDGES = ['south', 'north', 'west', 'east'] as const;
type Edge = (typeof EDGES)[number];

const DEFAULT_SIDES = [['hunchback-hbk-4g'], ['centurion-cn9-a']];
const DEFAULT_SKILLS = { gunnery: 4, piloting: 5 };

function PlacementFields({ row, index, side, setExtra }: { row: BattleRow; index: number; side: string; setExtra: (x: PlacementExtra) => void }) {
  const { t: tr } = useTranslation('battle');
  const who = tr('new.who', { side, n: index + 1, name: row.unit.name });
  const hex = parseHex(row.extra.hex);
  const facing = parseFacing(row.extra.facing);
  return (
    <>
      <label>
        <span>{tr('new.startHex')}</span>
        <input
          value={row.extra.hex}
          placeholder={tr('new.homeEdgePlaceholder')}
          aria-label={tr('new.startHexOf', { who })}
          aria-invalid={'error' in hex || undefined}
          onChange={(e) => setExtra({ ...row.extra, hex: e.target.value })}
        />
        {'error' in hex && <span className="field-error">{hex.error}</span>}
      </label>
      <label>
        <span>{tr('new.facing')}</span>
        <input
          value={row.extra.facing}
          placeholder={tr('new.inward')}
          inputMode="numeric"
          aria-label={tr('new.facingOf', { who })}
          aria-invalid={'error' in facing || undefined}
          onChange={(e) => setExtra({ ...row.extra, facing: e.target.value })}
        />
        {'error' in facing && <span className="field-error">{facing.error}</span>}
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={!!row.extra.hidden}
          aria-label={tr('new.hiddenOf', { who })}
          onChange={(e) => setExtra({ ...row.extra, hidden: e.target.checked })}
        />
        <span>{tr('new.hidden')}</span>
      </label>
    </>
  );
}

function SideEditor({
  label,
  name,
  setName,
  edge,
  setEdge,
  rows,
  setRows,
  problems,
  loading,
}: {
  label: string;
  name: string;
  setName: (s: string) => void;
  edge: Edge;
  setEdge: (e: Edge) => void;
  rows: BattleRow[];
  setRows: (u: BattleRow[]) => void;
  problems: readonly ForceProblem[];
  /** The starting units are still being read from the catalog (the first visit can take a while). */
  loading: boolean;
}) {
  const { t: tr } = useTranslation('battle');
  return (
    <fieldset className="side-editor group-box" aria-busy={loading || undefined}>
      <legend>{tr('new.side', { side: label })}</legend>
      <div className="row">
        <label>
          <span>{tr('new.name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} aria-label={tr('new.nameOf', { side: label })} />
        </label>
        <label>
          <span>{tr('new.homeEdge')}</span>
          <select value={edge} onChange={(e) => setEdge(e.target.value as Edge)} aria-label={tr('new.homeEdgeOf', { side: label })}>
            {EDGES.map((x) => (
              <option key={x} value={x}>
                {tr(`new.edges.${x}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading ? (
        <p className="hint" role="status">
          {tr('new.loadingUnits')}
        </p>
      ) : (
        <ForceBuilder<PlacementExtra>
          label={tr('new.side', { side: label })}
          rows={rows}
          onRows={setRows}
          newExtra={() => ({ hex: '', facing: '' })}
          extras={{ render: (row, i, setExtra) => <PlacementFields row={row} index={i} side={label} setExtra={setExtra} /> }}
          kind="mech,vehicle"
          skills={DEFAULT_SKILLS}
          problems={problems}
          saved
          munitions
        />
      )}
    </fieldset>
  );
}

function BattleList() {
  const { t: tr } = useTranslation('battle');
  const games = useApi<{ id: string; title: string; version: number; steps?: number; updatedAt?: string }[]>('/games?module=battletech-battle');
  return (
    <section className="panel" aria-labelledby="battle-list-title">
      <h2 id="battle-list-title">{tr('new.battles')}</h2>
      {!games.data && games.loading ? (
        <p className="hint" role="status">
          {tr('new.loadingBattles')}
        </p>
      ) : games.data?.length ? (
        <ul className="battle-list">
          {games.data.map((g) => (
            <li key={g.id}>
              <Link to={`/battles/${g.id}`}>{g.title}</Link> · {tr('new.steps', { count: g.steps ?? g.version })} ·{' '}
              <Link to={`/battles/${g.id}/replay`}>{tr('new.replay')}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{tr('new.none')}</p>
      )}
      <p>
        <Link to="/battles/replay">{tr('new.replayFile')}</Link>
      </p>
    </section>
  );
}

export function NewBattlePage() {
  const { t: tr } = useTranslation('battle');
  const boards = useApi<string[]>('/maps/boards');
  const [title, setTitle] = useState(() => tr('new.defaultTitle'));
  const [board, setBoard] = useState('Beginner Box/16x17 Grassland 1');
  const [names, setNames] = useState(() => [tr('new.sideA'), tr('new.sideB')]);
  const [edges, setEdges] = useState<Edge[]>(['south', 'north']);
  const [units, setUnitsRaw] = useState<BattleRow[][]>([[], []]);
  const [ready, setReady] = useState(false);
  const [problems, setProblems] = useState<ForceProblem[][]>([[], []]);
  const setUnits = (next: BattleRow[][]) => {
    setUnitsRaw(next);
    setProblems([[], []]);
    setError(null);
  };
  useEffect(() => {
    let live = true;
    Promise.all(
      DEFAULT_SIDES.map((ids) => factsForForce({ name: '', units: ids.map((unitId) => ({ unitId, chassis: unitId, model: '', pilot: DEFAULT_SKILLS })) })),
    )
      .then((sides) => live && setUnitsRaw(sides.map((side) => side.map((u) => newRow(u.unit, { hex: '', facing: '' }, DEFAULT_SKILLS)))))
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const [movement, setMovement] = useState<'simultaneous' | 'alternating'>('simultaneous');
  const [rounds, setRounds] = useState('20');
  const [timers, setTimers] = useState(false);
  const [options, setOptions] = useState<string[]>(['solaris-vii']);
  const [dice, setDice] = useState<DiceMode>('seeded');
  const [seating, setSeating] = useState<'hot-seat' | 'two-browsers' | 'bot'>('hot-seat');
  const [error, setError] = useState<string | null>(null);
  const me = useAccount();
  const [busy, setBusy] = useState(false);
  const ids = ['a', 'b'];
  async function start(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const limit = rounds.trim();
    if (limit && (!/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > 1000))
      return setError(tr('new.roundLimitError', { label: tr('new.roundLimit'), value: limit }));
    const built = battleUnits(ids.map((id, i) => ({ id, rows: units[i]! })));
    if ('problems' in built) {
      setProblems(ids.map((_, i) => built.problems.filter((p) => p.side === i).map((p) => p.problem)));
      return setError(tr('new.fixFirst'));
    }
    if (seating === 'bot' && dice !== 'seeded') return setError(tr('new.botDice'));
    setBusy(true);
    try {
      const setup = await api.post<{ title: string }>('/battles/setup', {
        title,
        boards: board,
        movement,
        timers,
        roundLimit: limit ? Number(limit) : null,
        sides: ids.map((id, i) => ({ id, name: names[i]!.trim() || id, homeEdge: edges[i] })),
        units: built.units,
      });
      const bots = seating === 'bot' ? { bots: ids.slice(1) } : {};
      const created = await api.post<{ game: { id: string } }>('/games', { module: 'battletech-battle', ruleset: options, setup, dice, title, ...bots });
      const id = created.game.id;
      for (const side of seating === 'hot-seat' ? ids : ids.slice(0, 1)) await claimSeat(id, side);
      navigate(`/battles/${id}`);
    } catch (err) {
      const at =
        err instanceof ApiError
          ? rowOfField(
              err.location.field,
              units.map((u) => u.length),
            )
          : null;
      if (at) {
        const row = units[at.side]![at.unit]!;
        setProblems(
          ids.map((_, i) =>
            i === at.side ? [{ unit: at.unit, message: tr('new.unitProblem', { n: at.unit + 1, name: row.unit.name, message: (err as Error).message }) }] : [],
          ),
        );
        setError(tr('new.sideProblem', { side: ids[at.side]!.toUpperCase(), n: at.unit + 1 }));
      } else
        setError(
          err instanceof ApiError ? `${err.message}${err.location.field ? ` (${tr(FIELD_LABELS[err.location.field] ?? 'new.setUp')})` : ''}` : String(err),
        );
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="page">
      <h1>{tr('new.heading')}</h1>
      <p className="lede">{tr('new.lede')}</p>
      <SignInNeeded signedOut={me?.mode === 'shared' && !me.signedIn} />
      <form className="panel new-battle" onSubmit={start} aria-label={tr('new.heading')}>
        <label>
          <span>{tr('new.title')}</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>{tr('new.board')}</span>
          <select value={board} onChange={(e) => setBoard(e.target.value)} aria-label={tr('new.board')}>
            {(boards.data ?? [board]).map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        {ids.map((id, i) => (
          <SideEditor
            key={id}
            label={id.toUpperCase()}
            name={names[i]!}
            setName={(n) => setNames(names.map((x, k) => (k === i ? n : x)))}
            edge={edges[i]!}
            setEdge={(e) => setEdges(edges.map((x, k) => (k === i ? e : x)))}
            rows={units[i]!}
            setRows={(u) => setUnits(units.map((x, k) => (k === i ? u : x)))}
            problems={problems[i]!}
            loading={!ready}
          />
        ))}
        <fieldset>
          <legend>{tr('new.movement')}</legend>
          <label className="inline">
            <input type="radio" name="movement" checked={movement === 'simultaneous'} onChange={() => setMovement('simultaneous')} /> {tr('new.simultaneous')}
          </label>
          <label className="inline">
            <input type="radio" name="movement" checked={movement === 'alternating'} onChange={() => setMovement('alternating')} /> {tr('new.alternating')}
          </label>
        </fieldset>
        <div className="row">
          <label className="narrow">
            <span>{tr('new.roundLimit')}</span>
            <input
              value={rounds}
              onChange={(e) => {
                setRounds(e.target.value);
                setError(null);
              }}
              inputMode="numeric"
              placeholder={tr('new.noLimit')}
              aria-label={tr('new.roundLimit')}
              aria-invalid={error?.startsWith(tr('new.roundLimit')) || undefined}
            />
          </label>
          <label className="inline">
            <input type="checkbox" checked={timers} onChange={(e) => setTimers(e.target.checked)} /> {tr('new.timers')}
          </label>
        </div>
        <OptionChecklist options={combatOptionList(tr)} selected={options} onChange={setOptions} />
        <DiceChoice name="battle-dice" value={dice} onChange={setDice} />
        <fieldset>
          <legend>{tr('new.players')}</legend>
          <label className="inline">
            <input type="radio" name="seating" checked={seating === 'hot-seat'} onChange={() => setSeating('hot-seat')} /> {tr('new.hotSeat')}
          </label>
          <label className="inline">
            <input type="radio" name="seating" checked={seating === 'two-browsers'} onChange={() => setSeating('two-browsers')} /> {tr('new.twoBrowsers')}
          </label>
          <label className="inline">
            <input type="radio" name="seating" checked={seating === 'bot'} onChange={() => setSeating('bot')} /> {tr('new.againstBot')}
          </label>
        </fieldset>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || !ready}>
          {tr('new.start')}
        </button>
      </form>
      <BattleList />
    </div>
  );
}
