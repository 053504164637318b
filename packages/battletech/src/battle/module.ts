import { type Dice, type GameModule, type Rejection, isRejection, parseWith, reject, rejectionFrom } from '@marshal/core';
import { combatOptionRegistry } from '../options/combat-options';
import { type CombatRules, baseCombatRules } from '../options/rules';
import { resolveFire } from './fire';
import { checkFire } from './fire-check';
import { buildingChanges } from './buildings';
import { executeMove, moverFor } from './movement';
import { runMP } from '../map/movement-cost';
import { checkOrders, reviseOrders, writeOrders } from './written-orders';
import { closePhase, heatPhase, judgeOutcome, physicalOption, resolvePhysical, withdrawals } from './phases';
import { type BattleCommand, type BattleSetup, battleCommandSchema, battleSetupSchema } from './schema';
import { type BattlePhase, type BattleState, initBattle } from './state';
import { nextState } from './next-state';
import type { BattleEvent } from './events';
import { applyFolded, fireExpected, foldOnce } from './apply';
import { POINT_BLANK, POINT_BLANK_ONCE, SEED_003_MOVEMENT, TW_PHYSICAL_DECLARED, TW_SEQUENCE, VTOL_ELEVATION } from './sources';
import { positionChanges, unitChange, unitChanges } from './unit-change';
import { battleSeats } from './seats';
import { battleBot } from './bot-seat';
import { timeOut } from './time-out';
import { narrateEvent } from './narrate';
import { setEcmMode } from './electronics';
import { takeCover } from './taking-cover';
import { deploy } from './deployment';
import { HIDDEN_UNITS, hiddenTargetProblem, reveals } from './hidden';
import { answerPointBlank, pointBlankMove, pointBlankProblem } from './point-blank';

export type { BattleEvent } from './events';

type Result = readonly BattleEvent[] | Rejection;

const wrongPhase = (s: BattleState, want: BattlePhase): Rejection | null =>
  s.phase === 'over'
    ? reject('the battle is over', TW_SEQUENCE, 'type')
    : s.phase !== want
      ? reject(`it is the ${s.phase} phase, not ${want}`, TW_SEQUENCE, 'type')
      : null;

function initiative(s: BattleState, dice: Dice): Result {
  const rolls: { side: string; total: number }[][] = [];
  for (;;) {
    const r = s.sides.map((side) => ({ side: side.id, total: dice.roll('2d6', `round ${s.round} initiative: ${side.name}`).total }));
    rolls.push(r);
    if (r[0]!.total !== r[1]!.total)
      return [{ type: 'initiativeRolled', round: s.round, rolls, order: [...r].sort((a, b) => a.total - b.total).map((x) => x.side) }];
  }
}

function move(s: BattleState, c: Extract<BattleCommand, { type: 'move' }>, rules: CombatRules, dice: Dice): Result {
  if (s.movementMode !== 'alternating') return reject('this battle uses written simultaneous movement: send writeOrders', SEED_003_MOVEMENT, 'type');
  if (s.moveQueue[0] !== c.unit) return reject(`it is ${s.moveQueue[0]}'s turn to move, not ${c.unit}'s`, TW_SEQUENCE, 'unit');
  const bad = checkOrders(c.orders, 'orders');
  if (bad) return bad;
  const u = s.units[c.unit]!;
  if (c.elevation !== undefined && !(u.capabilities.flies && u.elevation > 0))
    return reject(`${u.name} is not flying: it cannot choose an elevation`, VTOL_ELEVATION, 'elevation');
  if (s.pointBlank) return reject(`${s.pointBlank.mover}'s move is paused for a point-blank shot`, POINT_BLANK, 'type');
  const paused = c.elevation === undefined ? pointBlankMove(s, c.unit, c.orders, c.mode, rules, dice) : null;
  if (paused) return paused;
  const r = executeMove(s, c.unit, c.orders, rules, dice, c.mode);
  if (c.elevation === undefined || c.elevation === u.elevation) return [{ type: 'unitMoved', report: r.report, unit: unitChange(u, r.unit) }];
  const climb = Math.abs(c.elevation - u.elevation);
  const flank = runMP(moverFor(u));
  if (r.report.mpUsed + climb > flank)
    return reject(`${u.name} has ${flank} MP: ${r.report.mpUsed} to move and ${climb} to change elevation is too many`, VTOL_ELEVATION, 'elevation');
  const report = { ...r.report, mpUsed: r.report.mpUsed + climb, elevation: { from: u.elevation, to: c.elevation } };
  return [{ type: 'unitMoved', report, unit: unitChange(u, { ...r.unit, elevation: c.elevation }) }];
}

