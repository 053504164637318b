/**
 * A simple bot for one side of a MechWarrior: Dark Age game: it clears what is pending, fights what it touches, fires at the
 * nearest target it can hit, otherwise closes in; it avoids pushing (units with a token rest). Pure: state in, one command out.
 */
import { type GameRecord, type LiveGame, SeededDice, isRejection, playCommand, revealSeed, startGame } from '@marshal/core';
import type { DaCommand } from './commands';
import { rangedView } from './combat';
import { type Point, distance, round } from './geometry';
import { moveAllowance } from './move-order';
import { moveEvent } from './movement';
import { ordersAllowed } from './orders';
import type { DarkAgeRules } from './rules';
import type { DaUnit } from './schema';
import type { DaState } from './state';
import { darkAgeModule } from './module';
import { enemiesInContact, fieldUnits } from './table';
import { currentClick, heatEffects } from './units';

const ready = (state: DaState, u: DaUnit): boolean =>
  u.controller === state.currentPlayer &&
  u.status === 'active' &&
  u.aboard === null &&
  u.position !== null &&
  u.captiveOf === null &&
  !u.ordered &&
  u.orderTokens === 0;

const enemiesOf = (state: DaState, u: DaUnit): DaUnit[] =>
  fieldUnits(state)
    .filter((o) => o.controller !== u.controller && o.captiveOf === null && o.status !== 'eliminated')
    .sort((a, b) => distance(u.position!, a.position!) - distance(u.position!, b.position!) || a.id.localeCompare(b.id));

/** A spot toward `goal`, as far as the move allows, stopping at base contact; shorter and sideways tries when the line is closed. */
function approach(state: DaState, rules: DarkAgeRules, u: DaUnit, target: DaUnit): Point | null {
  const from = u.position!;
  const gap = distance(from, target.position!) - u.baseRadius - target.baseRadius - 0.05;
  if (gap <= 0) return null;
  const budget = moveAllowance(state, u).inches;
  const base = Math.atan2(target.position!.y - from.y, target.position!.x - from.x);
  for (const frac of [1, 0.75, 0.5, 0.25])
    for (const turn of [0, 30, -30, 60, -60]) {
      const len = Math.min(budget, gap) * frac;
      const a = base + (turn * Math.PI) / 180;
      const to = { x: round(from.x + Math.cos(a) * len, 2), y: round(from.y + Math.sin(a) * len, 2) };
      if (len > 0.05 && !isRejection(moveEvent(state, rules, u, { to }, budget, '', [], { allowContact: true }))) return to;
    }
  return null;
}

/** The bot's next command for the player whose turn it is, or null when the game is over. */
export function daBotCommand(state: DaState, rules: DarkAgeRules): DaCommand | null {
  if (state.outcome) return null;
  if (state.pendingDisembark) return { type: 'forcedDisembark', transport: state.pendingDisembark.transport, order: [] };
  if (state.pendingDamage) return { type: 'assignDamage', split: [{ unit: state.pendingDamage.targets[0]!, clicks: state.pendingDamage.damage }] };
  const due = state.markers.find((m) => m.owner === state.currentPlayer && m.placedTurn < state.turn);
  if (due) return { type: 'resolveArtillery', firer: due.firer };
  if ((state.ordersUsed ?? 0) >= ordersAllowed(state, rules)) return { type: 'endTurn' };
  for (const u of state.units.filter((x) => ready(state, x))) {
    if (heatEffects(u).shutdown) {
      if ((u.heat ?? 0) > 0) return { type: 'vent', unit: u.id };
      continue;
    }
    if (currentClick(u).attack <= 0) continue;
    const touching = enemiesInContact(state, u, rules);
    if (touching.length) return { type: 'closeCombat', unit: u.id, target: touching[0]!.id };
    const shot = enemiesOf(state, u).find((t) => rangedView(state, rules, u, t).problem === null);
    if (shot) return { type: 'rangedAttack', unit: u.id, targets: [shot.id] };
    for (const t of enemiesOf(state, u)) {
      const to = approach(state, rules, u, t);
      if (to) return { type: 'move', unit: u.id, to };
    }
  }
  return { type: 'endTurn' };
}

/** A whole bot-against-bot game through the kernel, seeded and with the seed revealed: for golden records and solo tests. */
export function daBotRecord(setup: unknown, seed: string, maxCommands = 2000): { record: GameRecord; state: DaState } {
  const dice = SeededDice.fromSeed(seed, 'main');
  let game: LiveGame = startGame(darkAgeModule, { ruleset: [], setup, dice: { kind: 'seeded', seed, stream: 'main' } });
  for (let i = 0; i < maxCommands; i++) {
    const command = daBotCommand(game.state as DaState, game.ruleset.rules as DarkAgeRules);
    if (!command) return { record: revealSeed(game.record, seed), state: game.state as DaState };
    const r = playCommand(game, command, dice);
    if (!r.ok) throw new Error(`bot ${command.type} refused: ${r.rejection.reason}`);
    game = r.game;
  }
  throw new Error(`the game did not end within ${maxCommands} commands`);
}
