// ECM and ECCM fields: for each hex and side, whether enemy ECM works there (Total Warfare, or Tactical Operations ECCM counting).
import { type Hex, type OptionRegistry, type Source, TOTAL_WARFARE, bookSource, defineOption, hexDistance, resolveRuleset, seedSource } from '@marshal/core';
import type { GameMap } from './compose';
import { allHexes, gridLabel } from './grid';

/** Electronic-warfare strength one unit projects around itself. */
export interface Emitter {
  readonly id: string;
  readonly side: string;
  readonly hex: Hex;
  /** Radius in hexes (Guardian, Clan and Angel suites: 6). */
  readonly range: number;
  readonly ecm?: number;
  readonly eccm?: number;
  readonly angelEcm?: number;
  readonly angelEccm?: number;
}

export interface HexEw {
  readonly ecm: number;
  readonly eccm: number;
  readonly angelEcm: number;
  readonly angelEccm: number;
}

export type EcmDecision = (enemy: Pick<HexEw, 'ecm' | 'angelEcm'>, friendly: Pick<HexEw, 'eccm' | 'angelEccm'>) => boolean;

export interface EcmRules {
  /** Does enemy ECM work in a hex, given the strengths there? */
  readonly enemyEcmWorks: EcmDecision;
  readonly source: Source;
}

export const TW_ECM_SOURCE = bookSource(TOTAL_WARFARE, { section: 'Equipment › ECM suite', note: 'any enemy ECM field affects the hex' });
export const TO_ECCM_SOURCE = seedSource('003', '8.6.1 ECCM');

export const TW_ECM_RULES: EcmRules = Object.freeze({
  enemyEcmWorks: ((enemy) => enemy.ecm + enemy.angelEcm > 0) as EcmDecision,
  source: TW_ECM_SOURCE,
});

/** One ECCM counters one ECM; Angel ECM only by Angel ECCM; a spare Angel ECCM counters any amount of standard ECM. */
export const toEccmCounting: EcmDecision = (enemy, friendly) => {
  if (enemy.angelEcm > friendly.angelEccm) return true;
  if (friendly.angelEccm > enemy.angelEcm) return false;
  return enemy.ecm > friendly.eccm;
};

export const ecmOptions: OptionRegistry<Partial<EcmRules>> = {
  options: [
    defineOption<Partial<EcmRules>>({
      id: 'tacops-eccm',
      title: 'ECCM (Tactical Operations counting)',
      description: 'ECM suites may run as ECCM; in each hex friendly ECCM equal to or greater than enemy ECM stops it; Angel ECM needs Angel ECCM.',
      source: TO_ECCM_SOURCE,
      contributes: { enemyEcmWorks: toEccmCounting, source: TO_ECCM_SOURCE },
    }),
  ],
};

export const ecmRules = (manifest: readonly string[] = []): EcmRules => resolveRuleset(ecmOptions, TW_ECM_RULES, manifest).rules;

/** A Guardian/Clan ECM suite set to ECM or (Tactical Operations) ECCM. */
export const ecmSuite = (id: string, side: string, hex: Hex, mode: 'ecm' | 'eccm' = 'ecm', range = 6): Emitter => ({
  id,
  side,
  hex,
  range,
  ...(mode === 'ecm' ? { ecm: 1 } : { eccm: 1 }),
});

/** An Angel suite: Angel ECM, Angel ECCM, or run as two standard suites (one ECM and one ECCM). */
export const angelSuite = (id: string, side: string, hex: Hex, mode: 'ecm' | 'eccm' | 'two-standard', range = 6): Emitter => ({
  id,
  side,
  hex,
  range,
  ...(mode === 'ecm' ? { angelEcm: 1 } : mode === 'eccm' ? { angelEccm: 1 } : { ecm: 1, eccm: 1 }),
});

/** Communications equipment as ECCM (seed 003 §8.6.1): 3–6 t is half a suite, 7 t or more one suite; less does nothing. */
export function commsEccm(id: string, side: string, hex: Hex, tons: number): Emitter {
  const eccm = tons >= 7 ? 1 : tons >= 3 ? 0.5 : 0;
  return { id, side, hex, range: 6, eccm };
}

export function strengthsAt(emitters: readonly Emitter[], side: string, h: Hex): { enemy: HexEw; friendly: HexEw } {
  const zero = (): { ecm: number; eccm: number; angelEcm: number; angelEccm: number } => ({ ecm: 0, eccm: 0, angelEcm: 0, angelEccm: 0 });
  const enemy = zero();
  const friendly = zero();
  for (const e of emitters) {
    if (hexDistance(e.hex, h) > e.range) continue;
    const into = e.side === side ? friendly : enemy;
    into.ecm += e.ecm ?? 0;
    into.eccm += e.eccm ?? 0;
    into.angelEcm += e.angelEcm ?? 0;
    into.angelEccm += e.angelEccm ?? 0;
  }
  return { enemy, friendly };
}

/** Is `side` under enemy ECM in this hex? */
export const enemyEcmAt = (emitters: readonly Emitter[], side: string, h: Hex, rules: EcmRules = TW_ECM_RULES): boolean => {
  const s = strengthsAt(emitters, side, h);
  return rules.enemyEcmWorks(s.enemy, s.friendly);
};

/** The hexes (labels) of the map where enemy ECM works against `side`. */
export function ecmField(map: GameMap, emitters: readonly Emitter[], side: string, rules: EcmRules = TW_ECM_RULES): string[] {
  return allHexes(map)
    .filter((h) => enemyEcmAt(emitters, side, h, rules))
    .map((h) => gridLabel(map, h));
}

/** Whether a line (e.g. of sight, or a C3 link) passes through any hex where enemy ECM works against `side`. */
export const lineUnderEcm = (hexes: readonly Hex[], emitters: readonly Emitter[], side: string, rules: EcmRules = TW_ECM_RULES): boolean =>
  hexes.some((h) => enemyEcmAt(emitters, side, h, rules));

/** The per-hex counts the combat code's ECM check reads (enemy ECM, friendly ECCM, Angel of each). */
export function hexElectronics(
  emitters: readonly Emitter[],
  side: string,
  h: Hex,
): { enemyEcm: number; enemyAngelEcm: number; friendlyEccm: number; friendlyAngelEccm: number } {
  const s = strengthsAt(emitters, side, h);
  return { enemyEcm: s.enemy.ecm, enemyAngelEcm: s.enemy.angelEcm, friendlyEccm: s.friendly.eccm, friendlyAngelEccm: s.friendly.angelEccm };
}
