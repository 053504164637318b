import { type Dice, type GameModule, type Rejection, isRejection, parseWith, reject, rejectionFrom } from '@marshal/core';
import { combatOptionRegistry } from '../options/combat-options';
import { type CombatRules, baseCombatRules } from '../options/rules';
import { type FireReport, checkFire, resolveFire } from './fire';
import { buildingChanges } from './buildings';
import { damagedMP, executeMove, moverFor } from './movement';
import { runMP } from '../map/movement-cost';
import { type WrittenOrdersEvent, applyWritten, checkOrders, reviseOrders, writeOrders } from './written-orders';
import { type PhysicalReport, closePhase, heatPhase, judgeOutcome, physicalOption, resolvePhysical, withdrawals } from './phases';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { HeatPhaseReport } from '../rules/heat/heat';
import { type BattleCommand, type BattleSetup, type FireDeclaration, type PhysicalDeclaration, battleCommandSchema, battleSetupSchema } from './schema';
import { type BattleOutcome, type BattlePhase, type BattleState, type Position, type UnitExit, canAct, initBattle, unitsOf } from './state';
import { POINT_BLANK, POINT_BLANK_ONCE, SEED_003_MOVEMENT, TW_PHYSICAL_DECLARED, TW_SEQUENCE, VTOL_ELEVATION } from './sources';
import type { EdgeName } from '../map/compose';
import { type UnitChange, applyUnitChange, applyUnitChanges, positionChanges, unitChange, unitChanges } from './unit-change';
import { battleSeats } from './seats';
import { timeOut } from './time-out';
import { narrateEvent } from './narrate';
import { type EcmModeSetEvent, setEcmMode } from './electronics';
import { type CoverTakenEvent, takeCover } from './taking-cover';
import { withObjectiveBuildings } from './objective-map';
import { type UnitDeployedEvent, applyDeployed, deploy } from './deployment';
import { HIDDEN_UNITS, type UnitRevealedEvent, applyRevealed, hiddenTargetProblem, reveals } from './hidden';
import { type PointBlankEvent, answerPointBlank, pointBlankMove, pointBlankProblem } from './point-blank';

/** A whole battle on the kernel: initiative, movement (alternating or written and simultaneous), fire, physical attacks, heat, end phase. */
export type BattleEvent =
  | UnitDeployedEvent
  | {
      readonly type: 'initiativeRolled';
      readonly round: number;
      readonly rolls: readonly (readonly { side: string; total: number }[])[];
      readonly order: readonly string[];
    }
  | WrittenOrdersEvent
  | { readonly type: 'fireDeclared'; readonly unit: string; readonly attacks: readonly FireDeclaration[]; readonly twist: number }
  | {
      readonly type: 'fireResolved';
      readonly reports: readonly FireReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
      readonly buildings?: Readonly<Record<string, { readonly remaining: number; readonly destroyed: boolean }>>;
    }
  | { readonly type: 'physicalDeclared'; readonly unit: string; readonly attack: PhysicalDeclaration | null }
  | {
      readonly type: 'physicalResolved';
      readonly reports: readonly PhysicalReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
      readonly exits?: Readonly<Record<string, EdgeName>>;
    }
  | {
      readonly type: 'heatResolved';
      readonly reports: readonly HeatPhaseReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
    }
  | EcmModeSetEvent
  | CoverTakenEvent
  | UnitRevealedEvent
  | PointBlankEvent
  | { readonly type: 'roundEnded'; readonly round: number; readonly withdrawn: readonly string[]; readonly outcome: BattleOutcome | null };

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

const fireExpected = (s: BattleState): string[] => Object.keys(s.units).filter((id) => canAct(s, id));

function fire(s: BattleState, c: Extract<BattleCommand, { type: 'fire' }>, rules: CombatRules, dice: Dice): Result {
  if (!fireExpected(s).includes(c.unit)) return reject(`${c.unit} cannot fire this turn`, TW_SEQUENCE, 'unit');
  if (s.pointBlankFired?.includes(c.unit)) return reject(`${c.unit} made a point-blank shot this turn: no more weapon attacks`, POINT_BLANK_ONCE, 'unit');
  if (s.fire[c.unit]) return reject(`${c.unit} has already declared its fire`, TW_SEQUENCE, 'unit');
  const unseen = c.attacks.map((a) => hiddenTargetProblem(s, a.target)).find((x) => x);
  if (unseen) return reject(unseen, HIDDEN_UNITS, 'attacks');
  const bad = checkFire(s, c.unit, c.attacks, rules, c.twist);
  if (bad) return reject(bad, TW_SEQUENCE, 'attacks');
  const declared: BattleEvent = { type: 'fireDeclared', unit: c.unit, attacks: c.attacks, twist: c.twist };
  const next = { ...s, fire: { ...s.fire, [c.unit]: c.attacks }, twists: { ...s.twists, [c.unit]: c.twist } };
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
  const after = [declared, resolved].reduce(applyEvent, s);
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
  const next = { ...s, physical: { ...s.physical, [c.unit]: c.attack } };
  if (fireExpected(s).some((id) => !(id in next.physical))) return [declared];
  return [declared, physicalPhase(next, rules, dice)];
}

