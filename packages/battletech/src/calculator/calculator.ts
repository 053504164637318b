import { type DiceSource, type GameRecord, MarshalError, type Ruling, makeRuling, playCommand, startGame } from '@marshal/core';
import type { Unit } from '../unit/catalog-types';
import { type BattleUnit, createBattleUnit, tsmActive } from '../unit/battle-unit';
import { type HeatEffects, ammoExplosionRuling, heatEffects, shutdownRuling } from '../rules/heat/heat';
import { attackerWeapon, catalogAmmoDamage, catalogWeaponLookup } from '../unit/catalog-weapons';
import { type CombatAttackReport, type CombatEvent, type LetGoReport, type CombatState, combatModule, defaultLimb } from './module';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { CombatCommand } from './module-schema';
import { combatRuleset } from '../options/ruleset';
import type { CombatRules } from '../options/rules';
import type { PhysicalKind } from '../rules/physical-attacks/physical';
import { physicalDamage, physicalToHit } from '../rules/physical-attacks/physical';
import { weaponToHit } from '../rules/to-hit/to-hit';
import type { LosInput } from '../rules/to-hit/to-hit';
import type { AttackerMovement } from '../rules/to-hit/movement-modifiers';
import type { AttackDirection } from '../tables/mech-hit-location';
import { infantryRuleFor } from '../rules/weapon-attacks/infantry-damage';
import { troopersAlive } from '../rules/weapon-attacks/weapon-attack';
import { platoonPreview, platoonProfile } from '../rules/weapon-attacks/infantry-attack';
import { antiMechToHit, swarmDamage } from '../rules/weapon-attacks/anti-mech';
import { LEG_ATTACK, SWARM_DAMAGE_SOURCE } from '../tables/anti-mech';
import type { ClusterModifier } from '../rules/artemis';
import { type RoundsChoice, calculatorRounds } from './rounds';

/** The ruling calculator: one attack between two units, explained before any dice and resolved as a record. */
export interface CalculatorSide {
  readonly unit: Unit;
  readonly gunnery?: number;
  readonly piloting?: number;
  readonly heat?: number;
  /** Hull-down (Tactical Operations). */
  readonly hullDown?: boolean;
  /** Immobile (shut down, unconscious pilot or immobilised): −4 to hit it, and aimed shots at any location. */
  readonly immobile?: boolean;
  /** Levels above the ground (VTOLs default to 1). */
  readonly elevation?: number;
}

export interface CalculatorAttack {
  readonly weapon?: string;
  readonly physical?: PhysicalKind;
  readonly limb?: string;
  readonly range: number;
  readonly attackerMoved: AttackerMovement;
  readonly targetMoved: { readonly hexes: number; readonly jumped: boolean };
  readonly direction?: AttackDirection;
  readonly hexesMoved?: number;
  readonly los?: LosInput;
  readonly mode?: string;
  readonly flamerEffect?: 'damage' | 'heat';
  readonly secondaryTarget?: 'front' | 'other';
  readonly probeInRange?: boolean;
  /** The target's stealth armour is on. */
  readonly targetStealth?: boolean;
  /** An aimed shot at this location of the target. */
  readonly aim?: string;
  /** Conventional infantry target standing in the open. */
  readonly targetInOpen?: boolean;
  /** An infantry anti-'Mech attack: leg attack, swarm attempt, or the damage of a squad already swarming the target. */
  readonly antiMech?: 'leg' | 'swarm' | 'swarm-damage';
  /** The rounds fired ('standard' or a munition id), enemy ECM on the line of fire, the attacker's stealth armour on. */
  readonly rounds?: RoundsChoice['rounds'];
  readonly enemyEcm?: boolean;
  readonly attackerStealth?: boolean;
}

export interface CalculatorInput {
  readonly attacker: CalculatorSide;
  readonly target: CalculatorSide;
  readonly attack: CalculatorAttack;
  readonly ruleset: readonly string[];
}

export interface CalculatorPreview {
  readonly toHit: Ruling;
  readonly damage: string;
  /** What the launcher's Artemis FCS adds to the cluster roll: its bonus, or +0 with why it is lost. */
  readonly cluster?: ClusterModifier;
  /** The attacker's heat-scale effects, when it tracks heat and runs above 0. */
  readonly heat?: { readonly effects: HeatEffects; readonly tsmActive: boolean; readonly shutdown: Ruling | null; readonly ammoExplosion: Ruling | null };
}

const skills = (s: CalculatorSide) => ({ gunnery: s.gunnery ?? 4, piloting: s.piloting ?? 5 });
const sideState = (s: CalculatorSide) => ({
  heat: s.heat ?? 0,
  ...(s.hullDown ? { hullDown: true } : {}),
  ...(s.immobile ? { immobile: true } : {}),
  ...(s.elevation !== undefined ? { elevation: s.elevation } : {}),
});

