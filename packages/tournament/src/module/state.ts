/** Tournament state and events; `applyEvent` folds one event into the state and is pure. */
import type { Source } from '@marshal/core';
import type { DuelBalance } from '../duel/balance';
import type { MapChoice } from '../duel/map-choice';
import type { MapDraft } from '../duel/map-steps';
import type { ClockEvent, ClockLimits } from '../duel/table-clock';
import type { SideScore } from '../duel/score';
import type { PrizeDrawResult } from '../prizes/draw-prizes';
import type { CategoryId } from '../roster/categories';
import type { Roster } from '../roster/roster';
import type { Actor, DuelResult, TournamentSetup } from './schemas';

export interface RosterSummary {
  readonly pulsePoints: number;
  readonly precisionPoints: number;
  readonly unpainted: number;
}

export interface PlayerState {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly club?: string;
  readonly roster: Roster | null;
  readonly summary: RosterSummary | null;
  readonly dropped: boolean;
}

/** What each side brings to a duel, fixed when the round is paired. */
export interface DuelSide {
  readonly player: string;
  readonly mech: string;
  readonly bv: number;
  readonly pulsePoints: number;
  readonly precisionPoints: number;
  readonly ammoTons: number;
  readonly ownedAndPainted: boolean;
}

export type DuelStatus = 'pending' | 'reported' | 'disputed' | 'confirmed' | 'settled' | 'bye';

export interface DuelState {
  readonly id: string;
  readonly round: number;
  readonly table: number | null;
  readonly category: CategoryId;
  readonly a: DuelSide;
  readonly b: DuelSide | null;
  readonly balance: DuelBalance | null;
  readonly mapChoice: MapChoice | null;
  /** The map choice under way, step by step (each step by the player whose step it is). */
  readonly mapDraft?: MapDraft | null;
  readonly status: DuelStatus;
  readonly report: { readonly by: Actor; readonly result: DuelResult } | null;
  readonly dispute: { readonly by: Actor; readonly reason: string } | null;
  readonly final: { readonly result: DuelResult | null; readonly score: { a: SideScore; b: SideScore | null }; readonly note?: string } | null;
  /** The digital battle this duel is played as (its game record and each side's unit id there), once started. */
  readonly battle?: DigitalBattle | null;
  /** Players who have confirmed a result read from the battle record (both must). */
  readonly confirmedBy?: readonly string[];
  /** The table clock's events with their times (a duel played on a physical table); absent until first used. */
  readonly clock?: { readonly limits: ClockLimits; readonly events: readonly ClockEvent[] };
}

export interface DigitalBattle {
  readonly game: string;
  readonly units: { readonly a: string; readonly b: string };
  readonly by: Actor;
}

export interface RoundState {
  readonly number: number;
  readonly category: CategoryId;
  readonly duels: readonly DuelState[];
  /** Why the round repeats a duel or gives extra byes (Swiss pairing with no rematch-free pairing left). */
  readonly note?: string;
  readonly noteSource?: Source;
}

export interface TournamentState {
  readonly setup: TournamentSetup;
  readonly phase: 'registration' | 'running' | 'finished';
  readonly players: Readonly<Record<string, PlayerState>>;
  readonly playerOrder: readonly string[];
  readonly rounds: readonly RoundState[];
  readonly coinToss: Readonly<Record<string, number>>;
  readonly coinTosses: readonly { readonly players: readonly string[]; readonly order: readonly string[] }[];
  readonly prizes: PrizeDrawResult | null;
  readonly bestPainted: { readonly player: string; readonly note: string } | null;
}

export type TournamentEvent =
  | { type: 'playerAdded'; player: PlayerState }
  | { type: 'playerDropped'; player: string }
  | { type: 'rosterSet'; player: string; roster: Roster; summary: RosterSummary; by: Actor }
  | { type: 'eventStarted'; players: readonly string[]; warnings: readonly string[] }
  | { type: 'roundPaired'; round: RoundState; drawOrder: readonly string[] | null }
  | { type: 'mapStepTaken'; duel: string; draft: MapDraft }
  | { type: 'mapChosen'; duel: string; choice: MapChoice; by: Actor }
  | { type: 'resultReported'; duel: string; by: Actor; result: DuelResult }
  | { type: 'digitalDuelStarted'; duel: string; battle: DigitalBattle }
  | { type: 'battleResultAttached'; duel: string; result: DuelResult }
  | { type: 'resultAcknowledged'; duel: string; player: string }
  | { type: 'resultConfirmed'; duel: string; by: Actor; score: { a: SideScore; b: SideScore } }
  | { type: 'resultDisputed'; duel: string; by: Actor; reason: string }
  | { type: 'resultSettled'; duel: string; by: Actor; result: DuelResult; score: { a: SideScore; b: SideScore }; note: string }
  | { type: 'clockEvent'; duel: string; by: Actor; limits: ClockLimits; event: ClockEvent }
  | { type: 'coinsTossed'; groups: readonly { players: readonly string[]; order: readonly string[] }[] }
  | { type: 'prizesDrawn'; draw: PrizeDrawResult }
  | { type: 'bestPaintedAwarded'; player: string; note: string };