/** Every physical attack resolved together, then the phase's piloting rolls; units displaced off the map leave. */
function physicalPhase(s: BattleState, rules: CombatRules, dice: Dice): BattleEvent {
  const hit = resolvePhysical(s, rules, dice);
  const psr = closePhase({ ...s, positions: hit.positions }, hit.units, rules, dice);
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
    return wrongPhase(s, s.phase) ?? timeOut(s, c, (st, cmd) => guarded(st, cmd, rules, dice), applyEvent, cancel);
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
      return writeOrders(s, c, rules, dice, applyEvent);
    case 'reviseOrders':
      return reviseOrders(s, c, rules, dice, applyEvent);
    case 'fire':
      return fire(s, c, rules, dice);
    case 'physical':
      return physical(s, c, rules, dice);
    case 'pointBlank': {
      const bad = pointBlankProblem(s, c.unit, c.attacks, c.twist, rules);
      return bad ? reject(bad, POINT_BLANK, 'attacks') : answerPointBlank(s, c.unit, c.attacks, c.twist, rules, dice, applyEvent);
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

/** Objective buildings after fire hit them; one brought down turns to rubble on the map. */
function buildingsAfterFire(s: BattleState, changed: NonNullable<Extract<BattleEvent, { type: 'fireResolved' }>['buildings']>) {
  const buildings = Object.fromEntries(Object.entries(s.buildings!).map(([id, b]) => [id, changed[id] ? { ...b, ...changed[id] } : b]));
  const fell = Object.keys(changed).some((id) => changed[id]!.destroyed && !s.buildings![id]!.destroyed);
  return { buildings, ...(fell ? { map: withObjectiveBuildings(s.map, buildings) } : {}) };
}

/** Alternate units, initiative loser first; the side with more units moves its extras last. */
function moveQueue(s: BattleState, order: readonly string[]): string[] {
  const first = (s.movesFirst ?? []).filter((id) => canAct(s, id));
  const lists = order.map((side) => unitsOf(s, side).filter((id) => canAct(s, id) && !first.includes(id)));
  const out: string[] = [...first];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const l of lists) if (l[i]) out.push(l[i]!);
  return out;
}

/** Fire and physical phases with nobody able to act are passed over. */
function enter(s: BattleState, phase: BattlePhase): BattleState {
  if (phase === 'fire' && s.pointBlankFired?.length) {
    // Units that fired point-blank this turn have made their weapon attack: they stand as declared with no fire.
    const fire = { ...s.fire, ...Object.fromEntries(s.pointBlankFired.filter((id) => canAct(s, id)).map((id) => [id, []])) };
    const declared = { ...s, fire };
    return fireExpected(declared).every((id) => fire[id]) ? enter(declared, 'physical') : { ...declared, phase };
  }
  if ((phase === 'fire' || phase === 'physical') && !fireExpected(s).length) return enter(s, phase === 'fire' ? 'physical' : 'heat');
  if (phase === 'movement' && s.movementMode === 'alternating' && !s.moveQueue.length) return enter(s, 'fire');
  return { ...s, phase };
}

/** The state without a paused move (it has ended). */
function withoutPause(s: BattleState): BattleState {
  if (!s.pointBlank) return s;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pointBlank, ...rest } = s;
  return rest;
}

const homeEdge = (s: BattleState, id: string) => s.sides.find((x) => x.id === s.sideOf[id])!.homeEdge;

/** A unit leaves the map: out of play from now on, with the edge it left by. */
const leave = (s: BattleState, id: string, exit: UnitExit): BattleState => ({ ...s, withdrawn: [...s.withdrawn, id], exits: { ...s.exits, [id]: exit } });

