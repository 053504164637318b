import { type Dice, type Rejection, reject, rollCheck } from '@marshal/core';
import { missionById } from '../missions/index';
import { extractionRuling } from '../missions/extraction';
import { reconRuling } from '../missions/rapid-recon';
import { positionTonnageNeeded } from '../missions/take-the-position';
import { countedGround } from '../missions/common';
import type { MissionRules } from '../options';
import { type DestructionCause, rollCrewSurvival } from '../rules/crew-survival';
import { forcedWithdrawal } from '../rules/forced-withdrawal';
import { locationLabel } from '../rules/location-labels';
import { objectiveNumber } from '../objective-names';
import { s000 } from '../sources';
import { applyMissionEvent } from './apply';
import type { MissionCommand } from './commands';
import { type MissionEvent, summarise } from './events';
import { withdrawalPermission, withdrawalsAfter } from './withdrawal';
import { type MissionState, type UnitState, onBoard } from './state';
import { missionStatus } from './status';

type Out = MissionEvent[] | Rejection;
type Handler<T extends MissionCommand['type']> = (s: MissionState, c: Extract<MissionCommand, { type: T }>, rules: MissionRules, dice: Dice) => Out;

function unitOnBoard(s: MissionState, id: string): UnitState | Rejection {
  const u = s.units[id];
  if (!u) return reject(`no unit "${id}" in this mission`, undefined, 'unit');
  if (!onBoard(u)) return reject(`${u.unit.name} is no longer on the board (${u.status})`, undefined, 'unit');
  return u;
}
const isRej = (x: unknown): x is Rejection => typeof x === 'object' && x !== null && 'rejected' in x;

function crewFateOf(u: UnitState, cause: DestructionCause, dice: Dice): MissionEvent {
  const crew = rollCrewSurvival(u.unit, cause, dice);
  return { type: 'crewFate', unit: u.unit.id, fate: crew.fate, reason: crew.reason, ruling: crew.ruling ? summarise(crew.ruling) : null, roll: crew.roll };
}

