/** Keep a mission tracker in step with a digital battle: the battle's units become mission units, its state becomes reports. */
import { type BattleView, type BattleViewSource, type EdgeName as CompassEdge, OPPOSITE_EDGE, type UnitExit, battleView } from '@marshal/battletech';
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

/** The battle's units as mission units (`battle`: its state or its read-only view; only the view is read). */
export function missionUnitsFromBattle(battle: BattleViewSource, link: BattleLink): MissionUnit[] {
  return Object.values(battleView(battle).units).map((u) => {
    const side = link.sides[u.side];
    if (!side) throw new Error(`battle side ${u.side} is not linked to a mission side`);
    const role = link.roles?.[u.id] ?? {};
    return {
      id: u.id,
      name: u.name,
      side,
      tonnage: u.tonnage,
      countsForBoardSize: !u.squad,
      ground: true,
      withdrawalTest: u.withdrawalTest,
      walkMp: u.walkMp,
      value: role.value ?? 0,
      support: role.support ?? false,
      commander: role.commander ?? false,
      canRecon: !u.squad,
      tag: false,
      activeProbe: false,
      hands: u.workingHand,
      piloting: u.piloting,
      crewSurvival: !u.squad,
      ...(role.group ? { group: role.group } : {}),
    };
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The mission's name for a map edge: home (the attacker's deployment edge), far (opposite) or flank. */
export function missionEdge(battle: BattleViewSource, link: BattleLink, edge: CompassEdge): EdgeName {
  const attacker = battleView(battle).sides.find((x) => link.sides[x.id] === 'attacker');
  const home = link.attackerHome ?? attacker?.homeEdge ?? 'south';
  return edge === home ? 'home' : edge === OPPOSITE_EDGE[home] ? 'far' : 'flank';
}

/**
 * Damage to the mission's objective buildings (Sabotage) that the battle's fire did and the tracker has not yet
 * heard: the battle's construction factor lost, and its destruction flag (a building the battle brought down is
 * destroyed in the tracker too).
 */
function buildingReports(mission: MissionState, battle: BattleView): MissionCommand[] {
  const out: MissionCommand[] = [];
  for (const b of mission.objectives.buildings) {
    const fought = battle.buildings[b.id];
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
export function reportsFromBattle(mission: MissionState, source: BattleViewSource, link: BattleLink): MissionCommand[] {
  const battle = battleView(source);
  const out: MissionCommand[] = buildingReports(mission, battle);
  const leaving: { id: string; exit: UnitExit }[] = [];
  const destroyed: MissionCommand[] = [];
  for (const u of Object.values(battle.units)) {
    const m = mission.units[u.id];
    if (!m || !onBoard(m)) continue;
    const facts = u.damage;
    const walk = u.walkMpNow;
    if (!sameSet(facts.armourStripped, m.facts.armourStripped) || !sameSet(facts.destroyed, m.facts.destroyed) || walk !== (m.facts.walkMp ?? m.unit.walkMp))
      out.push({ type: 'reportDamage', unit: u.id, facts: { armourStripped: [...facts.armourStripped], destroyed: [...facts.destroyed], walkMp: walk } });
    if (u.destroyed) destroyed.push({ type: 'destroyUnit', unit: u.id, cause: u.destroyed });
    else if (u.exit) leaving.push({ id: u.id, exit: u.exit });
  }
  for (let t = mission.turn; t <= battle.round; t++) {
    for (const { id, exit } of leaving.filter((x) => Math.max(x.exit.round, mission.turn) === t))
      out.push({
        type: 'exitUnit',
        unit: id,
        edge: missionEdge(battle, link, exit.edge),
        walkMp: exit.walkMp,
        // Displaced off the map by a charge, push or death from above: not a withdrawal the mission could refuse.
        ...(exit.phase === 'physical' ? { displaced: true as const } : {}),
      });
    if (t < battle.round) out.push({ type: 'endTurn' });
  }
  return [...out, ...destroyed];
}
