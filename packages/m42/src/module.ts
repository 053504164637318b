/** The M42 Starting Phase as a game module: morale, victory, suppression and reserves in order, each with its rulings. */
import { type Dice, type GameModule, type Rejection, isRejection, parseWith, reject } from '@marshal/core';
import { applyM42 } from './apply';
import { type M42Command, type M42Event, type TableChange, commandSchema } from './commands';
import { type MoraleChoice, checkMorale } from './morale';
import { m42OptionRegistry } from './options';
import { rollReserves } from './reserves';
import { type M42Rules, baseRules } from './rules';
import type { M42Setup } from './schema';
import { M42_SOURCES } from './sources';
import { type M42State, type PhaseStep, initState, opponentOf, parseM42Setup, playerById } from './state';
import { updateSuppression } from './suppression';
import { type MissionHook, checkVictory, dataMissionHook } from './victory';

type Out = M42Event[] | Rejection;

function runStep(state: M42State, step: PhaseStep, choice: MoraleChoice, rules: M42Rules, dice: Dice, hook: MissionHook): Out {
  const player = playerById(state, state.currentPlayer);
  switch (step) {
    case 'morale': {
      const m = checkMorale(player, rules, choice, dice);
      if (isRejection(m)) return m;
      const events: M42Event[] = [{ type: 'moraleChecked', ...m }];
      if (m.result === 'retreat')
        events.push({
          type: 'gameWon',
          winner: opponentOf(state, player.id).id,
          loser: player.id,
          reason: `${player.taskForce.name} fails Task Force Morale and retreats`,
          source: M42_SOURCES.morale,
        });
      return events;
    }
    case 'victory': {
      const v = checkVictory(state, player, hook);
      const events: M42Event[] = [{ type: 'victoryChecked', ...v }];
      if (v.met)
        events.push({ type: 'gameWon', winner: player.id, loser: opponentOf(state, player.id).id, reason: v.explanation, source: M42_SOURCES.victory });
      return events;
    }
    case 'suppression':
      return [{ type: 'suppressionUpdated', ...updateSuppression(state, rules) }];
    case 'reserves':
      return [
        { type: 'reservesRolled', ...rollReserves(player, state.turn, hook.reservesRule(state, rules), dice) },
        { type: 'phaseCompleted', player: player.id, turn: state.turn },
      ];
    case 'done':
      return reject('the starting phase is complete; end the turn to start the next one', M42_SOURCES.sequence, 'type');
  }
}

const STEP_OF: Partial<Record<M42Command['type'], PhaseStep>> = {
  checkMorale: 'morale',
  checkVictory: 'victory',
  updateSuppression: 'suppression',
  rollReserves: 'reserves',
};

/** Run the remaining steps in order, stopping when the game is decided. */
function runPhase(state: M42State, choice: MoraleChoice, rules: M42Rules, dice: Dice, hook: MissionHook): Out {
  const all: M42Event[] = [];
  let s = state;
  while (s.step !== 'done') {
    const out = runStep(s, s.step, choice, rules, dice, hook);
    if (isRejection(out)) return out;
    all.push(...out);
    s = out.reduce(applyM42, s);
  }
  return all.length ? all : reject('the starting phase is complete; end the turn to start the next one', M42_SOURCES.sequence, 'type');
}

function checkChange(state: M42State, c: TableChange, i: number): Rejection | null {
  const at = `changes.${i}`;
  const ids = state.players.map((p) => p.id);
  if ((c.kind === 'unit' || c.kind === 'officer') && !ids.includes(c.player)) return reject(`no player "${c.player}"`, undefined, `${at}.player`);
  if (c.kind === 'unit' && !playerById(state, c.player).taskForce.units.some((u) => u.id === c.unit))
    return reject(`${c.player} has no unit "${c.unit}"`, undefined, `${at}.unit`);
  if (c.kind === 'officer' && !playerById(state, c.player).taskForce.officers.some((o) => o.id === c.officer))
    return reject(`${c.player} has no officer "${c.officer}"`, undefined, `${at}.officer`);
  if (c.kind === 'objective' && !state.battlefield.objectives.some((o) => o.id === c.objective))
    return reject(`no objective "${c.objective}"`, undefined, `${at}.objective`);
  if (c.kind === 'hostage' && !state.battlefield.hostages.some((h) => h.id === c.hostage))
    return reject(`no hostage "${c.hostage}"`, undefined, `${at}.hostage`);
  const holder = c.kind === 'objective' ? c.heldBy : c.kind === 'hostage' ? c.escortedOffBy : null;
  if (holder !== null && !ids.includes(holder)) return reject(`"${holder}" is not a player`, undefined, at);
  return null;
}

