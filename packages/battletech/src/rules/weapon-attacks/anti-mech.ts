import { type Dice, MarshalError, type Modifier, type Ruling, type Source, makeRuling, modifier, rollCheck, rollOnTable } from '@marshal/core';
import { findEquipment } from '@marshal/catalog';
import { type BattleUnit, countHit } from '../../unit/battle-unit';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { squadStrength } from '../withdrawal/crippling';
import { rollHitLocation, type ResolvedHit } from '../damage/hit-location';
import { type TargetMovement, targetMovementMods } from '../to-hit/movement-modifiers';
import { physicalDamage } from '../physical-attacks/physical';
import type { CombatRules } from '../../options/rules';
import { SRC } from '../sources';
import { BRUSH_OFF, LEG_ATTACK, SWARM_ATTACK, SWARM_DAMAGE_SOURCE, type AntiMechRule, swarmHitLocation } from '../../tables/anti-mech';
import { targetStateModifiers } from '../to-hit/to-hit';
import type { WeaponLookup } from '../../unit/weapons';

/** Infantry anti-'Mech attacks: leg attacks, swarming (attach, damage each turn, letting go) and the swarmed unit brushing them off. */
export type AntiMechKind = 'leg' | 'swarm';

export interface AntiMechDeclaration {
  readonly kind: AntiMechKind;
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  /** Hexes between them: anti-'Mech attacks are made in the target's hex (0). */
  readonly range: number;
  readonly targetMoved: TargetMovement;
}

export interface AntiMechReport {
  readonly kind: AntiMechKind | 'swarm-damage' | 'brush-off';
  readonly toHit: Ruling | null;
  readonly roll: number | null;
  readonly hit: boolean;
  readonly damage: number;
  readonly hits: readonly HitReport[];
  /** Swarm attached, still on, or ended (and why). */
  readonly swarm: 'attached' | 'continues' | 'ended' | null;
  readonly explanation: string;
  readonly sources?: readonly Source[];
}

export interface AntiMechOutcome {
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  readonly report: AntiMechReport;
}

const RULES: Readonly<Record<AntiMechKind, AntiMechRule>> = { leg: LEG_ATTACK, swarm: SWARM_ATTACK };

/** Why the attack cannot be made, or null. Legged targets only; swarms only on units the swarm table covers. */
function refusal(d: AntiMechDeclaration): string | null {
  const { attacker: a, target: t } = d;
  if (!a.capabilities.antiMech) return `${a.name} cannot make anti-'Mech attacks`;
  if (d.range !== 0) return `anti-'Mech attacks are made in the target's hex (range 0, not ${d.range})`;
  if (a.swarm) return `${a.name} is already in a swarm attack`;
  if (t.swarm) return `${t.name} is ${t.swarm.role === 'target' ? 'already swarmed' : 'swarming another unit'}`;
  if (t.capabilities.legs.length === 0) return `${t.name} has no legs to attack or climb`;
  if (d.kind === 'swarm' && !swarmHitLocation.rows.every((r) => r.result.location in t.locations))
    return `the swarm table does not cover ${t.name}'s locations`;
  return null;
}

function troopersModifier(rule: AntiMechRule, a: BattleUnit): Modifier | 'too-few' {
  const troopers = squadStrength(a).active;
  const steps = rule.byTroopers[a.capabilities.antiMech!];
  const step = steps.find((s) => troopers >= s.min);
  if (!step) return 'too-few';
  return modifier('troopers', `${rule.label}: ${troopers} trooper${troopers === 1 ? '' : 's'} standing`, step.modifier, rule.source);
}

/** The to-hit ruling for a leg or swarm attack: anti-'Mech skill, troopers standing, target movement and state. */
export function antiMechToHit(d: AntiMechDeclaration): Ruling {
  const rule = RULES[d.kind];
  const label = `${d.attacker.name} → ${d.target.name}: ${rule.label}`;
  const mods: Modifier[] = [modifier('anti-mech', `anti-'Mech skill ${d.attacker.pilot.piloting}`, d.attacker.pilot.piloting, rule.source)];
  const why = refusal(d);
  const troopers = why ? null : troopersModifier(rule, d.attacker);
  if (troopers && troopers !== 'too-few') mods.push(troopers);
  mods.push(...targetMovementMods(d.targetMoved), ...targetStateModifiers(d.target, d.range));
  const reason = why ?? (troopers === 'too-few' ? `too few troopers standing for a ${rule.label}` : null);
  return makeRuling({
    id: `${d.kind}-attack-to-hit`,
    label,
    modifiers: mods,
    ...(reason ? { automatic: { outcome: 'failure' as const, reason, source: rule.source } } : {}),
  });
}

