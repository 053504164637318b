import { useState } from 'react';
import {
  DEFAULT_MAP_SWAP,
  EDGES,
  describeMapChoice,
  describeMapStep,
  describeNextMapStep,
  nextMapStep,
  type DuelState,
  type MapSwapRule,
  type TournamentState,
} from '@marshal/tournament';
import { playerName } from './use-tournament';

type Play = (command: Record<string, unknown>) => Promise<boolean>;

export interface Me {
  readonly username: string;
  readonly role: string;
}

/** Datalist id of the board names the map fields offer (the page renders it once). */
export const BOARD_LIST = 'solaris-boards';

/** Who strikes, picks the map and picks the edge (Solaris VII Stable Challenge §2.2), in names. */
function mapRoles(duel: DuelState, state: TournamentState, swap: boolean, lower: string): string {
  if (!duel.b) return '';
  const equal = duel.a.bv === duel.b.bv;
  const lo = equal ? lower : duel.a.bv < duel.b.bv ? duel.a.player : duel.b.player;
  const hi = lo === duel.a.player ? duel.b.player : duel.a.player;
  const [n, m] = [playerName(state, lo), playerName(state, hi)];
  return swap
    ? `Roles switched: ${m} removes a map and picks the entry edge, ${n} picks the map.`
    : `${n} (lower BV) removes a map and picks the entry edge; ${m} picks the map. ${n} may switch roles.`;
}

function Select({ label, value, set, options }: { label: string; value: string; set: (v: string) => void; options: readonly string[] }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => set(e.target.value)}>
        <option value="" />
        {options.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
    </label>
  );
}

