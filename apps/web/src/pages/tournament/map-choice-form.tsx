import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEFAULT_MAP_SWAP,
  EDGES,
  describeMapChoice,
  describeMapSteps,
  describeNextMapStep,
  describeStepsLeft,
  nextMapStep,
  type DuelState,
  type MapSwapRule,
  type TournamentState,
} from '@marshal/tournament';
import { playerName } from './use-tournament';
import { useEngineText } from '../../i18n/engine-text';

type Play = (command: Record<string, unknown>) => Promise<boolean>;

export interface Me {
  readonly username: string;
  readonly role: string;
}

/** Datalist id of the board names the map fields offer (the page renders it once). */
export const BOARD_LIST = 'solaris-boards';

/** Who strikes, picks the map and picks the edge (Solaris VII Stable Challenge §2.2), in names. */
function mapRoles(duel: DuelState, state: TournamentState, swap: boolean, lower: string, tr: TFunction): string {
  if (!duel.b) return '';
  const equal = duel.a.bv === duel.b.bv;
  const lo = equal ? lower : duel.a.bv < duel.b.bv ? duel.a.player : duel.b.player;
  const hi = lo === duel.a.player ? duel.b.player : duel.a.player;
  const [n, m] = [playerName(state, lo), playerName(state, hi)];
  return swap ? tr('map.swapped', { m, n }) : tr('map.roles', { m, n });
}

