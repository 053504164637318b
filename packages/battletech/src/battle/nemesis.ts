// Nemesis pods in a battle: whether a shot follows them (rules/nemesis) and how the decoy's attack explains itself.
// The decoys on the line of fire are `nemesisDecoys` (battle/narc); `resolveFire` tries each before the target.
import type { Source } from '@marshal/core';
import type { MunitionRule } from '../rules/munitions';
import { NEMESIS_DRAWS, type NemesisGuidance, nemesisGuidance } from '../rules/nemesis';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import type { BattleUnit } from '../unit/battle-unit';
import { artemisGuided } from './artemis';

/** What draws a shot to a Nemesis pod: the kind of guidance, its label and source. */
export interface NemesisDraw {
  readonly kind: NemesisGuidance;
  readonly label: string;
  readonly source: Source;
}

/**
 * Whether a shot of weapon `weapon` of `shooter` (its profile name, the munition it fires) follows Nemesis pods:
 * Narc-capable rounds, ATMs, and launchers served by a working Artemis FCS firing its rounds (battle/artemis). The
 * battle has no indirect fire, so that exception never arises here (rules/nemesis holds the whole rule).
 */
export function nemesisDraw(shooter: BattleUnit, weapon: number, weaponName: string, munition: MunitionRule | undefined): NemesisDraw | null {
  const artemis = artemisGuided(shooter, weapon, munition);
  const kind = nemesisGuidance({ weaponName, ...(munition ? { munition } : {}), ...(artemis ? { artemis } : {}) });
  return kind ? { kind, ...NEMESIS_DRAWS[kind] } : null;
}

/** The fire report's note on a shot drawn to a decoy: the unit it was fired at and what drew it. */
export const nemesisNote = (draw: NemesisDraw, aimedAt: string) => ({ aimedAt, missiles: draw.label, source: draw.source });

/** The decoy's to-hit ruling with a +0 line saying why it is attacked (the target number does not change). */
export function explainDecoy<R extends { readonly report: WeaponAttackReport }>(tried: R, draw: NemesisDraw, aimedAtName: string): R {
  const line = { id: 'nemesis-decoy', label: `${draw.label} drawn by the iNarc Nemesis pod (fired at ${aimedAtName})`, value: 0, source: draw.source };
  const toHit = tried.report.toHit;
  return { ...tried, report: { ...tried.report, toHit: { ...toHit, modifiers: [...toHit.modifiers, line] } } };
}
