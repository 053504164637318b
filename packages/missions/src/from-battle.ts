/** Keep a mission tracker in step with a digital battle: the battle's units become mission units, its state becomes reports. */
import { type BattleState, type BattleUnit, withdrawalFacts } from '@marshal/battletech';
import type { MissionCommand } from './tracker/commands';
import { type MissionState, onBoard } from './tracker/state';
import type { MissionUnit, Side } from './units';

/** Which battle side plays which mission side, and the roles the battle does not know (commander, support, value, group). */
export interface BattleLink {
  readonly sides: Readonly<Record<string, Side>>;
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

/**
 * The reports that bring the tracker up to the battle's state: turns completed, damage (as Forced Withdrawal
 * facts), units destroyed, units withdrawn by their own side's edge. Call it whenever the battle moves on.
 */
export function reportsFromBattle(mission: MissionState, battle: BattleState, link: BattleLink): MissionCommand[] {
  const out: MissionCommand[] = [];
  for (let t = mission.turn; t < battle.round; t++) out.push({ type: 'endTurn' });
  for (const u of Object.values(battle.units)) {
    const m = mission.units[u.id];
    if (!m || !onBoard(m)) continue;
    const facts = withdrawalFacts(u);
    const walk = Math.max(0, facts.walkMp ?? u.movement.walk);
    if (!sameSet(facts.armourStripped, m.facts.armourStripped) || !sameSet(facts.destroyed, m.facts.destroyed) || walk !== (m.facts.walkMp ?? m.unit.walkMp))
      out.push({ type: 'reportDamage', unit: u.id, facts: { armourStripped: [...facts.armourStripped], destroyed: [...facts.destroyed], walkMp: walk } });
    if (u.destroyed) out.push({ type: 'destroyUnit', unit: u.id, cause: cause(u) });
    else if (battle.withdrawn.includes(u.id)) out.push({ type: 'exitUnit', unit: u.id, edge: link.sides[battle.sideOf[u.id]!] === 'attacker' ? 'home' : 'far', walkMp: walk });
  }
  return out;
}