const report = (r: Partial<AntiMechReport> & Pick<AntiMechReport, 'kind' | 'explanation'>): AntiMechReport => ({
  toHit: null,
  roll: null,
  hit: false,
  damage: 0,
  hits: [],
  swarm: null,
  ...r,
});

/** A leg hit: the kick table's leg, or the other standing leg when that one is gone; always rolls for a critical hit. */
function legHit(target: BattleUnit, rules: CombatRules, dice: Dice): ResolvedHit {
  const r = rollHitLocation(target, 'front', 'kick', rules, dice);
  const standing = target.capabilities.legs.filter((l) => !target.locations[l]?.destroyed);
  const location = target.locations[r.location]?.destroyed ? (standing[0] ?? r.location) : r.location;
  return { ...r, location, rear: false, critical: true };
}

/** Resolve a leg attack or a swarm attempt. A swarm that hits attaches the squad (damage starts next weapon phase). */
export function resolveAntiMech(d: AntiMechDeclaration, rules: CombatRules, dice: Dice): AntiMechOutcome {
  const toHit = antiMechToHit(d);
  const check = rollCheck(toHit, dice, `${d.attacker.name}: ${RULES[d.kind].label} to-hit`);
  const base = { kind: d.kind, toHit, roll: check.roll?.total ?? null, hit: check.success };
  if (!check.success) return { attacker: d.attacker, target: d.target, report: report({ ...base, explanation: `${RULES[d.kind].label} missed` }) };
  if (d.kind === 'swarm') {
    return {
      attacker: { ...d.attacker, swarm: { role: 'attacker', other: d.target.id } },
      target: { ...d.target, swarm: { role: 'target', other: d.attacker.id } },
      report: report({
        ...base,
        swarm: 'attached',
        explanation: `${d.attacker.name} swarms ${d.target.name}; it attacks automatically from the next weapon attack phase`,
      }),
    };
  }
  const where = legHit(d.target, rules, dice);
  const r = applyHit(d.target, where, LEG_ATTACK.damage, { direction: 'front', rules, dice, fromAttack: true, headHitsPilot: true });
  return {
    attacker: d.attacker,
    target: r.unit,
    report: report({
      ...base,
      damage: LEG_ATTACK.damage,
      hits: [r.report],
      explanation: `${LEG_ATTACK.damage} damage to ${where.location} and a critical-hit roll`,
      sources: [LEG_ATTACK.damageSource],
    }),
  };
}

/** Damage a swarming squad does each turn: its arm weapons (not missiles, not body-mounted, not infantry small arms); squad-mounted ones once per trooper. */
export function swarmDamage(squad: BattleUnit, lookup: WeaponLookup): { damage: number; parts: string[] } {
  const troopers = squadStrength(squad).active;
  const parts: string[] = [];
  let damage = 0;
  for (const w of squad.weapons) {
    if (w.destroyed || /:body$/iu.test(w.location)) continue;
    const profile = lookup(w.equipmentId);
    if (!profile || profile.flags.includes('missile') || findEquipment(w.equipmentId)?.flags.includes('infantry')) continue;
    const perTrooper = !/^T\d+/u.test(w.location);
    const each = profile.cluster ? profile.cluster.size * profile.cluster.damagePerMissile : profile.damage;
    const total = perTrooper ? each * troopers : each;
    damage += total;
    parts.push(perTrooper ? `${profile.name} ${each} × ${troopers}` : `${profile.name} ${each}`);
  }
  return { damage, parts };
}

/** The attached squad attacks its host: an automatic hit on the swarm table with a critical-hit roll. */
export function resolveSwarmDamage(squad: BattleUnit, host: BattleUnit, lookup: WeaponLookup, rules: CombatRules, dice: Dice): AntiMechOutcome {
  if (squad.swarm?.role !== 'attacker' || squad.swarm.other !== host.id)
    throw new MarshalError('invalid-input', `${squad.name} is not swarming ${host.name}`, { field: 'attacker' });
  const { damage, parts } = swarmDamage(squad, lookup);
  if (damage === 0)
    return {
      attacker: squad,
      target: host,
      report: report({ kind: 'swarm-damage', hit: true, swarm: 'continues', explanation: `${squad.name} has no weapon that can attack while swarming` }),
    };
  const r = rollOnTable(swarmHitLocation, dice, `${squad.name}: swarm hit location on ${host.name}`);
  const where: ResolvedHit = {
    location: r.row.result.location,
    rear: r.row.result.rear,
    critical: true,
    motive: false,
    cover: false,
    rolls: [{ table: swarmHitLocation.id, total: r.total, label: r.row.label }],
  };
  const hit = applyHit(host, where, damage, { direction: where.rear ? 'rear' : 'front', rules, dice, fromAttack: true, headHitsPilot: true });
  const ended = hit.unit.destroyed;
  return {
    attacker: ended ? endLink(squad) : squad,
    target: ended ? endLink(hit.unit) : hit.unit,
    report: report({
      kind: 'swarm-damage',
      hit: true,
      damage,
      hits: [hit.report],
      swarm: ended ? 'ended' : 'continues',
      explanation: `swarming (automatic hit): ${parts.join(' + ')} = ${damage} to ${r.row.label}, with a critical-hit roll`,
      sources: [SWARM_DAMAGE_SOURCE, swarmHitLocation.source],
    }),
  };
}

