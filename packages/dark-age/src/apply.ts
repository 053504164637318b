/** Fold Fire for Effect events into state; pure. */
import type { DaEvent } from './commands';
import type { DaUnit } from './schema';
import { bearing, round } from './geometry';
import type { DaState } from './state';

const update = (state: DaState, ids: readonly string[], change: (u: DaUnit) => DaUnit): DaState => ({
  ...state,
  units: state.units.map((u) => (ids.includes(u.id) ? change(u) : u)),
});

function place(state: DaState, transport: string, placements: readonly { unit: string; at: { x: number; y: number } }[]): DaState {
  const t = state.units.find((u) => u.id === transport)!;
  return {
    ...state,
    units: state.units.map((u) => {
      const p = placements.find((x) => x.unit === u.id);
      return p ? { ...u, aboard: null, position: p.at, facing: round(bearing(t.position!, p.at)) } : u;
    }),
  };
}

export function applyDa(state: DaState, e: DaEvent): DaState {
  switch (e.type) {
    case 'orderGiven':
      return {
        ...update(state, e.units, (u) => ({ ...u, ordered: true, orderTokens: u.orderTokens + 1 })),
        ...(state.ordersUsed !== undefined || state.buildTotal !== undefined || state.ordersPerTurn !== undefined
          ? { ordersUsed: (state.ordersUsed ?? 0) + 1 }
          : {}),
      };
    case 'moved': {
      // Captives go along with their captor, keeping their place beside it.
      const dx = e.to.x - e.from.x;
      const dy = e.to.y - e.from.y;
      return {
        ...state,
        units: state.units.map((u) =>
          u.id === e.unit
            ? { ...u, position: e.to, facing: e.facing }
            : u.captiveOf === e.unit && u.position !== null
              ? { ...u, position: { x: round(u.position.x + dx), y: round(u.position.y + dy) } }
              : u,
        ),
      };
    }
    case 'breakAway':
    case 'attackResolved':
      return state;
    case 'damageAssigned':
      return { ...state, pendingDamage: null };
    case 'damagePending':
      return { ...state, pendingDamage: { attacker: e.attacker, targets: [...e.targets], damage: e.damage, reason: e.reason } };
    case 'heatChanged':
      return update(state, [e.unit], (u) => ({ ...u, heat: e.to }));
    case 'gameEnded':
      return { ...state, outcome: { winner: e.winner, reason: e.reason, scores: { ...e.scores } } };
    case 'boarded':
      return update(state, [...e.passengers, ...e.captives], (u) => ({ ...u, aboard: e.transport, position: null, orderTokens: 0 }));
    case 'disembarked':
      return place(state, e.transport, e.placements);
    case 'disembarkRequired':
      return { ...state, pendingDisembark: { transport: e.transport, reason: e.reason, damagePassengers: e.damagePassengers } };
    case 'forcedDisembarked':
      return update({ ...place(state, e.transport, e.placements), pendingDisembark: null }, e.eliminated, (u) => ({
        ...u,
        status: 'eliminated',
        aboard: null,
        position: null,
      }));
    case 'dialTurned': {
      const turned = update(state, [e.unit], (u) => ({ ...u, click: e.to, status: e.status, ...(e.status === 'eliminated' ? { position: null } : {}) }));
      // A captor eliminated lets its captives go.
      return e.status === 'eliminated' ? { ...turned, units: turned.units.map((u) => (u.captiveOf === e.unit ? { ...u, captiveOf: null } : u)) } : turned;
    }
    case 'passengersEliminated':
      return update(state, e.units, (u) => ({ ...u, status: 'eliminated', aboard: null, position: null }));
    case 'captured':
      return update(state, [e.unit], (u) => ({ ...u, captiveOf: e.captor }));
    case 'artilleryPlaced':
      return { ...state, markers: [...state.markers, ...e.markers] };
    case 'artilleryResolved':
    case 'artilleryCancelled':
      return { ...state, markers: state.markers.filter((m) => !e.removed.includes(m.id)) };
    case 'formationChecked':
      return state;
    case 'turnEnded':
      return {
        ...state,
        currentPlayer: e.nextPlayer,
        turn: e.turn,
        ...(state.ordersUsed !== undefined ? { ordersUsed: 0 } : {}),
        units: state.units.map((u) => (u.controller === state.currentPlayer ? { ...u, ordered: false, orderTokens: u.ordered ? u.orderTokens : 0 } : u)),
      };
  }
}
