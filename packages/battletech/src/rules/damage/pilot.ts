import { type Dice, type Ruling, makeRuling, modifier, rollCheck } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { SRC } from '../sources';

/** Pilot damage: each hit forces a consciousness roll; the sixth hit kills. */
export const CONSCIOUSNESS: Readonly<Record<number, number>> = { 1: 3, 2: 5, 3: 7, 4: 10, 5: 11 };

export interface PilotDamageResult {
  readonly unit: BattleUnit;
  readonly hits: number;
  readonly consciousness: { readonly ruling: Ruling; readonly roll: number | null; readonly conscious: boolean } | null;
}

export function consciousnessRuling(unit: BattleUnit, totalHits: number): Ruling {
  return makeRuling({
    id: 'consciousness',
    label: `${unit.name}: pilot stays conscious (${totalHits} hits)`,
    modifiers: [modifier('consciousness', `${totalHits} pilot hits`, CONSCIOUSNESS[totalHits] ?? 13, SRC.pilot)],
  });
}

/** Add pilot hits; roll consciousness (one roll for the batch) unless the pilot dies or is already out. */
export function damagePilot(unit: BattleUnit, hits: number, dice: Dice, why: string): PilotDamageResult {
  if (hits <= 0 || unit.pilot.dead) return { unit, hits: 0, consciousness: null };
  const total = Math.min(6, unit.pilot.hits + hits);
  if (total >= 6) {
    return { unit: { ...unit, destroyed: true, pilot: { ...unit.pilot, hits: 6, dead: true, conscious: false } }, hits, consciousness: null };
  }
  const next = { ...unit, pilot: { ...unit.pilot, hits: total } };
  if (!unit.pilot.conscious) return { unit: next, hits, consciousness: null };
  const ruling = consciousnessRuling(unit, total);
  const r = rollCheck(ruling, dice, `${unit.name}: consciousness after ${why}`);
  return {
    unit: r.success ? next : { ...next, pilot: { ...next.pilot, conscious: false } },
    hits,
    consciousness: { ruling, roll: r.roll?.total ?? null, conscious: r.success },
  };
}
