/** MechWarrior: Dark Age with Fire for Effect as a game module: moves, transports, artillery and damage on an inch-measured table. */
import { type Dice, type GameModule, type Rejection, isRejection, parseWith, reject } from '@marshal/core';
import { applyDa } from './apply';
import { capture, damageEvents } from './damage';
import { type DaCommand, type DaEvent, commandSchema } from './commands';
import { checkFormation } from './formation';
import { moveEvent } from './movement';
import { darkAgeOptionRegistry } from './options';
import { placeArtillery, resolveArtillery } from './artillery';
import { type DarkAgeRules, baseRules } from './rules';
import type { DaSetup } from './schema';
import { DA_SOURCES } from './sources';
import { type DaState, parseDaSetup } from './state';
import { board, disembark, forcedDisembark } from './transports';
import { currentClick, unitById } from './units';

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

function move(state: DaState, rules: DarkAgeRules, c: Extract<DaCommand, { type: 'move' }>): Out {
  const u = unitById(state, c.unit);
  if (!u || u.position === null || u.aboard !== null || u.status !== 'active') return reject(`no unit "${c.unit}" able to move`, DA_SOURCES.movement, 'unit');
  if (u.controller !== state.currentPlayer || u.captiveOf !== null) return reject(`${u.name} is not yours to order`, DA_SOURCES.movement, 'unit');
  if (u.ordered) return reject(`${u.name} has already been given an order this turn`, DA_SOURCES.movement, 'unit');
  const mv = moveEvent(state, rules, u, c, currentClick(u).speed, '');
  if (isRejection(mv)) return mv;
  return [{ type: 'orderGiven', units: [u.id], order: 'move', source: DA_SOURCES.movement }, mv];
}

function resolveDa(state: DaState, c: DaCommand, rules: DarkAgeRules, dice: Dice): Out {
  const blocked = gate(state, c);
  if (blocked) return blocked;
  switch (c.type) {
    case 'move':
      return move(state, rules, c);
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
  }
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
      },
    },
    init: (setup) => setup,
    resolve: (state, command, ctx) => resolveDa(state, command, ctx.rules, ctx.dice),
    apply: applyDa,
  };
}

export const darkAgeModule = createDarkAgeModule();
