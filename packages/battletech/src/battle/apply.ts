// Folding a battle's events into its state (pure): each event's change, then the phase it leads to.
import { damagedMP } from './movement';
import { applyWritten } from './written-orders';
import { type BattlePhase, type BattleState, type UnitExit, canAct, unitsOf } from './state';
import { nextState } from './next-state';
import { applyUnitChange, applyUnitChanges } from './unit-change';
import { withObjectiveBuildings } from './objective-map';
import { applyDeployed } from './deployment';
import { applyRevealed } from './hidden';
import type { BattleEvent } from './events';

/** The units that still act this turn (fire and physical attacks are expected of each). */
export const fireExpected = (s: BattleState): string[] => Object.keys(s.units).filter((id) => canAct(s, id));

/** Objective buildings after fire hit them; one brought down turns to rubble on the map. */
function buildingsAfterFire(s: BattleState, changed: NonNullable<Extract<BattleEvent, { type: 'fireResolved' }>['buildings']>) {
  const buildings = Object.fromEntries(Object.entries(s.buildings!).map(([id, b]) => [id, changed[id] ? { ...b, ...changed[id] } : b]));
  const fell = Object.keys(changed).some((id) => changed[id]!.destroyed && !s.buildings![id]!.destroyed);
  return { buildings, ...(fell ? { map: withObjectiveBuildings(s.map, buildings) } : {}) };
}

/** Alternate units, initiative loser first; the side with more units moves its extras last. */
export function moveQueue(s: BattleState, order: readonly string[]): string[] {
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
    const declared = nextState(s, { fire });
    return fireExpected(declared).every((id) => fire[id]) ? enter(declared, 'physical') : nextState(declared, { phase });
  }
  if ((phase === 'fire' || phase === 'physical') && !fireExpected(s).length) return enter(s, phase === 'fire' ? 'physical' : 'heat');
  if (phase === 'movement' && s.movementMode === 'alternating' && !s.moveQueue.length) return enter(s, 'fire');
  return nextState(s, { phase });
}

/** The state without a paused move (it has ended). */
function withoutPause(s: BattleState): BattleState {
  return s.pointBlank ? nextState(s, { pointBlank: undefined }) : s;
}

const homeEdge = (s: BattleState, id: string) => s.sides.find((x) => x.id === s.sideOf[id])!.homeEdge;

/** A unit leaves the map: out of play from now on, with the edge it left by. */
const leave = (s: BattleState, id: string, exit: UnitExit): BattleState => nextState(s, { withdrawn: [...s.withdrawn, id], exits: { ...s.exits, [id]: exit } });

/** Every unit with written orders has moved. */
function allMoved(written: BattleState['written'], moved: BattleState['moved']): boolean {
  for (const side in written) for (const id in written[side]) if (!(id in moved)) return false;
  return true;
}