function fire(s: BattleState, c: Extract<BattleCommand, { type: 'fire' }>, rules: CombatRules, dice: Dice): Result {
  if (!fireExpected(s).includes(c.unit)) return reject(`${c.unit} cannot fire this turn`, TW_SEQUENCE, 'unit');
  if (s.pointBlankFired?.includes(c.unit)) return reject(`${c.unit} made a point-blank shot this turn: no more weapon attacks`, POINT_BLANK_ONCE, 'unit');
  if (s.fire[c.unit]) return reject(`${c.unit} has already declared its fire`, TW_SEQUENCE, 'unit');
  const unseen = c.attacks.map((a) => hiddenTargetProblem(s, a.target)).find((x) => x);
  if (unseen) return reject(unseen, HIDDEN_UNITS, 'attacks');
  const bad = checkFire(s, c.unit, c.attacks, rules, c.twist);
  if (bad) return reject(bad, TW_SEQUENCE, 'attacks');
  const declared: BattleEvent = { type: 'fireDeclared', unit: c.unit, attacks: c.attacks, twist: c.twist };
  const next = nextState(s, { fire: { ...s.fire, [c.unit]: c.attacks }, twists: { ...s.twists, [c.unit]: c.twist } });
  if (fireExpected(s).some((id) => !next.fire[id])) return [declared];
  const fired = resolveFire(next, rules, dice);
  const psr = closePhase(s, fired.units, rules, dice);
  const hitBuildings = buildingChanges(s.buildings, fired.buildings);
  const resolved: BattleEvent = {
    type: 'fireResolved',
    reports: fired.reports,
    psrs: psr.reports,
    units: unitChanges(s.units, psr.units),
    positions: positionChanges(s.positions, psr.positions),
    ...(Object.keys(hitBuildings).length ? { buildings: hitBuildings } : {}),
  };
  const after = [declared, resolved].reduce(foldOnce, s);
  const allDeclared = after.phase === 'physical' && fireExpected(after).every((id) => id in after.physical);
  return allDeclared ? [declared, resolved, physicalPhase(after, rules, dice)] : [declared, resolved];
}

function physical(s: BattleState, c: Extract<BattleCommand, { type: 'physical' }>, rules: CombatRules, dice: Dice): Result {
  if (!fireExpected(s).includes(c.unit)) return reject(`${c.unit} cannot attack this turn`, TW_SEQUENCE, 'unit');
  const before = s.physical[c.unit];
  if (c.unit in s.physical)
    return reject(
      before && (before.kind === 'charge' || before.kind === 'dfa')
        ? `${c.unit} declared a ${before.kind === 'dfa' ? 'death from above' : 'charge'} with its movement`
        : `${c.unit} has already declared its physical attack`,
      TW_SEQUENCE,
      'unit',
    );
  if (c.attack && (c.attack.kind === 'charge' || c.attack.kind === 'dfa'))
    return reject(
      `a ${c.attack.kind === 'dfa' ? 'death from above is declared with a jump ("DFA 0805")' : 'charge is declared with movement ("Ch" ends the orders)'}`,
      TW_PHYSICAL_DECLARED,
      'attack',
    );
  if (c.attack) {
    const unseen = hiddenTargetProblem(s, c.attack.target);
    if (unseen) return reject(unseen, HIDDEN_UNITS, 'attack');
    const r = physicalOption(s, c.unit, c.attack, rules);
    if (typeof r === 'string') return reject(r, TW_SEQUENCE, 'attack');
  }
  const declared: BattleEvent = { type: 'physicalDeclared', unit: c.unit, attack: c.attack };
  const next = nextState(s, { physical: { ...s.physical, [c.unit]: c.attack } });
  if (fireExpected(s).some((id) => !(id in next.physical))) return [declared];
  return [declared, physicalPhase(next, rules, dice)];
}

/** Every physical attack resolved together, then the phase's piloting rolls; units displaced off the map leave. */
function physicalPhase(s: BattleState, rules: CombatRules, dice: Dice): BattleEvent {
  const hit = resolvePhysical(s, rules, dice);
  const psr = closePhase(nextState(s, { positions: hit.positions }), hit.units, rules, dice);
  const exits = Object.keys(hit.exits).length ? { exits: hit.exits } : {};
  return {
    type: 'physicalResolved',
    reports: hit.reports,
    psrs: psr.reports,
    units: unitChanges(s.units, psr.units),
    positions: positionChanges(s.positions, psr.positions),
    ...exits,
  };
}

