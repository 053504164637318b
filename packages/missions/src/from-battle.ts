/** Keep a mission tracker in step with a digital battle: the battle's units become mission units, its state becomes reports. */
import { type BattleState, type BattleUnit, type EdgeName as CompassEdge, OPPOSITE_EDGE, damagedMP, withdrawalFacts } from '@marshal/battletech';
import type { EdgeName } from './missions/types';
import type { MissionCommand } from './tracker/commands';
import { type MissionState, onBoard } from './tracker/state';
import type { MissionUnit, Side } from './units';

/** Which battle side plays which mission side, and the roles the battle does not know (commander, support, value, group). */
export interface BattleLink {
  readonly sides: Readonly<Record<string, Side>>;
  /**
   * The map edge the attacker deployed along — the mission's `home` edge (its opposite is `far`, the others
   * `flank`). Default: the attacker's battle home edge. Set it when the battle's home edge is where the attacker
   * retreats rather than where it came from (Escort: the convoy's side retreats off the far edge).
   */
  readonly attackerHome?: CompassEdge;
  readonly roles?: Readonly<Record<string, Partial<Pick<MissionUnit, 'commander' | 'support' | 'value' | 'group'>>>>;
}

const hasHand = (u: BattleUnit) => ['LA', 'RA'].some((l) => (u.slots[l] ?? []).some((s) => s.system === 'hand' && !s.hit));

export function missionUnitsFromBattle(battle: BattleState, link: BattleLink): MissionUnit[] {
  return Object.values(battle.units).map((u) => {
    const side = link.sides[battle.sideOf[u.id]!];
    if (!side) throw new Error(`battle side ${battle.sideOf[u.id]} is not linked to a mission side`);
    const role = link.roles?.[u.id] ?? {};
    return {
      id: u.id,
      name: u.name,
      side,
      tonnage: u.tonnage,
      countsForBoardSize: u.capabilities.withdrawal !== 'squad',
      ground: true,
      withdrawalTest: u.capabilities.withdrawal,
      walkMp: u.movement.walk,
      value: role.value ?? 0,
      support: role.support ?? false,
      commander: role.commander ?? false,
      canRecon: u.capabilities.withdrawal !== 'squad',
      tag: false,
      activeProbe: false,
      hands: hasHand(u),
      piloting: u.pilot.piloting,
      crewSurvival: u.capabilities.withdrawal !== 'squad',
      ...(role.group ? { group: role.group } : {}),
    };
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function cause(u: BattleUnit): 'head-destroyed' | 'crew-killed' | 'other' {
  if (u.capabilities.head && u.locations[u.capabilities.head]?.destroyed) return 'head-destroyed';
  return u.pilot.dead ? 'crew-killed' : 'other';
}

/** The mission's name for a map edge: home (the attacker's deployment edge), far (opposite) or flank. */
export function missionEdge(battle: BattleState, link: BattleLink, edge: CompassEdge): EdgeName {
  const attacker = battle.sides.find((x) => link.sides[x.id] === 'attacker');
  const home = link.attackerHome ?? attacker?.homeEdge ?? 'south';
  return edge === home ? 'home' : edge === OPPOSITE_EDGE[home] ? 'far' : 'flank';
}

/**
 * Damage to the mission's objective buildings (Sabotage) that the battle's fire did and the tracker has not yet
 * heard: the battle's construction factor lost, and its destruction flag (a building the battle brought down is
 * destroyed in the tracker too).
 */
function buildingReports(mission: MissionState, battle: BattleState): MissionCommand[] {
  const out: MissionCommand[] = [];
  for (const b of mission.objectives.buildings) {
    const fought = battle.buildings?.[b.id];
    if (!fought || b.damage >= b.cf) continue;
    const done = fought.destroyed ? b.cf : Math.min(fought.cf - fought.remaining, b.cf - 1);
    if (done > b.damage) out.push({ type: 'damageBuilding', building: b.id, damage: done - b.damage });
  }
  return out;
}

/**
 * The reports that bring the tracker up to the battle's state: objective building damage, then damage (as Forced Withdrawal facts, walking MP
 * after damage), then round by round the units that left the map — by the edge they left by, with their
 * walking/cruising MP as they left — and the turns completed, then the units destroyed (the battle does not
 * record when). Call it whenever the battle moves on, so destruction lands in its turn.
 */
export function reportsFromBattle(mission: MissionState, battle: BattleState, link: BattleLink): MissionCommand[] {
  const out: MissionCommand[] = buildingReports(mission, battle);
  const leaving: string[] = [];
  const destroyed: MissionCommand[] = [];
  for (const u of Object.values(battle.units)) {
    const m = mission.units[u.id];
    if (!m || !onBoard(m)) continue;
    const facts = withdrawalFacts(u);
    const walk = damagedMP(u).walk;
    if (!sameSet(facts.armourStripped, m.facts.armourStripped) || !sameSet(facts.destroyed, m.facts.destroyed) || walk !== (m.facts.walkMp ?? m.unit.walkMp))
      out.push({ type: 'reportDamage', unit: u.id, facts: { armourStripped: [...facts.armourStripped], destroyed: [...facts.destroyed], walkMp: walk } });
    if (u.destroyed) destroyed.push({ type: 'destroyUnit', unit: u.id, cause: cause(u) });
    else if (battle.exits[u.id]) leaving.push(u.id);
  }
  for (let t = mission.turn; t <= battle.round; t++) {
    for (const id of leaving.filter((x) => Math.max(battle.exits[x]!.round, mission.turn) === t)) {
      const exit = battle.exits[id]!;
      out.push({ type: 'exitUnit', unit: id, edge: missionEdge(battle, link, exit.edge), walkMp: exit.walkMp });
    }
    if (t < battle.round) out.push({ type: 'endTurn' });
  }
  return [...out, ...destroyed];
}