const endLink = (u: BattleUnit): BattleUnit => {
  const { swarm: _gone, ...rest } = u;
  return rest;
};

/** Ends a swarm (the squad lets go, or either unit is gone): both units lose the link. */
export function endSwarm(squad: BattleUnit, host: BattleUnit): { squad: BattleUnit; host: BattleUnit } {
  return { squad: endLink(squad), host: endLink(host) };
}

/** A brush-off with one arm (of a swarming squad or an iNarc pod): piloting + 4 and the arm's destroyed actuators. */
export function brushOffModifiers(host: BattleUnit, arm: string, label: string, source: Source): Modifier[] {
  const mods: Modifier[] = [
    modifier('piloting', `piloting ${host.pilot.piloting}`, host.pilot.piloting, SRC.piloting),
    modifier('brush-off', label, BRUSH_OFF.modifier, source),
  ];
  for (const [system, value] of Object.entries(BRUSH_OFF.actuators))
    if (countHit(host, arm, system as 'upper-arm' | 'lower-arm' | 'hand'))
      mods.push(modifier(`${system}-destroyed`, `${system} actuator destroyed`, value, BRUSH_OFF.source));
  return mods;
}

/** The swarmed unit tries to brush the squad off with one arm: piloting + 4 and its arm actuators. */
export function brushOffToHit(host: BattleUnit, squad: BattleUnit, arm: string): Ruling {
  const mods = brushOffModifiers(host, arm, 'brushing off swarming infantry', BRUSH_OFF.source);
  const why =
    host.swarm?.role !== 'target' || host.swarm.other !== squad.id
      ? `${squad.name} is not swarming ${host.name}`
      : !host.capabilities.punchLimbs.includes(arm)
        ? `${host.name} cannot brush off with ${arm}`
        : host.locations[arm]?.destroyed
          ? `${arm} is destroyed`
          : host.prone
            ? `${host.name} is prone`
            : null;
  return makeRuling({
    id: 'brush-off-to-hit',
    label: `${host.name} brushes off ${squad.name} with ${arm}`,
    modifiers: mods,
    ...(why ? { automatic: { outcome: 'failure' as const, reason: why, source: BRUSH_OFF.source } } : {}),
  });
}

/** A brush-off that hits does the arm's punch damage to the squad and ends the swarm; a miss leaves the squad on. */
export function resolveBrushOff(host: BattleUnit, squad: BattleUnit, arm: string, rules: CombatRules, dice: Dice): AntiMechOutcome {
  const toHit = brushOffToHit(host, squad, arm);
  const check = rollCheck(toHit, dice, `${host.name}: brush-off to-hit`);
  const base = { kind: 'brush-off' as const, toHit, roll: check.roll?.total ?? null, hit: check.success };
  if (!check.success)
    return { attacker: host, target: squad, report: report({ ...base, swarm: 'continues', explanation: 'brush-off missed; the squad stays on' }) };
  const damage = physicalDamage({
    kind: 'punch',
    attacker: host,
    target: squad,
    limb: arm,
    attackerMoved: 'stood',
    targetMoved: { hexes: 0, jumped: false },
  }).target;
  const where = rollHitLocation(squad, 'front', 'standard', rules, dice);
  const hit = applyHit(squad, where, damage, { direction: 'front', rules, dice, fromAttack: true, headHitsPilot: true });
  const freed = endSwarm(hit.unit, host);
  return {
    attacker: freed.host,
    target: freed.squad,
    report: report({
      ...base,
      damage,
      hits: [hit.report],
      swarm: 'ended',
      explanation: `brushed off: ${damage} damage (punch) to ${squad.name}; the swarm ends`,
    }),
  };
}
