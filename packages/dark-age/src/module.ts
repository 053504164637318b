/** MechWarrior: Dark Age with Fire for Effect as a game module: moves, transports, artillery and damage on an inch-measured table. */
import { type Dice, type GameModule, type Rejection, isRejection, parseWith, reject } from '@marshal/core';
import { applyDa } from './apply';
import { capture, damageEvents } from './damage';
import { type DaCommand, type DaEvent, commandSchema } from './commands';
import { checkFormation } from './formation';
import { MWDA_SOURCES } from './base-sources';
import { assignDamage, captureAttack, closeCombat, rangedAttack } from './combat';
import { moveOrder, ventOrder } from './move-order';
import { orderProblem, pushEvents } from './orders';
import { victoryEvent } from './victory';
import { darkAgeOptionRegistry } from './options';
import { placeArtillery, resolveArtillery } from './artillery';
import { type DarkAgeRules, baseRules } from './rules';
import type { DaSetup } from './schema';
import { DA_SOURCES } from './sources';
import { type DaState, parseDaSetup } from './state';
import { board, disembark, forcedDisembark } from './transports';
import { unitById } from './units';

type Out = DaEvent[] | Rejection;

function gate(state: DaState, command: DaCommand): Rejection | null {
  const pending = state.pendingDisembark;
  if (pending && command.type !== 'forcedDisembark')
    return reject(`the passengers of ${pending.transport} must get off first (forcedDisembark)`, DA_SOURCES.salvagedTransport, 'type');
  const due = state.markers.filter((m) => m.owner === state.currentPlayer && m.placedTurn < state.turn);
  if (due.length && command.type !== 'resolveArtillery' && command.type !== 'forcedDisembark')
    return reject(
      `resolve the artillery of ${[...new Set(due.map((m) => m.firer))].join(', ')} first: it resolves at the start of the turn`,
      DA_SOURCES.artilleryResolve,
      'type',
    );
  return null;
}

function resolveDa(state: DaState, c: DaCommand, rules: DarkAgeRules, dice: Dice): Out {
  const blocked = gate(state, c);
  if (blocked) return blocked;
  switch (c.type) {
    case 'move':
      return moveOrder(state, rules, c, dice);
    case 'board':
      return board(state, rules, c.transport, c.passengers, c.moveAfter);
    case 'disembark':
      return disembark(state, rules, c);
    case 'forcedDisembark':
      return forcedDisembark(state, rules, c.transport, c.order);
    case 'placeArtillery':
      return placeArtillery(state, rules, c);
    case 'resolveArtillery':
      return resolveArtillery(state, rules, c.firer, dice);
    case 'checkFormation': {
      const f = checkFormation(state, rules, c.members);
      return isRejection(f) ? f : [{ type: 'formationChecked', members: f.members.map((m) => m.id), checks: f.checks }];
    }
    case 'damage': {
      const u = unitById(state, c.unit);
      if (!u || u.status === 'eliminated') return reject(`no unit "${c.unit}" in play`, DA_SOURCES.dial, 'unit');
      return damageEvents(state, [{ unit: u.id, clicks: c.clicks, reason: c.reason, source: DA_SOURCES.dial }]);
    }
    case 'capture':
      return capture(state, c.unit, c.captor);
    case 'endTurn': {
      const next = state.players.find((p) => p !== state.currentPlayer)!;
      return [{ type: 'turnEnded', nextPlayer: next, turn: state.turn + 1 }];
    }
    case 'rangedAttack':
      return rangedAttack(state, rules, c, dice);
    case 'closeCombat':
      return closeCombat(state, rules, c, dice);
    case 'captureAttack':
      return captureAttack(state, rules, c, dice);
    case 'assignDamage':
      return assignDamage(state, c.split);
    case 'vent':
      return ventOrder(state, rules, c.unit);
  }
}

/** The units a command gives an order to (a formation's members share one order). */
function orderedUnits(c: DaCommand): string[] | null {
  switch (c.type) {
    case 'rangedAttack':
    case 'closeCombat':
      return [c.unit, ...(c.formation ?? [])];
    case 'move':
    case 'captureAttack':
    case 'vent':
      return [c.unit];
    case 'board':
    case 'disembark':
      return [c.transport];
    case 'placeArtillery':
      return [c.firer, ...c.formation];
    default:
      return null;
  }
}

const fold = (state: DaState, events: readonly DaEvent[]): DaState => events.reduce(applyDa, state);

/** The base game around every command: the game is not over, orders and tokens allow it; pushing after the action; victory after all. */
function resolveGame(state: DaState, c: DaCommand, rules: DarkAgeRules, dice: Dice): Out {
  if (state.outcome) return reject(`the game is over: ${state.outcome.reason}`, MWDA_SOURCES.victory, 'type');
  if (state.pendingDamage && c.type !== 'assignDamage')
    return reject(
      `${state.pendingDamage.attacker} must first split ${state.pendingDamage.damage} damage among ${state.pendingDamage.targets.join(', ')}`,
      MWDA_SOURCES.multipleTargets,
      'type',
    );
  const ordered = orderedUnits(c);
  const problem = ordered ? orderProblem(state, rules, ordered, c.type) : null;
  if (problem) return problem;
  const events = resolveDa(state, c, rules, dice);
  if (isRejection(events)) return events;
  const givenTo = events.flatMap((e) => (e.type === 'orderGiven' ? e.units : []));
  let after = fold(state, events);
  const pushed = pushEvents(state, after, rules, givenTo);
  after = fold(after, pushed);
  const end = victoryEvent(after, c.type === 'endTurn');
  return [...events, ...pushed, ...(end ? [end] : [])];
}

export function createDarkAgeModule(): GameModule<DaState, DaCommand, DaEvent, DarkAgeRules, DaSetup> {
  return {
    id: 'dark-age',
    version: '1',
    title: 'MechWarrior: Dark Age — Fire for Effect',
    options: darkAgeOptionRegistry,
    baseRules,
    parseSetup: (input) => parseDaSetup(input),
    parseCommand: (input) => parseWith(commandSchema, input, 'Dark Age command'),
    authority: {
      create: 'participant',
      commands: {
        move: 'referee',
        board: 'referee',
        disembark: 'referee',
        forcedDisembark: 'referee',
        placeArtillery: 'referee',
        resolveArtillery: 'referee',
        checkFormation: 'referee',
        damage: 'referee',
        capture: 'referee',
        endTurn: 'referee',
        rangedAttack: 'referee',
        closeCombat: 'referee',
        captureAttack: 'referee',
        assignDamage: 'referee',
        vent: 'referee',
      },
    },
    init: (setup) => setup,
    resolve: (state, command, ctx) => resolveGame(state, command, ctx.rules, ctx.dice),
    apply: applyDa,
  };
}

export const darkAgeModule = createDarkAgeModule();