const handlers: { [T in MissionCommand['type']]: Handler<T> } = {
  setPhase: (_s, c) => [{ type: 'phaseSet', phase: c.phase }],
  endTurn: (s) => [{ type: 'turnEnded', turn: s.turn }],
  reportDamage(s, c) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    const labels = { armourStripped: [] as string[], destroyed: [] as string[] };
    for (const list of ['armourStripped', 'destroyed'] as const)
      for (const [i, label] of c.facts[list].entries()) {
        const l = locationLabel(u.unit.withdrawalTest, label);
        if ('error' in l) return reject(`${u.unit.name}: ${l.error}`, s000('Forced Withdrawal', 'rules 5–7'), `facts.${list}.${i}`);
        labels[list].push(l.ok);
      }
    const facts = {
      ...c.facts,
      armourStripped: [...new Set([...u.facts.armourStripped, ...labels.armourStripped])],
      destroyed: [...new Set([...u.facts.destroyed, ...labels.destroyed])],
    };
    const events: MissionEvent[] = [{ type: 'damageReported', unit: c.unit, facts }];
    const verdict = forcedWithdrawal(u.unit, facts);
    if (verdict.meets && !u.forcedWithdrawal) events.push({ type: 'forcedWithdrawalReached', unit: c.unit, reasons: [...verdict.reasons] });
    return events;
  },
  exitUnit(s, c, rules) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    // A unit displaced off the map did not choose to leave: the withdrawal rules (and immobility) do not stop it, and it signals no retreat.
    if (!c.displaced) {
      if (u.status !== 'active') return reject(`${u.unit.name} is immobile and cannot leave the board`, s000('Immobilised units'), 'unit');
      const permission = withdrawalPermission(s, u, c.edge, rules);
      if (isRej(permission)) return permission;
    }
    const walkMp = c.walkMp ?? u.facts.walkMp ?? u.unit.walkMp;
    const events: MissionEvent[] = [
      { type: 'unitExited', unit: c.unit, edge: c.edge, turn: s.turn, walkMp, phase: s.phase, ...(c.displaced ? { displaced: true as const } : {}) },
    ];
    if (s.objectives.extraction.carrier === c.unit && c.edge === 'home') events.push({ type: 'objectiveExtracted', unit: c.unit });
    const signals = !c.displaced && u.forcedWithdrawal && !s.generalRetreat[u.unit.side] && (!u.unit.support || rules.supportSignalsRetreat);
    if (signals)
      events.push({
        type: 'generalRetreatSignalled',
        side: u.unit.side,
        by: c.unit,
        reason: { text: `${u.unit.name} withdrew under Forced Withdrawal`, source: s000('Forced Withdrawal', 'rule 2') },
      });
    return events;
  },
  destroyUnit(s, c, _r, dice) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    const rollsCrew = u.unit.crewSurvival && u.crew === 'aboard';
    const later = rollsCrew && c.crewRoll === 'later';
    const events: MissionEvent[] = [
      { type: 'unitDestroyed', unit: c.unit, cause: c.cause, turn: s.turn, phase: s.phase, ...(later ? { crewRollLater: true as const } : {}) },
    ];
    if (rollsCrew && !later) events.push(crewFateOf(u, c.cause, dice));
    if (s.objectives.extraction.carrier === c.unit) events.push({ type: 'objectiveDropped', unit: c.unit, hex: c.hex ?? null, turn: -1 });
    return events;
  },
  rollCrewSurvival(s, c, _r, dice) {
    const u = s.units[c.unit];
    if (!u) return reject(`no unit "${c.unit}" in this mission`, undefined, 'unit');
    if (!u.crewRollDue) return reject(`${u.unit.name} has no Crew Survival roll waiting`, s000('Crew Survival'), 'unit');
    return [crewFateOf(u, u.crewRollDue, dice)];
  },
  immobiliseUnit(s, c) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    if (u.status === 'immobile') return reject(`${u.unit.name} is already immobile`, undefined, 'unit');
    if (!u.unit.support) return [{ type: 'unitImmobilised', unit: c.unit, abandoned: false, reason: null }];
    const reason = { text: 'an immobilised support unit is abandoned automatically', source: s000('Immobilised units', 'rule 2') };
    return [
      { type: 'unitImmobilised', unit: c.unit, abandoned: true, reason },
      { type: 'crewFate', unit: c.unit, fate: 'bailed-out', reason: reason.text, ruling: null, roll: null },
    ];
  },
  decideImmobile(s, c) {
    const u = s.units[c.unit];
    if (!u || u.status !== 'immobile')
      return reject(`${u?.unit.name ?? c.unit} is not an immobile unit awaiting a decision`, s000('Immobilised units', 'rule 1'), 'unit');
    const events: MissionEvent[] = [{ type: 'immobileDecided', unit: c.unit, decision: c.decision }];
    if (c.decision === 'abandon')
      events.push({
        type: 'crewFate',
        unit: c.unit,
        fate: 'bailed-out',
        reason: 'the crew leaves the abandoned unit (no survival roll)',
        ruling: null,
        roll: null,
      });
    return events;
  },
  damageBuilding(s, c) {
    const b = s.objectives.buildings.find((x) => x.id === c.building);
    if (!b) return reject(`no objective building "${c.building}"`, undefined, 'building');
    if (b.damage >= b.cf) return reject(`Building ${objectiveNumber(b.id, s.objectives.buildings)} is already destroyed`, undefined, 'building');
    const remaining = Math.max(0, b.cf - b.damage - c.damage);
    return [{ type: 'buildingDamaged', building: b.id, damage: c.damage, remaining, destroyed: remaining === 0 }];
  },
  attemptRecon(s, c, _r, dice) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    const src = s000('Rapid Recon › Special rules');
    if (u.unit.side !== 'attacker' || !u.unit.canRecon) return reject(`${u.unit.name} cannot recon: only the attacker's 'Mechs and vehicles may`, src, 'unit');
    if (!c.lineOfSight) return reject('the objective must be in line of sight', src, 'lineOfSight');
    if (s.phase !== 'end') return reject('recon attempts are declared after the heat phase (set the phase to "end")', src, 'phase');
    if (s.objectives.reconAttempts.some((a) => a.unit === c.unit && a.turn === s.turn))
      return reject(`${u.unit.name} has already tried to recon this turn`, src, 'unit');
    if (!s.objectives.reconTokens.some((t) => t.id === c.objective)) return reject(`no objective "${c.objective}"`, undefined, 'objective');
    const target = objectiveNumber(c.objective, s.objectives.reconTokens);
    if (s.objectives.scanned.includes(c.objective)) return reject(`objective ${target} has already been scanned`, src, 'objective');
    const ruling = reconRuling(u.unit, c, s.params.reconBaseTarget);
    const r = rollCheck(ruling, dice, `${u.unit.name}: recon objective ${target}`);
    return [{ type: 'reconRolled', unit: c.unit, objective: c.objective, ruling: summarise(ruling), roll: r.roll!, success: r.success }];
  },
  attemptExtraction(s, c, _r, dice) {
    const u = unitOnBoard(s, c.unit);
    if (isRej(u)) return u;
    const src = s000('Extraction › Special rules');
    const x = s.objectives.extraction;
    if (u.unit.side !== 'attacker') return reject('only the attacker collects the objective', src, 'unit');
    if (x.carrier) return reject(`${s.units[x.carrier]?.unit.name} already carries the objective`, src, 'unit');
    if (!c.inObjectiveHex) return reject('the unit must be in the objective hex', src, 'inObjectiveHex');
    if (c.enemyInHex) return reject('there must be no enemy unit in the objective hex', src, 'enemyInHex');
    if (c.attackedThisTurn) return reject('a unit that fired or made a physical attack this turn cannot collect the objective', src, 'attackedThisTurn');
    if (s.phase !== 'end') return reject('the attempt is made at the end of the turn, after the heat phase (set the phase to "end")', src, 'phase');
    if (x.droppedTurn === s.turn) return reject('the objective was dropped this turn; it can be picked up again next turn', src, 'unit');
    if (x.attempts?.some((a) => a.unit === c.unit && a.turn === s.turn))
      return reject(`${u.unit.name} has already tried to pick up the objective this turn`, src, 'unit');
    const ruling = extractionRuling(u.unit, c.hexesMoved, s.params.extractionBaseTarget);
    const r = rollCheck(ruling, dice, `${u.unit.name}: pick up the objective`);
    return [{ type: 'extractionRolled', unit: c.unit, ruling: summarise(ruling), roll: r.roll!, success: r.success }];
  },
  dropObjective(s, c) {
    if (s.objectives.extraction.carrier !== c.unit) return reject(`${s.units[c.unit]?.unit.name ?? c.unit} is not carrying the objective`, undefined, 'unit');
    return [{ type: 'objectiveDropped', unit: c.unit, hex: c.hex ?? null, turn: s.turn }];
  },
  reportArea(s, c) {
    const src = s000('Take the Position › Victory Conditions');
    for (const id of [...c.attackerUnits, ...c.defenderUnits]) {
      const u = unitOnBoard(s, id);
      if (isRej(u)) return u;
    }
    const wrong = c.attackerUnits.find((id) => s.units[id]!.unit.side !== 'attacker') ?? c.defenderUnits.find((id) => s.units[id]!.unit.side !== 'defender');
    if (wrong) return reject(`${s.units[wrong]!.unit.name} is listed on the wrong side`, undefined, 'attackerUnits');
    const attackerCounted = new Set(countedGround(s, 'attacker').map((u) => u.unit.id));
    const defenderCounted = new Set(countedGround(s, 'defender').map((u) => u.unit.id));
    const tons = c.attackerUnits.filter((id) => attackerCounted.has(id)).reduce((t, id) => t + s.units[id]!.unit.tonnage, 0);
    const defenders = c.defenderUnits.filter((id) => defenderCounted.has(id)).length;
    const { needed } = positionTonnageNeeded(s);
    const inTime = s.turn <= s.params.positionTurnLimit;
    if (s.phase !== 'end') return reject('the area is checked at the end of a turn (set the phase to "end")', src, 'phase');
    return [{ type: 'areaReported', turn: s.turn, attackerTons: tons, neededTons: needed, defenders, held: inTime && tons >= needed && defenders === 0 }];
  },
  agreeCeasefire(s, c, rules) {
    const src = s000('Ending the Game', 'rule 2');
    const done = s.turn - 1;
    if (done < s.params.ceasefireEarliestTurn)
      return reject(`no ceasefire before the end of turn ${s.params.ceasefireEarliestTurn}; ${done} turn(s) completed`, src);
    for (const id of c.surrendered) {
      const u = unitOnBoard(s, id);
      if (isRej(u)) return u;
    }
    const auto = missionById(s.mission).salvage(s, rules);
    if (c.fieldControl && auto.controller !== 'undecided')
      return reject(`field control is already decided by the mission (${auto.reason.text}); the ceasefire cannot change it`, src, 'fieldControl');
    return [{ type: 'ceasefireAgreed', terms: { objectivesMet: c.objectivesMet, surrendered: c.surrendered, fieldControl: c.fieldControl } }];
  },
  endGame: (s, c) => [{ type: 'gameEnded', reason: c.reason, turn: s.turn }],
};