/** A battle unit in the state the calculator's side describes. */
export function calculatorUnit(s: CalculatorSide, id: string): BattleUnit {
  return { ...createBattleUnit(s.unit, skills(s), { id, lookup: catalogWeaponLookup, ammo: catalogAmmoDamage }), ...sideState(s) };
}

function checkAttack(a: CalculatorAttack): void {
  const given = [a.weapon, a.physical, a.antiMech].filter((x) => x !== undefined).length;
  if (given !== 1) throw new MarshalError('invalid-input', "give either a weapon or a physical attack (or one anti-'Mech attack)", { field: 'weapon' });
}

export function setupFor(input: CalculatorInput) {
  return {
    title: `${input.attacker.unit.name} attacks ${input.target.unit.name}`,
    units: [
      {
        id: 'attacker',
        unit: input.attacker.unit,
        ...skills(input.attacker),
        ...sideState(input.attacker),
        ...(input.attack.antiMech === 'swarm-damage' ? { swarming: 'target' } : {}),
      },
      { id: 'target', unit: input.target.unit, ...skills(input.target), ...sideState(input.target) },
    ],
  };
}

export function commandFor(a: CalculatorAttack): CombatCommand {
  checkAttack(a);
  const common = {
    attacker: 'attacker',
    target: 'target',
    attackerMoved: a.attackerMoved,
    targetMoved: a.targetMoved,
    direction: a.direction ?? 'front',
    ...(a.los
      ? {
          los: {
            takingCover: a.los.takingCover,
            modifiers: [...a.los.modifiers],
            partialCover: a.los.partialCover
              ? {
                  kind: a.los.partialCover.kind,
                  locations: [...a.los.partialCover.locations],
                  ...(a.los.partialCover.side ? { side: a.los.partialCover.side } : {}),
                }
              : null,
          },
        }
      : {}),
  };
  if (a.antiMech) return { type: 'antiMechAttack', kind: a.antiMech, attacker: 'attacker', target: 'target', range: a.range, targetMoved: a.targetMoved };
  if (a.physical)
    return {
      type: 'physicalAttack',
      kind: a.physical,
      ...common,
      ...(a.limb ? { limb: a.limb } : {}),
      ...(a.hexesMoved !== undefined ? { hexesMoved: a.hexesMoved } : {}),
    };
  return {
    type: 'weaponAttack',
    weapon: a.weapon!,
    range: a.range,
    ...common,
    ...(a.mode ? { mode: a.mode } : {}),
    ...(a.flamerEffect ? { flamerEffect: a.flamerEffect } : {}),
    ...(a.secondaryTarget ? { secondaryTarget: a.secondaryTarget } : {}),
    ...(a.probeInRange ? { probeInRange: true } : {}),
    ...(a.targetStealth ? { targetStealth: true } : {}),
    ...(a.aim ? { aim: a.aim } : {}),
    ...(a.targetInOpen ? { targetInOpen: true } : {}),
    ...(a.rounds ? { rounds: a.rounds } : {}),
    ...(a.enemyEcm ? { enemyEcm: true } : {}),
    ...(a.attackerStealth ? { attackerStealth: true } : {}),
  } as CombatCommand;
}

/** The to-hit ruling and the damage an attack would do, with no dice. */
export function previewAttack(input: CalculatorInput): CalculatorPreview {
  checkAttack(input.attack);
  const rules = combatRuleset(input.ruleset).rules;
  const attacker = calculatorUnit(input.attacker, 'attacker');
  const target = calculatorUnit(input.target, 'target');
  const a = input.attack;
  const heat =
    attacker.capabilities.tracksHeat && attacker.heat > 0
      ? {
          heat: {
            effects: heatEffects(attacker.heat),
            tsmActive: tsmActive(attacker),
            shutdown: shutdownRuling(attacker),
            ammoExplosion: ammoExplosionRuling(attacker),
          },
        }
      : {};
  if (a.antiMech) return { ...antiMechPreview(attacker, target, a), ...heat };
  if (a.physical) {
    const limb = a.limb ?? defaultLimb(attacker, a.physical);
    const p = {
      kind: a.physical,
      attacker,
      target,
      attackerMoved: a.attackerMoved,
      targetMoved: a.targetMoved,
      ...(limb ? { limb } : {}),
      ...(a.hexesMoved !== undefined ? { hexesMoved: a.hexesMoved } : {}),
      ...(a.los ? { los: a.los } : {}),
    };
    return { toHit: physicalToHit(p, rules), damage: physicalDamage(p).explanation, ...heat };
  }
  const rounds = calculatorRounds(attacker, platoonProfile(attacker) ?? attackerWeapon(attacker, a.weapon!), a);
  const weapon = rounds.profile;
  const toHit = weaponToHit(
    {
      attacker,
      target,
      weapon,
      range: a.range,
      attackerMoved: a.attackerMoved,
      targetMoved: a.targetMoved,
      ...(a.los ? { los: a.los } : {}),
      ...(a.secondaryTarget ? { secondaryTarget: a.secondaryTarget } : {}),
      ...(a.probeInRange ? { probeInRange: true } : {}),
      ...(a.targetStealth ? { targetStealth: true } : {}),
      ...(a.aim ? { aim: a.aim } : {}),
      ...(rounds.munition ? { munition: rounds.munition } : {}),
      direction: a.direction ?? 'front',
    },
    rules,
  );
  const mode = a.mode ?? rounds.mode;
  const burst = burstDice(weapon, mode ? rules.weaponModes[mode] : undefined, attacker.capabilities.tracksHeat);
  const squad = attacker.capabilities.squad
    ? ` per trooper${burst ? ', each trooper rolling its own burst' : ''}, ${troopersAlive(attacker)} troopers on the cluster table`
    : '';
  const fcs = rounds.artemis ? `, cluster roll ${rounds.artemis.value >= 0 ? '+' : ''}${rounds.artemis.value} (${rounds.artemis.label})` : '';
  const base = burst ?? (weapon.cluster ? `${weapon.cluster.size} × ${weapon.cluster.damagePerMissile} (cluster table${fcs})` : `${weapon.damage}`);
  if (attacker.platoon) return { toHit, damage: platoonPreview(attacker, target), ...heat };
  const damage = target.capabilities.infantryDamage
    ? `${base}${squad}; against infantry: ${infantryRuleFor(weapon).label}${a.targetInOpen ? ', doubled in the open' : ''}`
    : `${base}${squad}`;
  return { toHit, damage, ...(rounds.artemis ? { cluster: rounds.artemis } : {}), ...heat };
}

