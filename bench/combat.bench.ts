import { RecordingDice, SeededDice, step } from '@marshal/core';
import {
  type WeaponAttackDeclaration,
  catalogAmmoDamage,
  catalogWeaponLookup,
  combatModule,
  combatRuleset,
  createBattleUnit,
  requireWeapon,
  resolvePhaseEnd,
  resolvePhysicalAttack,
  resolveWeaponAttack,
} from '@marshal/battletech';
import { loadCombatUnit } from '@marshal/loaders';
import type { Bench } from './registry';

/** Combat resolution speed, against the cost of drawing the same dice from the PRNG (see the ratio column). */
const rules = combatRuleset(['solaris-vii']).rules;
const opts = { lookup: catalogWeaponLookup, ammo: catalogAmmoDamage };
const hbk = loadCombatUnit('Hunchback HBK-4G');
const atlas = loadCombatUnit('Atlas AS7-D');
const attacker = createBattleUnit(atlas, { gunnery: 4, piloting: 5 }, opts);
const target = createBattleUnit(hbk, { gunnery: 4, piloting: 5 }, opts);
const goliath = createBattleUnit(loadCombatUnit('Goliath GOL-1H'), { gunnery: 4, piloting: 5 }, opts);
const elementals = createBattleUnit(loadCombatUnit('Elemental Battle Armor [Laser]'), { gunnery: 3, piloting: 5 }, opts);
const squadSrm: WeaponAttackDeclaration = {
  attacker: elementals,
  target: goliath,
  weapon: requireWeapon('CLBASRM2', catalogWeaponLookup),
  range: 3,
  attackerMoved: 'stood',
  targetMoved: { hexes: 0, jumped: false },
  direction: 'front',
};
const lrm: WeaponAttackDeclaration = {
  attacker,
  target,
  weapon: requireWeapon('LRM 20', catalogWeaponLookup),
  range: 8,
  attackerMoved: 'stood',
  targetMoved: { hexes: 0, jumped: false },
  direction: 'front',
};

/** A recorder that starts afresh every 1000 operations so its log stays small. */
function freshDice(seed: string) {
  const seeded = SeededDice.fromSeed(seed);
  let dice = new RecordingDice(seeded);
  let n = 0;
  return () => {
    if (++n % 1000 === 0) dice = new RecordingDice(seeded);
    return dice;
  };
}

/** The dice one attack draws, as notations, to time drawing exactly those without the rules. */
function diceOf(run: (d: RecordingDice) => unknown, seed: string): string[] {
  const d = new RecordingDice(SeededDice.fromSeed(seed));
  run(d);
  return d.rolls.map((r) => r.notation);
}

const weaponRun = (d: RecordingDice) => resolveWeaponAttack(lrm, rules, d);
const kickRun = (d: RecordingDice) => {
  const out = resolvePhysicalAttack(
    { kind: 'kick', attacker: target, target: attacker, limb: 'RL', attackerMoved: 'ran', targetMoved: { hexes: 5, jumped: false }, direction: 'front' },
    rules,
    d,
  );
  return resolvePhaseEnd(out.target, rules, d);
};

export const benches: readonly Bench[] = [
  {
    id: 'combat-lrm20-attack',
    title: 'LRM-20 weapon attack: to-hit, cluster, 5-point groups, locations, damage, criticals (Solaris VII rules)',
    unit: 'attack',
    setup: () => {
      const dice = freshDice('bench-combat');
      return () => weaponRun(dice());
    },
  },
  {
    id: 'combat-lrm20-dice-only',
    title: 'drawing the same dice as one LRM-20 attack (no rules), for comparison',
    unit: 'attack',
    setup: () => {
      const notations = diceOf(weaponRun, 'bench-combat');
      const dice = freshDice('bench-combat');
      return () => {
        const d = dice();
        for (const n of notations) d.roll(n, 'bench');
        return d;
      };
    },
  },
  {
    id: 'combat-kick-and-psrs',
    title: 'kick (Solaris VII Stable Challenge example) with the end-of-phase piloting rolls',
    unit: 'attack',
    setup: () => {
      const dice = freshDice('bench-kick');
      return () => kickRun(dice());
    },
  },
  {
    id: 'combat-squad-srm-on-quad',
    title: "battle armour squad SRM-2 volley (5 troopers, cluster by squad) into a quad 'Mech",
    unit: 'attack',
    setup: () => {
      const dice = freshDice('bench-squad');
      return () => resolveWeaponAttack(squadSrm, rules, dice());
    },
  },
  {
    id: 'combat-module-step',
    title: 'combat module step: parsed weapon attack command to JSON events',
    unit: 'command',
    setup: () => {
      const state = combatModule.init(
        combatModule.parseSetup({
          units: [
            { id: 'a', unit: atlas, gunnery: 4, piloting: 5 },
            { id: 't', unit: hbk, gunnery: 4, piloting: 5 },
          ],
        }),
        rules,
      );
      const command = combatModule.parseCommand({
        type: 'weaponAttack',
        attacker: 'a',
        target: 't',
        weapon: 'Medium Laser',
        range: 3,
        attackerMoved: 'stood',
        targetMoved: { hexes: 0 },
      });
      const seeded = SeededDice.fromSeed('bench-step');
      return () => step(combatModule, state, command, rules, seeded);
    },
  },
];