/**
 * Reports of what happened in the turn the game ended, which may still come in after the report that ended it:
 * units leave, fall or are damaged together in that turn's phases (both sides' last units withdrawing in one end phase).
 */
export const SAME_TURN_REPORTS: readonly MissionCommand['type'][] = ['reportDamage', 'exitUnit', 'destroyUnit'];

/**
 * Whether the tracker still takes this report: anything before the game ends; after it, a Crew Survival roll left
 * waiting, and what else happened in the turn it ended in (damage, exits, destruction: both sides' last units can
 * leave in one end phase, and the wash-up reads every unit's damage). Nothing else once it has ended.
 */
export const stillReportable = (s: MissionState, type: MissionCommand['type']): boolean =>
  !s.ended || type === 'rollCrewSurvival' || (s.ended.turn === s.turn && SAME_TURN_REPORTS.includes(type));

/** Resolve a referee's or a battle's report into events, then add what follows from them. */
export function resolveMission(s: MissionState, c: MissionCommand, rules: MissionRules, dice: Dice): Out {
  if (s.ended && !stillReportable(s, c.type))
    return reject(
      `the game has ended (${s.ended.reason}); only reports of turn ${s.ended.turn} (damage, exits, destruction) may still come in`,
      s000('Ending the Game'),
    );
  const mission = missionById(s.mission);
  const specific = ['damageBuilding', 'attemptRecon', 'attemptExtraction', 'dropObjective', 'reportArea'];
  if (specific.includes(c.type) && !mission.accepts.includes(c.type)) return reject(`${c.type} is not part of the ${mission.title} mission`, mission.source);
  const out = (handlers[c.type] as Handler<typeof c.type>)(s, c as never, rules, dice);
  if (isRej(out)) return out;
  return [...out, ...consequences(out.reduce(applyMissionEvent, s), rules)];
}

function consequences(s: MissionState, rules: MissionRules): MissionEvent[] {
  const events: MissionEvent[] = withdrawalsAfter(s);
  let next = events.reduce(applyMissionEvent, s);
  const mission = missionById(s.mission);
  const before = missionStatus(next, rules);
  const accrued = next.decided && before.decided && before.attacker.payPercent !== next.decided.attacker.payPercent;
  if ((!next.decided && before.decided && !next.ceasefire) || accrued) {
    events.push({ type: 'missionDecided', status: before });
    next = applyMissionEvent(next, events[events.length - 1]!);
  }
  if (!next.ended) {
    const end = mission.gameEnd(next, rules);
    if (end) {
      events.push({ type: 'gameEnded', reason: end.text, turn: next.turn });
      next = applyMissionEvent(next, events[events.length - 1]!);
    }
  }
  if (next.ended && !next.decided) events.push({ type: 'missionDecided', status: missionStatus(next, rules) });
  return events;
}