/** A burst mode's damage for this weapon (rapid fire: damage = heat = the roll), or null for any other attack. */
function burstDice(weapon: { readonly flags: readonly string[] }, mode: CombatRules['weaponModes'][string] | undefined, heat: boolean): string | null {
  if (mode?.kind !== 'burst') return null;
  const flag = Object.keys(mode.dice).find((f) => weapon.flags.includes(f));
  const spec = flag ? mode.dice[flag] : undefined;
  return spec ? `${spec.roll} (${mode.label} burst, at least ${spec.min}${heat ? '; as much heat' : ''})` : null;
}

/** Leg and swarm attempts show their to-hit; a squad already swarming hits automatically with its arm weapons. */
function antiMechPreview(attacker: BattleUnit, target: BattleUnit, a: CalculatorAttack): Pick<CalculatorPreview, 'toHit' | 'damage'> {
  if (a.antiMech === 'swarm-damage') {
    const { damage, parts } = swarmDamage(attacker, catalogWeaponLookup);
    const toHit = makeRuling({
      id: 'swarm-damage',
      label: `${attacker.name} swarming ${target.name}`,
      modifiers: [],
      automatic: { outcome: 'success', reason: 'a swarming squad hits automatically', source: SWARM_DAMAGE_SOURCE },
    });
    return {
      toHit,
      damage: `${parts.join(' + ') || 'no weapon can attack while swarming'} = ${damage}, one group on the swarm table with a critical-hit roll`,
    };
  }
  const kind = a.antiMech!;
  const toHit = antiMechToHit({ kind, attacker, target, range: a.range, targetMoved: a.targetMoved });
  return {
    toHit,
    damage:
      kind === 'leg'
        ? `${LEG_ATTACK.damage} to a leg (kick table) and a critical-hit roll`
        : 'no damage now: the squad attaches and attacks automatically from the next weapon attack phase',
  };
}

export interface CalculatorOutcome {
  readonly record: GameRecord;
  /** The calculator makes weapon, physical, leg, swarm and swarm-damage attacks (never a let-go). */
  readonly attack: Exclude<CombatAttackReport, LetGoReport>;
  readonly phaseEnd: readonly PhaseEndReport[];
  readonly state: CombatState;
}

/** Resolve the attack and the end of the phase as a two-entry record; dice come from `source`. */
export function resolveCalculator(
  input: CalculatorInput,
  source: DiceSource,
  dice: { kind: 'seeded'; seed: string } | { kind: 'physical' } | { kind: 'scripted' },
): CalculatorOutcome {
  const game = startGame(combatModule, { ruleset: input.ruleset, setup: setupFor(input), dice });
  const first = playCommand(game, commandFor(input.attack), source);
  if (!first.ok) throw new MarshalError('attack-refused', first.rejection.reason, first.rejection.field ? { field: first.rejection.field } : {});
  const end = playCommand(first.game, { type: 'endPhase' }, source);
  if (!end.ok) throw new MarshalError('attack-refused', end.rejection.reason);
  const attack = (first.events[0] as Extract<CombatEvent, { type: 'attackResolved' }>).report as Exclude<CombatAttackReport, LetGoReport>;
  const phaseEnd = (end.events[0] as Extract<CombatEvent, { type: 'phaseEnded' }>).reports;
  return { record: end.game.record, attack, phaseEnd, state: end.game.state as CombatState };
}