function applyEvent(s: BattleState, e: BattleEvent): BattleState {
  switch (e.type) {
    case 'unitDeployed':
      return applyDeployed(s, e);
    case 'initiativeRolled': {
      const base = {
        ...s,
        initiativeOrder: e.order,
        moved: {},
        written: {},
        prepared: {},
        revisable: [],
        beforeRolls: {},
        fire: {},
        twists: {},
        physical: {},
        takingCover: {},
        pointBlankFired: [],
      };
      return enter({ ...base, moveQueue: moveQueue(base, e.order) }, 'movement');
    }
    case 'unitMoved': {
      const moved = {
        ...withoutPause(s),
        units: { ...s.units, [e.report.unit]: applyUnitChange(s.units[e.report.unit]!, e.unit) },
        positions: { ...s.positions, [e.report.unit]: e.report.to },
        moved: { ...s.moved, [e.report.unit]: e.report.summary },
        moveQueue: s.moveQueue.filter((id) => id !== e.report.unit),
      };
      const attacked = e.report.attack
        ? { ...moved, physical: { ...moved.physical, [e.report.unit]: { kind: e.report.attack.kind, target: e.report.attack.target } } }
        : moved;
      const next = e.report.exited ? leave(attacked, e.report.unit, { ...e.report.exited, round: s.round, phase: 'movement' }) : attacked;
      const written = Object.values(s.written).flatMap((o) => Object.keys(o));
      const done = s.movementMode === 'alternating' ? !next.moveQueue.length : written.every((id) => id in next.moved);
      return done ? enter(next, 'fire') : next;
    }
    case 'ordersWritten':
    case 'ordersRevised':
      return applyWritten(s, e);
    case 'ordersRevealed': {
      const next = applyWritten(s, e);
      return Object.values(e.orders).some((o) => Object.keys(o).length) ? next : enter(next, 'fire');
    }
    case 'fireDeclared':
      return { ...s, fire: { ...s.fire, [e.unit]: e.attacks }, twists: { ...s.twists, [e.unit]: e.twist } };
    case 'fireResolved': {
      const buildings = e.buildings && s.buildings ? buildingsAfterFire(s, e.buildings) : {};
      return enter({ ...s, units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions }, ...buildings }, 'physical');
    }
    case 'physicalDeclared':
      return { ...s, physical: { ...s.physical, [e.unit]: e.attack } };
    case 'physicalResolved': {
      const next = { ...s, units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions } };
      const left = Object.entries(e.exits ?? {}).reduce(
        (t, [id, edge]) => leave(t, id, { edge, round: s.round, phase: 'physical', walkMp: damagedMP(t.units[id]!).walk, forced: false }),
        next,
      );
      return enter(left, 'heat');
    }
    case 'heatResolved':
      return { ...s, units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions }, phase: 'end' };
    case 'coverTaken':
      return { ...s, takingCover: { ...s.takingCover, [e.unit]: e.hexside } };
    case 'unitRevealed':
      return applyRevealed(s, e);
    case 'moveInterrupted':
      return {
        ...s,
        units: { ...s.units, [e.unit]: applyUnitChange(s.units[e.unit]!, e.change) },
        positions: { ...s.positions, [e.unit]: e.at },
        pointBlank: {
          mover: e.unit,
          orders: e.orders,
          ...(e.mode ? { mode: e.mode } : {}),
          from: s.pointBlank?.from ?? s.positions[e.unit]!,
          startUnit: s.pointBlank?.startUnit ?? s.units[e.unit]!,
          step: e.step,
          rolled: [...(s.pointBlank?.rolled ?? []), ...e.rolls],
          waiting: e.waiting,
          asked: [...(s.pointBlank?.asked ?? []), ...e.waiting],
        },
      };
    case 'pointBlankDeclined':
      return { ...s, pointBlank: { ...s.pointBlank!, waiting: s.pointBlank!.waiting.filter((id) => id !== e.unit) } };
    case 'pointBlankResolved':
      return {
        ...s,
        units: applyUnitChanges(s.units, e.units),
        positions: { ...s.positions, ...e.positions },
        pointBlankFired: [...(s.pointBlankFired ?? []), e.unit],
        twists: { ...s.twists, [e.unit]: e.twist },
        pointBlank: { ...s.pointBlank!, waiting: s.pointBlank!.waiting.filter((id) => id !== e.unit) },
      };
    case 'ecmModeSet':
      return { ...s, units: { ...s.units, [e.unit]: { ...s.units[e.unit]!, ecmMode: e.mode } } };
    case 'roundEnded': {
      const next = e.withdrawn.reduce(
        (t, id) => leave(t, id, { edge: homeEdge(s, id), round: s.round, phase: 'end', walkMp: damagedMP(s.units[id]!).walk, forced: true }),
        s,
      );
      return e.outcome ? { ...next, outcome: e.outcome, phase: 'over' } : { ...next, round: s.round + 1, phase: 'initiative' };
    }
  }
}

/** A command's events followed by the hidden units it revealed (none when no unit is hidden). */
function withReveals(s: BattleState, r: Result, rules: CombatRules): Result {
  if (isRejection(r) || !s.hidden?.length) return r;
  const after = r.reduce(applyEvent, s);
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
  apply: applyEvent,
  seats: battleSeats,
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