function Select(props: { label: string; value: string; set: (v: string) => void; options: readonly string[]; show?: (option: string) => string }) {
  const { label, value, set, options, show = (m: string) => m } = props;
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => set(e.target.value)}>
        <option value="" />
        {options.map((m) => (
          <option key={m} value={m}>
            {show(m)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The organiser enters a physical table's whole map choice at once. */
function WholeMapForm({ duel, state, play }: { duel: DuelState; state: TournamentState; play: Play }) {
  const { t: tr } = useTranslation('tournament');
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
      aria-label={tr('map.label', { id: duel.id })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="hint">
        {mapRoles(duel, state, swap, lower, tr)} {tr('map.organiserHint')}
      </p>
      {maps.map((m, i) => (
        <label key={i}>
          {tr('map.n', { n: i + 1 })}
          <input list={BOARD_LIST} value={m} onChange={(e) => setMaps(maps.map((x, j) => (j === i ? e.target.value : x)))} />
        </label>
      ))}
      <Select label={tr('map.removed')} value={removed} set={setRemoved} options={maps.filter(Boolean)} />
      <Select label={tr('map.picked')} value={map} set={setMap} options={maps.filter((m) => m && m !== removed)} />
      <label>
        {tr('map.edge')}
        <select value={edge} onChange={(e) => setEdge(e.target.value)}>
          {EDGES.map((x) => (
            <option key={x} value={x}>
              {tr(`map.edges.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{tr('map.swap')}</span>
        <input type="checkbox" checked={swap} onChange={(e) => setSwap(e.target.checked)} />
      </label>
      {equal && (
        <label>
          {tr('map.lower')}
          <select value={lower} onChange={(e) => setLower(e.target.value)}>
            <option value={duel.a.player}>{playerName(state, duel.a.player)}</option>
            <option value={duel.b!.player}>{playerName(state, duel.b!.player)}</option>
          </select>
        </label>
      )}
      <button type="submit">{tr('map.record')}</button>
    </form>
  );
}

/**
 * The control for the step that is next: offer three maps, keep or switch roles, remove, pick, entry edge. `forOthers`:
 * the organiser (or the one user of local mode) enters the step for the player whose step it is, and the form says for whom.
 */
function StepForm(props: { duel: DuelState; state: TournamentState; play: Play; swap: MapSwapRule; forOthers: boolean }) {
  const { duel, state, play, swap, forOthers } = props;
  const { t: tr } = useTranslation('tournament');
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
            {tr('map.n', { n: i + 1 })}
            <input list={BOARD_LIST} value={m} onChange={(e) => setMaps(maps.map((x, j) => (j === i ? e.target.value : x)))} />
          </label>
        ))}
        {equal && (
          <label>
            {tr('map.lower')}
            <select value={lower} onChange={(e) => setLower(e.target.value)}>
              <option value={duel.a.player}>{playerName(state, duel.a.player)}</option>
              <option value={duel.b!.player}>{playerName(state, duel.b!.player)}</option>
            </select>
          </label>
        )}
        <button type="button" onClick={() => step({ kind: 'offer', maps, ...(equal ? { lowerBvPlayer: lower } : {}) })}>
          {tr('map.offer')}
        </button>
      </>
    ),
    roles: (
      <>
        <button type="button" onClick={() => step({ kind: 'roles', swapRoles: false })}>
          {tr('map.keep')}
        </button>
        <button type="button" onClick={() => step({ kind: 'roles', swapRoles: true })}>
          {tr('map.switch')}
        </button>
      </>
    ),
    remove: (
      <>
        <Select label={tr('map.toRemove')} value={value} set={setValue} options={offered} />
        <button type="button" onClick={() => step({ kind: 'remove', map: value })}>
          {tr('map.remove')}
        </button>
      </>
    ),
    pick: (
      <>
        <Select label={tr('map.toPlay')} value={value} set={setValue} options={offered.filter((m) => m !== d?.removed)} />
        <button type="button" onClick={() => step({ kind: 'pick', map: value })}>
          {tr('map.pick')}
        </button>
      </>
    ),
    edge: (
      <>
        <Select label={tr('map.edge')} value={value} set={setValue} options={EDGES} show={(x) => tr(`map.edges.${x}`)} />
        <button type="button" onClick={() => step({ kind: 'edge', edge: value })}>
          {tr('map.enter')}
        </button>
      </>
    ),
  };
  const whose = d ? nextMapStep(d, swap).player : null;
  return (
    <form aria-label={tr('map.step', { id: duel.id })} onSubmit={(e) => e.preventDefault()}>
      {forOthers && (
        <p className="hint" data-entering-for>
          {whose === null ? tr('map.forEither') : tr('map.forPlayer', { who: playerName(state, whose) })}
        </p>
      )}
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
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  if (!duel.b) return null;
  const names = (p: string) => playerName(state, p);
  const steps = duel.mapDraft ? describeMapSteps(duel.mapDraft, swap, names) : [];
  const log = steps.length > 0 && (
    <ol className="map-steps" aria-label={tr('map.steps', { id: duel.id })}>
      {steps.map((s, i) => (
        <li key={i}>{en.tournament(s)}</li>
      ))}
    </ol>
  );
  if (duel.mapChoice) {
    const c = duel.mapChoice;
    return (
      <div>
        <p data-map>
          {tr('map.map')} <strong>{c.map}</strong> {tr('map.of', { maps: c.maps.join(', ') })} {en.tournament(describeMapChoice(c, names))}.
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
  const waiting = duel.mapDraft ? en.tournament(describeNextMapStep(duel.mapDraft, swap, names)) : tr('map.either');
  const left = duel.mapDraft ? describeStepsLeft(duel.mapDraft, swap, names) : [];
  return (
    <div className="map-choice" data-map-choice={duel.id}>
      {log}
      <p className="hint" data-next-step>
        {tr('map.next', { step: waiting })}
        {!mine && inDuel ? tr('map.waiting') : ''}
      </p>
      {left.length > 1 && (
        <div className="hint">
          {tr('map.whoDoesWhat')}
          <ol className="map-plan" aria-label={tr('map.plan', { id: duel.id })}>
            {left.map((s, i) => (
              <li key={i}>{en.tournament(s)}</li>
            ))}
          </ol>
          {duel.mapDraft?.swapRoles === null ? tr('map.unlessSwitched', { who: names(duel.mapDraft.lowerBvPlayer) }) : ''}
        </div>
      )}
      {mine && <StepForm duel={duel} state={state} play={play} swap={swap} forOthers={organiser && !inDuel} />}
      {organiser && !duel.mapDraft && (
        <div className="whole-map">
          <p>
            <strong>{tr('map.wholeAtOnce')}</strong>
          </p>
          <WholeMapForm duel={duel} state={state} play={play} />
        </div>
      )}
    </div>
  );
}