/** Officers leading a unit this update destroys die with it (unless the update already says what became of them). */
function officersLostWithUnits(state: M42State, changes: readonly TableChange[]): TableChange[] {
  const named = new Set(changes.flatMap((c) => (c.kind === 'officer' ? [`${c.player}|${c.officer}`] : [])));
  return changes.flatMap((c) =>
    c.kind === 'unit' && c.status === 'destroyed'
      ? playerById(state, c.player)
          .taskForce.officers.filter((o) => o.unit === c.unit && o.status !== 'dead' && !named.has(`${c.player}|${o.id}`))
          .map((o) => ({ kind: 'officer' as const, player: c.player, officer: o.id, status: 'dead' as const }))
      : [],
  );
}

function resolveM42(state: M42State, command: M42Command, rules: M42Rules, dice: Dice, hook: MissionHook): Out {
  if (state.outcome) return reject(`the game is over: ${state.outcome.winner} has won`, state.outcome.source, 'type');
  const choice: MoraleChoice =
    'officer' in command || 'useReroll' in command ? { officer: (command as MoraleChoice).officer, useReroll: (command as MoraleChoice).useReroll } : {};
  const step = STEP_OF[command.type];
  if (step) {
    if (step !== state.step)
      return reject(`the starting phase is at the ${state.step} step, not ${step}; its steps run in order`, M42_SOURCES.sequence, 'type');
    return runStep(state, step, choice, rules, dice, hook);
  }
  switch (command.type) {
    case 'startingPhase':
      return runPhase(state, choice, rules, dice, hook);
    case 'endTurn': {
      if (state.step !== 'done') return reject(`finish the starting phase first (now at the ${state.step} step)`, M42_SOURCES.sequence, 'type');
      const next = opponentOf(state, state.currentPlayer).id;
      return [{ type: 'turnEnded', nextPlayer: next, turn: next === state.players[0]!.id ? state.turn + 1 : state.turn }];
    }
    case 'updateTable': {
      if (state.step !== 'morale' && state.step !== 'done')
        return reject('update the table between starting phases, not during one', M42_SOURCES.sequence, 'type');
      for (const [i, c] of command.changes.entries()) {
        const problem = checkChange(state, c, i);
        if (problem) return problem;
      }
      return [{ type: 'tableUpdated', changes: [...command.changes, ...officersLostWithUnits(state, command.changes)] }];
    }
    default:
      return reject(`unknown command`, undefined, 'type');
  }
}

export function createM42Module(hook: MissionHook = dataMissionHook): GameModule<M42State, M42Command, M42Event, M42Rules, M42Setup> {
  return {
    id: 'm42',
    version: '1',
    title: 'M42 (WarStrike) — the Starting Phase',
    options: m42OptionRegistry,
    baseRules,
    parseSetup: (input) => parseM42Setup(input),
    parseCommand: (input) => parseWith(commandSchema, input, 'M42 command'),
    authority: {
      create: 'participant',
      commands: {
        checkMorale: 'referee',
        checkVictory: 'referee',
        updateSuppression: 'referee',
        rollReserves: 'referee',
        startingPhase: 'referee',
        endTurn: 'referee',
        updateTable: 'referee',
      },
    },
    init: (setup) => initState(setup),
    resolve: (state, command, ctx) => resolveM42(state, command, ctx.rules, ctx.dice, hook),
    apply: applyM42,
  };
}

export const m42Module = createM42Module();
