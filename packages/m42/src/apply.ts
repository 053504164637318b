/** Fold M42 events into state; pure. */
import type { M42Event, TableChange } from './commands';
import type { M42State } from './state';
import { replacePlayer } from './state';

function applyChange(state: M42State, c: TableChange): M42State {
  switch (c.kind) {
    case 'unit':
      return replacePlayer(state, c.player, (p) => ({
        ...p,
        taskForce: {
          ...p.taskForce,
          units: p.taskForce.units.map((u) =>
            u.id !== c.unit
              ? u
              : {
                  ...u,
                  ...(c.status ? { status: c.status } : {}),
                  ...(c.suppression !== undefined ? { suppression: c.suppression } : {}),
                  ...(c.hitCountDie !== undefined ? { hitCountDie: c.hitCountDie } : {}),
                },
          ),
        },
      }));
    case 'officer':
      return replacePlayer(state, c.player, (p) => ({
        ...p,
        taskForce: { ...p.taskForce, officers: p.taskForce.officers.map((o) => (o.id === c.officer ? { ...o, status: c.status } : o)) },
      }));
    case 'objective':
      return {
        ...state,
        battlefield: { ...state.battlefield, objectives: state.battlefield.objectives.map((o) => (o.id === c.objective ? { ...o, heldBy: c.heldBy } : o)) },
      };
    case 'hostage':
      return {
        ...state,
        battlefield: {
          ...state.battlefield,
          hostages: state.battlefield.hostages.map((h) => (h.id === c.hostage ? { ...h, escortedOffBy: c.escortedOffBy } : h)),
        },
      };
  }
}

export function applyM42(state: M42State, event: M42Event): M42State {
  switch (event.type) {
    case 'moraleChecked':
      return event.result === 'retreat' ? state : { ...state, step: 'victory' };
    case 'victoryChecked':
      return event.met ? state : { ...state, step: 'suppression' };
    case 'gameWon':
      return { ...state, step: 'done', outcome: { winner: event.winner, loser: event.loser, reason: event.reason, source: event.source } };
    case 'suppressionUpdated': {
      let next: M42State = { ...state, step: 'reserves' };
      for (const ch of event.changes)
        next = applyChange(next, {
          kind: 'unit',
          player: ch.player,
          unit: ch.unit,
          suppression: ch.markersAfter,
          ...(ch.hitCountDieRemoved !== null ? { hitCountDie: null } : {}),
        });
      return next;
    }
    case 'reservesRolled': {
      const arrived = new Set(event.rolls.filter((r) => r.arrived).map((r) => r.unit));
      return replacePlayer({ ...state, step: 'done' }, event.player, (p) => ({
        ...p,
        taskForce: {
          ...p.taskForce,
          units: p.taskForce.units.map((u) => (arrived.has(u.id) ? { ...u, status: 'alive' as const } : u)),
          officers: p.taskForce.officers.map((o) =>
            o.status === 'reserve' && o.unit !== undefined && arrived.has(o.unit) ? { ...o, status: 'on-table' as const } : o,
          ),
        },
      }));
    }
    case 'phaseCompleted':
      return state;
    case 'turnEnded':
      return { ...state, currentPlayer: event.nextPlayer, turn: event.turn, step: 'morale' };
    case 'tableUpdated':
      return event.changes.reduce(applyChange, state);
  }
}
