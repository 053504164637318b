// The rounds a calculator shot fires and what the launcher's Artemis FCS adds to its cluster roll: the same bin choice
// (battle/munitions) and the same cluster line (rules/artemis, unit/artemis) as a shot in a battle, with the calculator's
// own inputs (enemy ECM on the line of fire, the attacker's stealth armour) in place of a map.
import { MarshalError } from '@marshal/core';
import type { ArtemisBlock, ClusterModifier } from '../rules/artemis';
import { MUNITIONS, type MunitionId, type MunitionRule } from '../rules/munitions';
import { fcsLine, workingFcs } from '../unit/artemis';
import type { BattleUnit } from '../unit/battle-unit';
import { catalogWeaponLookup } from '../unit/catalog-weapons';
import type { WeaponProfile } from '../unit/weapons';
import { binChoices } from '../battle/munitions';
import { shotProfile } from '../unit/mml';

/** What the calculator asks about the rounds and the line of fire. */
export interface RoundsChoice {
  /**
   * The rounds fired: 'standard', a munition id, or an MML's 'LRM' or 'SRM' rounds; by default the first bin that feeds
   * the weapon and has a round.
   */
  readonly rounds?: string;
  /** Enemy ECM covers a hex on the line from the attacker to the target (an Artemis FCS then adds nothing). */
  readonly enemyEcm?: boolean;
  /** The attacker's own stealth armour is on (an Artemis FCS then adds nothing). */
  readonly attackerStealth?: boolean;
}

export interface ShotRounds {
  /** The weapon as it fires these rounds (an MML in their mode). */
  readonly profile: WeaponProfile;
  readonly bin?: number;
  readonly munition?: MunitionRule;
  readonly mode?: string;
  readonly artemis?: ClusterModifier;
}

const roundsLabel = (c: { munition?: MunitionRule; mml?: string }) => `${c.munition?.label ?? 'standard rounds'}${c.mml ? ` (${c.mml})` : ''}`;

/** The bin the shot fires from: the first with the chosen rounds (or the first with a round at all). */
function chosenBin(u: BattleUnit, p: WeaponProfile, rounds: string | undefined): { bin: number; munition?: MunitionRule } | undefined {
  const choices = binChoices(u, p);
  if (rounds === undefined) return choices[0];
  const found = choices.find((c) => (c.munition?.id ?? 'standard') === rounds || (c.mml && c.mml === rounds.toUpperCase()));
  if (found || (rounds === 'standard' && !choices.length)) return found;
  const mml = /^[ls]rm$/iu.test(rounds) ? `${rounds.toUpperCase()} rounds` : undefined;
  const known = rounds === 'standard' ? 'standard rounds' : (mml ?? MUNITIONS[rounds as MunitionId]?.label ?? `"${rounds}"`);
  const carried = choices.map(roundsLabel).join(', ');
  throw new MarshalError('invalid-input', `${u.name} carries no ${known} for its ${p.name}${carried ? ` (it carries: ${carried})` : ''}`, { field: 'rounds' });
}

/**
 * The launcher the calculator fires: of the unit's mounts of weapon `p`, the first one a working FCS serves, else the
 * first one (so a unit with one linked and one unlinked launcher of a kind shows its FCS).
 */
function mountOf(u: BattleUnit, p: WeaponProfile): number {
  const mounts = u.weapons.flatMap((w, i) => (catalogWeaponLookup(w.equipmentId)?.name === p.name ? [i] : []));
  return mounts.find((i) => workingFcs(u, i)) ?? mounts[0] ?? -1;
}

/** The bin, munition, mode and Artemis line of the calculator's shot with weapon `p`. */
export function calculatorRounds(u: BattleUnit, p: WeaponProfile, choice: RoundsChoice): ShotRounds {
  const pick = chosenBin(u, p, choice.rounds);
  const munition = pick?.munition;
  const block: ArtemisBlock | undefined = choice.attackerStealth ? 'stealth' : choice.enemyEcm ? 'ecm' : undefined;
  const weapon = mountOf(u, p);
  const artemis = weapon >= 0 ? fcsLine(u, weapon, munition?.id, block) : null;
  return {
    profile: shotProfile(u, p, pick?.bin),
    ...(pick ? { bin: pick.bin } : {}),
    ...(munition ? { munition } : {}),
    ...(munition?.mode ? { mode: munition.mode } : {}),
    ...(artemis ? { artemis } : {}),
  };
}