/** Who reported a result read from a digital battle: the record, on nobody's word. */
export const BATTLE_RECORD: Actor = { role: 'organiser', name: 'the battle record' };

export function initState(setup: TournamentSetup): TournamentState {
  return { setup, phase: 'registration', players: {}, playerOrder: [], rounds: [], coinToss: {}, coinTosses: [], prizes: null, bestPainted: null };
}

function updateDuel(state: TournamentState, id: string, f: (d: DuelState) => DuelState): TournamentState {
  return { ...state, rounds: state.rounds.map((r) => ({ ...r, duels: r.duels.map((d) => (d.id === id ? f(d) : d)) })) };
}

const updatePlayer = (state: TournamentState, id: string, f: (p: PlayerState) => PlayerState): TournamentState => ({
  ...state,
  players: { ...state.players, [id]: f(state.players[id]!) },
});

export function applyEvent(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'playerAdded':
      return { ...state, players: { ...state.players, [event.player.id]: event.player }, playerOrder: [...state.playerOrder, event.player.id] };
    case 'playerDropped':
      return updatePlayer(state, event.player, (p) => ({ ...p, dropped: true }));
    case 'rosterSet':
      return updatePlayer(state, event.player, (p) => ({ ...p, roster: event.roster, summary: event.summary }));
    case 'eventStarted':
      return { ...state, phase: 'running' };
    case 'roundPaired':
      return { ...state, rounds: [...state.rounds, event.round] };
    case 'mapStepTaken':
      return updateDuel(state, event.duel, (d) => ({ ...d, mapDraft: event.draft }));
    case 'mapChosen':
      return updateDuel(state, event.duel, (d) => ({ ...d, mapChoice: event.choice }));
    case 'resultReported':
      return updateDuel(state, event.duel, (d) => ({ ...d, status: 'reported', report: { by: event.by, result: event.result }, dispute: null }));
    case 'digitalDuelStarted':
      return updateDuel(state, event.duel, (d) => ({ ...d, battle: event.battle }));
    case 'battleResultAttached':
      return updateDuel(state, event.duel, (d) => ({
        ...d,
        status: 'reported',
        report: { by: BATTLE_RECORD, result: event.result },
        dispute: null,
        confirmedBy: [],
      }));
    case 'resultAcknowledged':
      return updateDuel(state, event.duel, (d) => ({ ...d, confirmedBy: [...(d.confirmedBy ?? []), event.player] }));
    case 'resultConfirmed':
      return updateDuel(state, event.duel, (d) => ({ ...d, status: 'confirmed', final: { result: d.report!.result, score: event.score } }));
    case 'resultDisputed':
      return updateDuel(state, event.duel, (d) => ({ ...d, status: 'disputed', dispute: { by: event.by, reason: event.reason } }));
    case 'resultSettled':
      return updateDuel(state, event.duel, (d) => ({ ...d, status: 'settled', final: { result: event.result, score: event.score, note: event.note } }));
    case 'clockEvent':
      return updateDuel(state, event.duel, (d) => ({ ...d, clock: { limits: event.limits, events: [...(d.clock?.events ?? []), event.event] } }));
    case 'coinsTossed': {
      const coinToss = { ...state.coinToss };
      for (const g of event.groups) g.order.forEach((p, i) => (coinToss[p] = i));
      return { ...state, coinToss, coinTosses: [...state.coinTosses, ...event.groups] };
    }
    case 'prizesDrawn':
      return { ...state, prizes: event.draw, phase: 'finished' };
    case 'bestPaintedAwarded':
      return { ...state, bestPainted: { player: event.player, note: event.note } };
  }
}