function endRound(s: BattleState): Result {
  const gone = withdrawals(s);
  return [{ type: 'roundEnded', round: s.round, withdrawn: gone, outcome: judgeOutcome(s, gone) }];
}

function guarded(s: BattleState, c: BattleCommand, rules: CombatRules, dice: Dice): Result {
  if (c.type === 'timeOut') {
    const cancel = (unit: string): BattleEvent =>
      s.phase === 'fire' ? { type: 'fireDeclared', unit, attacks: [], twist: 0 } : { type: 'physicalDeclared', unit, attack: null };
    return wrongPhase(s, s.phase) ?? timeOut(s, c, (st, cmd) => guarded(st, cmd, rules, dice), foldOnce, cancel);
  }
  const phaseOf: Record<Exclude<BattleCommand['type'], 'timeOut'>, BattlePhase> = {
    deploy: 'deployment',
    initiative: 'initiative',
    move: 'movement',
    writeOrders: 'movement',
    reviseOrders: 'movement',
    fire: 'fire',
    physical: 'physical',
    pointBlank: 'movement',
    heat: 'heat',
    end: 'end',
    setEcm: 'end',
    takeCover: 'fire',
  };
  const wrong = wrongPhase(s, phaseOf[c.type]);
  if (wrong) return wrong;
  switch (c.type) {
    case 'deploy':
      return deploy(s, c);
    case 'initiative':
      return initiative(s, dice);
    case 'move':
      return move(s, c, rules, dice);
    case 'writeOrders':
      return writeOrders(s, c, rules, dice, foldOnce);
    case 'reviseOrders':
      return reviseOrders(s, c, rules, dice, foldOnce);
    case 'fire':
      return fire(s, c, rules, dice);
    case 'physical':
      return physical(s, c, rules, dice);
    case 'pointBlank': {
      const bad = pointBlankProblem(s, c.unit, c.attacks, c.twist, rules);
      return bad ? reject(bad, POINT_BLANK, 'attacks') : answerPointBlank(s, c.unit, c.attacks, c.twist, rules, dice, foldOnce);
    }
    case 'heat': {
      const h = heatPhase(s, dice, rules);
      const psr = closePhase(s, h.units, rules, dice);
      return [
        {
          type: 'heatResolved',
          reports: h.reports,
          psrs: psr.reports,
          units: unitChanges(s.units, psr.units),
          positions: positionChanges(s.positions, psr.positions),
        },
      ];
    }
    case 'end':
      return endRound(s);
    case 'setEcm':
      return setEcmMode(s, c.unit, c.mode, rules);
    case 'takeCover':
      return takeCover(s, c.unit, c.hexside, rules);
  }
}

/** A command's events followed by the hidden units it revealed (none when no unit is hidden). */
function withReveals(s: BattleState, r: Result, rules: CombatRules): Result {
  if (isRejection(r) || !s.hidden?.length) return r;
  const after = r.reduce(foldOnce, s);
  const paths: Record<string, string[]> = {};
  for (const e of r) if (e.type === 'unitMoved') paths[e.report.unit] = e.report.steps.map((x) => x.hex);
  const found = reveals(s, after, rules, paths);
  return found.length ? [...r, ...found] : r;
}

export const battleModule: GameModule<BattleState, BattleCommand, BattleEvent, CombatRules, BattleSetup> = {
  id: 'battletech-battle',
  version: '2',
  title: 'BattleTech battle (Total Warfare turn loop; Solaris VII written movement)',
  options: combatOptionRegistry,
  baseRules: baseCombatRules,
  parseSetup: (input) => parseWith(battleSetupSchema, input, 'battle setup'),
  parseCommand: (input) => parseWith(battleCommandSchema, input, 'battle command'),
  init: (setup) => initBattle(setup),
  resolve(state, command, { dice, rules }) {
    try {
      return withReveals(state, guarded(state, command, rules, dice), rules);
    } catch (e) {
      return rejectionFrom(e);
    }
  },
  apply: applyFolded,
  seats: battleSeats,
  bot: battleBot,
  narrate: narrateEvent,
  /** Each side's commands belong to its seat; a phase clock's time-out is played by the shell that keeps the clock (or an organiser). */
  authority: {
    create: 'participant',
    commands: {
      deploy: 'seat',
      initiative: 'seat',
      move: 'seat',
      writeOrders: 'seat',
      reviseOrders: 'seat',
      fire: 'seat',
      physical: 'seat',
      pointBlank: 'seat',
      heat: 'seat',
      end: 'seat',
      setEcm: 'seat',
      takeCover: 'seat',
      timeOut: 'organiser',
    },
  },
};
