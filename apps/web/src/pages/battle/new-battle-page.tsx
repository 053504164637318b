import './battle.css';
import { useState } from 'react';
import { combatOptionRegistry } from '@marshal/battletech';
import { ApiError, api } from '../../api';
import { type DiceMode, DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';
import { CatalogSearch } from '../missions/catalog-picker';
import { claimSeat } from './seats';

/** Start a battle: two sides of catalog 'Mechs with their pilots, a board, movement rules, options, dice and how the seats are shared. */

interface DraftUnit {
  readonly key: number;
  readonly name: string;
  readonly gunnery: number;
  readonly piloting: number;
  readonly hex: string;
  readonly facing: string;
}

const EDGES = ['south', 'north', 'west', 'east'] as const;
type Edge = (typeof EDGES)[number];

const OPTIONS = [
  ...(combatOptionRegistry.presets ?? []).map((p) => ({ id: p.id, title: `${p.title} (preset)`, description: `Switches on: ${p.includes.join(', ')}` })),
  ...combatOptionRegistry.options.map((o) => ({ id: o.id, title: o.title, description: o.description })),
];

let nextKey = 1;
const draft = (name: string): DraftUnit => ({ key: nextKey++, name, gunnery: 4, piloting: 5, hex: '', facing: '' });

function SideEditor({
  label,
  name,
  setName,
  edge,
  setEdge,
  units,
  setUnits,
}: {
  label: string;
  name: string;
  setName: (s: string) => void;
  edge: Edge;
  setEdge: (e: Edge) => void;
  units: DraftUnit[];
  setUnits: (u: DraftUnit[]) => void;
}) {
  const set = (key: number, patch: Partial<DraftUnit>) => setUnits(units.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  return (
    <fieldset className="side-editor">
      <legend>Side {label}</legend>
      <div className="row">
        <label>
          <span>Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} aria-label={`Side ${label} name`} />
        </label>
        <label>
          <span>Home edge</span>
          <select value={edge} onChange={(e) => setEdge(e.target.value as Edge)} aria-label={`Side ${label} home edge`}>
            {EDGES.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </select>
        </label>
      </div>
      <ul className="draft-units" aria-label={`Side ${label} units`}>
        {units.map((u, i) => (
          <li key={u.key} className="row">
            <strong>{u.name}</strong>
            <label className="narrow">
              <span>Gunnery</span>
              <input
                type="number"
                min={0}
                max={8}
                value={u.gunnery}
                onChange={(e) => set(u.key, { gunnery: Number(e.target.value) })}
                aria-label={`Side ${label} unit ${i + 1} gunnery`}
              />
            </label>
            <label className="narrow">
              <span>Piloting</span>
              <input
                type="number"
                min={0}
                max={8}
                value={u.piloting}
                onChange={(e) => set(u.key, { piloting: Number(e.target.value) })}
                aria-label={`Side ${label} unit ${i + 1} piloting`}
              />
            </label>
            <label className="narrow">
              <span>Start hex</span>
              <input
                value={u.hex}
                placeholder="home edge"
                onChange={(e) => set(u.key, { hex: e.target.value })}
                aria-label={`Side ${label} unit ${i + 1} start hex`}
              />
            </label>
            <label className="narrow">
              <span>Facing</span>
              <input
                value={u.facing}
                placeholder="inward"
                onChange={(e) => set(u.key, { facing: e.target.value })}
                aria-label={`Side ${label} unit ${i + 1} facing`}
              />
            </label>
            <button type="button" className="secondary" onClick={() => setUnits(units.filter((x) => x.key !== u.key))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <CatalogSearch
        what={`a side ${label} unit`}
        results={`side ${label}`}
        prompt="Add a 'Mech or vehicle from the catalog"
        placeholder="e.g. Hunchback HBK-4G"
        kind="mech,vehicle"
        onPick={(h) => setUnits([...units, draft(h.name)])}
      />
    </fieldset>
  );
}

function BattleList() {
  const games = useApi<{ id: string; title: string; version: number; updatedAt?: string }[]>('/games?module=battletech-battle');
  return (
    <section className="panel" aria-labelledby="battle-list-title">
      <h2 id="battle-list-title">Battles</h2>
      {games.data?.length ? (
        <ul className="battle-list">
          {games.data.map((g) => (
            <li key={g.id}>
              <Link to={`/battles/${g.id}`}>{g.title}</Link> · {g.version} entries · <Link to={`/battles/${g.id}/replay`}>replay</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">No battles yet.</p>
      )}
      <p>
        <Link to="/battles/replay">Replay a record file</Link>
      </p>
    </section>
  );
}

export function NewBattlePage() {
  const boards = useApi<string[]>('/maps/boards');
  const [title, setTitle] = useState('Solaris duel');
  const [board, setBoard] = useState('Beginner Box/16x17 Grassland 1');
  const [names, setNames] = useState(['Side A', 'Side B']);
  const [edges, setEdges] = useState<Edge[]>(['south', 'north']);
  const [units, setUnits] = useState<DraftUnit[][]>(() => [[draft('Hunchback HBK-4G')], [draft('Centurion CN9-A')]]);
  const [movement, setMovement] = useState<'simultaneous' | 'alternating'>('simultaneous');
  const [rounds, setRounds] = useState('20');
  const [timers, setTimers] = useState(false);
  const [options, setOptions] = useState<string[]>(['solaris-vii']);
  const [dice, setDice] = useState<DiceMode>('seeded');
  const [seating, setSeating] = useState<'hot-seat' | 'two-browsers'>('hot-seat');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = ['a', 'b'];
  async function start(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const bad = units.findIndex((u) => !u.length);
    if (bad >= 0) return setError(`Side ${ids[bad]!.toUpperCase()} needs at least one unit.`);
    setBusy(true);
    try {
      const setup = await api.post<{ title: string }>('/battles/setup', {
        title,
        boards: board,
        movement,
        timers,
        roundLimit: rounds.trim() ? Number(rounds) : null,
        sides: ids.map((id, i) => ({ id, name: names[i]!.trim() || id, homeEdge: edges[i] })),
        units: units.flatMap((list, i) =>
          list.map((u) => ({
            side: ids[i],
            unit: u.name,
            gunnery: u.gunnery,
            piloting: u.piloting,
            ...(u.hex.trim() ? { hex: u.hex.trim() } : {}),
            ...(u.facing.trim() ? { facing: Number(u.facing) } : {}),
          })),
        ),
      });
      const created = await api.post<{ game: { id: string } }>('/games', { module: 'battletech-battle', ruleset: options, setup, dice, title });
      const id = created.game.id;
      for (const side of seating === 'hot-seat' ? ids : ids.slice(0, 1)) await claimSeat(id, side);
      navigate(`/battles/${id}`);
    } catch (err) {
      setError(err instanceof ApiError ? `${err.message}${err.location.field ? ` (${err.location.field})` : ''}` : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="page">
      <h1>New battle</h1>
      <p className="lede">
        Two sides of 'Mechs fight on a bundled board under the Total Warfare turn loop; Solaris VII duels write their movement in secret and reveal it together
        (Solaris VII Stable Challenge, §1.2).
      </p>
      <form className="panel new-battle" onSubmit={start} aria-label="New battle">
        <label>
          <span>Title</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>Board</span>
          <select value={board} onChange={(e) => setBoard(e.target.value)} aria-label="Board">
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
            units={units[i]!}
            setUnits={(u) => setUnits(units.map((x, k) => (k === i ? u : x)))}
          />
        ))}
        <fieldset>
          <legend>Movement</legend>
          <label className="inline">
            <input type="radio" name="movement" checked={movement === 'simultaneous'} onChange={() => setMovement('simultaneous')} /> Written simultaneous
            orders (Solaris VII)
          </label>
          <label className="inline">
            <input type="radio" name="movement" checked={movement === 'alternating'} onChange={() => setMovement('alternating')} /> Alternating, initiative
            loser first
          </label>
        </fieldset>
        <div className="row">
          <label className="narrow">
            <span>Round limit</span>
            <input value={rounds} onChange={(e) => setRounds(e.target.value)} inputMode="numeric" placeholder="none" aria-label="Round limit" />
          </label>
          <label className="inline">
            <input type="checkbox" checked={timers} onChange={(e) => setTimers(e.target.checked)} /> Solaris phase timers (120 s movement, 60 s fire)
          </label>
        </div>
        <OptionChecklist options={OPTIONS} selected={options} onChange={setOptions} />
        <DiceChoice name="battle-dice" value={dice} onChange={setDice} />
        <fieldset>
          <legend>Players</legend>
          <label className="inline">
            <input type="radio" name="seating" checked={seating === 'hot-seat'} onChange={() => setSeating('hot-seat')} /> Hot seat: this browser plays both
            sides (secret choices behind a “pass the device” screen)
          </label>
          <label className="inline">
            <input type="radio" name="seating" checked={seating === 'two-browsers'} onChange={() => setSeating('two-browsers')} /> Two browsers: I play side A
            and send a join link for side B
          </label>
        </fieldset>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Start the battle
        </button>
      </form>
      <BattleList />
    </div>
  );
}