/** The organiser enters a physical table's whole map choice at once. */
function WholeMapForm({ duel, state, play }: { duel: DuelState; state: TournamentState; play: Play }) {
  const [maps, setMaps] = useState(['', '', '']);
  const [removed, setRemoved] = useState('');
  const [map, setMap] = useState('');
  const [edge, setEdge] = useState<string>('north');
  const [swap, setSwap] = useState(false);
  const equal = duel.b && duel.a.bv === duel.b.bv;
  const [lower, setLower] = useState(duel.a.player);
  const submit = () =>
    play({ type: 'chooseMap', duel: duel.id, choice: { maps, removed, map, entryEdge: edge, swapRoles: swap }, ...(equal ? { lowerBvPlayer: lower } : {}) });
  return (
    <form
      aria-label={`Map choice ${duel.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="hint">
        {mapRoles(duel, state, swap, lower)} The players make these steps from their own screens; for a physical table the organiser may record the whole choice
        here.
      </p>
      {maps.map((m, i) => (
        <label key={i}>
          Map {i + 1}
          <input list={BOARD_LIST} value={m} onChange={(e) => setMaps(maps.map((x, j) => (j === i ? e.target.value : x)))} />
        </label>
      ))}
      <Select label="Removed (lower BV)" value={removed} set={setRemoved} options={maps.filter(Boolean)} />
      <Select label="Picked" value={map} set={setMap} options={maps.filter((m) => m && m !== removed)} />
      <label>
        Entry edge
        <select value={edge} onChange={(e) => setEdge(e.target.value)}>
          {EDGES.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Roles swapped</span>
        <input type="checkbox" checked={swap} onChange={(e) => setSwap(e.target.checked)} />
      </label>
      {equal && (
        <label>
          Lower-BV role
          <select value={lower} onChange={(e) => setLower(e.target.value)}>
            <option value={duel.a.player}>{playerName(state, duel.a.player)}</option>
            <option value={duel.b!.player}>{playerName(state, duel.b!.player)}</option>
          </select>
        </label>
      )}
      <button type="submit">Record map</button>
    </form>
  );
}

/** The control for the step that is next: offer three maps, keep or switch roles, remove, pick, entry edge. */
function StepForm({ duel, state, play, swap }: { duel: DuelState; state: TournamentState; play: Play; swap: MapSwapRule }) {
  const [maps, setMaps] = useState(['', '', '']);
  const [value, setValue] = useState('');
  const [lower, setLower] = useState(duel.a.player);
  const d = duel.mapDraft;
  const kind = d ? nextMapStep(d, swap).kind : 'offer';
  const step = (s: object) => void play({ type: 'mapStep', duel: duel.id, step: s }).then((ok) => ok && setValue(''));
  const offered = d?.maps ?? [];
  const equal = duel.b && duel.a.bv === duel.b.bv;
  const fields = {
    offer: (
      <>
        {maps.map((m, i) => (
          <label key={i}>
            Map {i + 1}
            <input list={BOARD_LIST} value={m} onChange={(e) => setMaps(maps.map((x, j) => (j === i ? e.target.value : x)))} />
          </label>
        ))}
        {equal && (
          <label>
            Lower-BV role
            <select value={lower} onChange={(e) => setLower(e.target.value)}>
              <option value={duel.a.player}>{playerName(state, duel.a.player)}</option>
              <option value={duel.b!.player}>{playerName(state, duel.b!.player)}</option>
            </select>
          </label>
        )}
        <button type="button" onClick={() => step({ kind: 'offer', maps, ...(equal ? { lowerBvPlayer: lower } : {}) })}>
          Offer these maps
        </button>
      </>
    ),
    roles: (
      <>
        <button type="button" onClick={() => step({ kind: 'roles', swapRoles: false })}>
          Keep the roles
        </button>
        <button type="button" onClick={() => step({ kind: 'roles', swapRoles: true })}>
          Switch roles
        </button>
      </>
    ),
    remove: (
      <>
        <Select label="Map to remove" value={value} set={setValue} options={offered} />
        <button type="button" onClick={() => step({ kind: 'remove', map: value })}>
          Remove this map
        </button>
      </>
    ),
    pick: (
      <>
        <Select label="Map to play on" value={value} set={setValue} options={offered.filter((m) => m !== d?.removed)} />
        <button type="button" onClick={() => step({ kind: 'pick', map: value })}>
          Pick this map
        </button>
      </>
    ),
    edge: (
      <>
        <Select label="Entry edge" value={value} set={setValue} options={EDGES} />
        <button type="button" onClick={() => step({ kind: 'edge', edge: value })}>
          Enter from this edge
        </button>
      </>
    ),
  };
  return (
    <form aria-label={`Map step ${duel.id}`} onSubmit={(e) => e.preventDefault()}>
      {fields[kind]}
    </form>
  );
}

/**
 * The map choice on a duel card (Solaris VII Stable Challenge §2.2): the record in names once made; while it is under
 * way, the steps so far and whose step is next, with the control only for that player (or the organiser, who may enter
 * for a physical table); before it starts, the organiser may record a physical table's choice at once.
 */
export function MapChoiceView(props: { duel: DuelState; state: TournamentState; play: Play; me: Me | null; swap?: MapSwapRule }) {
  const { duel, state, play, me, swap = DEFAULT_MAP_SWAP } = props;
  if (!duel.b) return null;
  const names = (p: string) => playerName(state, p);
  const steps = duel.mapDraft?.steps ?? [];
  const log = steps.length > 0 && (
    <ol className="map-steps" aria-label={`Map choice steps ${duel.id}`}>
      {steps.map((s, i) => (
        <li key={i}>{describeMapStep(s, names)}</li>
      ))}
    </ol>
  );
  if (duel.mapChoice) {
    const c = duel.mapChoice;
    return (
      <div>
        <p data-map>
          Map: <strong>{c.map}</strong> (of {c.maps.join(', ')}). {describeMapChoice(c, names)}.
        </p>
        {log}
      </div>
    );
  }
  if (duel.final) return null;
  const organiser = !me || me.role === 'organiser';
  const inDuel = !!me && (me.username === duel.a.player || me.username === duel.b.player);
  const next = duel.mapDraft ? nextMapStep(duel.mapDraft, swap) : { kind: 'offer', player: null };
  const mine = organiser || (inDuel && (next.player === null || next.player === me!.username));
  const waiting = duel.mapDraft ? describeNextMapStep(duel.mapDraft, swap, names) : 'Either player (or the organiser) puts three maps on offer';
  return (
    <div className="map-choice" data-map-choice={duel.id}>
      {log}
      <p className="hint" data-next-step>
        Map choice, next: {waiting}.{!mine && inDuel ? ' Waiting for your opponent.' : ''}
      </p>
      {mine && (inDuel || duel.mapDraft) && <StepForm duel={duel} state={state} play={play} swap={swap} />}
      {organiser && !duel.mapDraft && <WholeMapForm duel={duel} state={state} play={play} />}
    </div>
  );
}