export function applyEvent(s: BattleState, e: BattleEvent): BattleState {
  switch (e.type) {
    case 'unitDeployed':
      return applyDeployed(s, e);
    case 'initiativeRolled': {
      const base = nextState(s, {
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
      });
      return enter(nextState(base, { moveQueue: moveQueue(base, e.order) }), 'movement');
    }
    case 'unitMoved': {
      const moved = nextState(withoutPause(s), {
        units: { ...s.units, [e.report.unit]: applyUnitChange(s.units[e.report.unit]!, e.unit) },
        positions: { ...s.positions, [e.report.unit]: e.report.to },
        moved: { ...s.moved, [e.report.unit]: e.report.summary },
        moveQueue: s.moveQueue.filter((id) => id !== e.report.unit),
      });
      const attacked = e.report.attack
        ? nextState(moved, { physical: { ...moved.physical, [e.report.unit]: { kind: e.report.attack.kind, target: e.report.attack.target } } })
        : moved;
      const next = e.report.exited ? leave(attacked, e.report.unit, { ...e.report.exited, round: s.round, phase: 'movement' }) : attacked;
      const done = s.movementMode === 'alternating' ? !next.moveQueue.length : allMoved(s.written, next.moved);
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
      return nextState(s, { fire: { ...s.fire, [e.unit]: e.attacks }, twists: { ...s.twists, [e.unit]: e.twist } });
    case 'fireResolved': {
      const buildings = e.buildings && s.buildings ? buildingsAfterFire(s, e.buildings) : {};
      return enter(nextState(s, { units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions }, ...buildings }), 'physical');
    }
    case 'physicalDeclared':
      return nextState(s, { physical: { ...s.physical, [e.unit]: e.attack } });
    case 'physicalResolved': {
      const next = nextState(s, { units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions } });
      const left = Object.entries(e.exits ?? {}).reduce(
        (t, [id, edge]) => leave(t, id, { edge, round: s.round, phase: 'physical', walkMp: damagedMP(t.units[id]!).walk, forced: false }),
        next,
      );
      return enter(left, 'heat');
    }
    case 'heatResolved':
      return nextState(s, { units: applyUnitChanges(s.units, e.units), positions: { ...s.positions, ...e.positions }, phase: 'end' });
    case 'coverTaken':
      return nextState(s, { takingCover: { ...s.takingCover, [e.unit]: e.hexside } });
    case 'unitRevealed':
      return applyRevealed(s, e);
    case 'moveInterrupted':
      return nextState(s, {
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
      });
    case 'pointBlankDeclined':
      return nextState(s, { pointBlank: { ...s.pointBlank!, waiting: s.pointBlank!.waiting.filter((id) => id !== e.unit) } });
    case 'pointBlankResolved':
      return nextState(s, {
        units: applyUnitChanges(s.units, e.units),
        positions: { ...s.positions, ...e.positions },
        pointBlankFired: [...(s.pointBlankFired ?? []), e.unit],
        twists: { ...s.twists, [e.unit]: e.twist },
        pointBlank: { ...s.pointBlank!, waiting: s.pointBlank!.waiting.filter((id) => id !== e.unit) },
      });
    case 'ecmModeSet':
      return nextState(s, { units: { ...s.units, [e.unit]: { ...s.units[e.unit]!, ecmMode: e.mode } } });
    case 'roundEnded': {
      const next = e.withdrawn.reduce(
        (t, id) => leave(t, id, { edge: homeEdge(s, id), round: s.round, phase: 'end', walkMp: damagedMP(s.units[id]!).walk, forced: true }),
        s,
      );
      return e.outcome ? nextState(next, { outcome: e.outcome, phase: 'over' }) : nextState(next, { round: s.round + 1, phase: 'initiative' });
    }
  }
}

/**
 * The last folds made while resolving a command (written orders, fire and hidden units fold their events to go on):
 * event object, the state it was folded into and the result. The caller then folds the same events into the same
 * states and gets the very state back instead of folding twice. Events read back from a record are other objects and
 * fold afresh. A few slots suffice (a command folds a handful of events) and keep nothing alive for long.
 */
const FOLDS = 16;
const foldEvents: (BattleEvent | undefined)[] = new Array<BattleEvent | undefined>(FOLDS).fill(undefined);
const foldFrom: (BattleState | undefined)[] = new Array<BattleState | undefined>(FOLDS).fill(undefined);
const foldTo: (BattleState | undefined)[] = new Array<BattleState | undefined>(FOLDS).fill(undefined);
let nextFold = 0;

/** `applyEvent`, remembering the result for the same event and state (resolve's own folds). */
export function foldOnce(s: BattleState, e: BattleEvent): BattleState {
  const to = applyEvent(s, e);
  foldEvents[nextFold] = e;
  foldFrom[nextFold] = s;
  foldTo[nextFold] = to;
  nextFold = (nextFold + 1) % FOLDS;
  return to;
}

/** `applyEvent`, or the state resolve already folded this event into from this state (the module's `apply`). */
export function applyFolded(s: BattleState, e: BattleEvent): BattleState {
  for (let i = 0; i < FOLDS; i++) if (foldEvents[i] === e && foldFrom[i] === s) return foldTo[i]!;
  return applyEvent(s, e);
}
