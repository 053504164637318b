/** Compare computed Battle Values with a published list (name, BV) and explain mismatches by their likely cause. */
import type { Unit } from '../model';
import { normaliseUnitName } from '../availability/availability';
import { equipmentById } from '../equipment/table';
import { battleValue } from './battle-value';

export interface BvMismatch {
  readonly name: string;
  readonly ours: number;
  readonly published: number;
  readonly difference: number;
  readonly causes: readonly string[];
}

export interface BvCheck {
  readonly matched: number;
  readonly exact: number;
  readonly rate: number;
  readonly mismatches: readonly BvMismatch[];
  /** Mismatch counts per suspected cause, largest first. */
  readonly causes: readonly { readonly cause: string; readonly count: number }[];
  readonly unmatched: number;
}

const CAUSES: readonly [string, (u: Unit) => boolean][] = [
  ['mixed tech base', (u) => u.techBase === 'Mixed'],
  ['superheavy or tripod', (u) => u.tonnage > 100 || u.configuration === 'tripod'],
  ['LAM or QuadVee', (u) => u.configuration === 'lam' || u.configuration === 'quadvee'],
  ['shield', (u) => has(u, /shield/i, 'club')],
  ['physical weapon', (u) => has(u, /claw|talon|blade|lance|vibro|mace|sword|hatchet|flail|wrecking|chain whip/i)],
  ['actuator enhancement system', (u) => has(u, /AES/)],
  ['MASC or supercharger', (u) => has(u, /masc|supercharger/i)],
  ['triple-strength myomer', (u) => has(u, /TSM|Triple Strength/i)],
  ['CASE II', (u) => has(u, /CASEII/i)],
  ['special armour', (u) => !/^standard|ferro|^$/i.test(u.armorType ?? '')],
  ['special structure', (u) => /composite|reinforced|industrial/i.test(u.structureType ?? '')],
  ['modular armour', (u) => has(u, /modular armor/i)],
  ['partial wing', (u) => has(u, /partial ?wing/i)],
  ['radical heat sink or coolant', (u) => has(u, /radical|coolant/i)],
  ['ECM/probe', (u) => has(u, /ECM|probe/i)],
  ['heavy or special Gauss', (u) => has(u, /heavygauss|magshot|improvedheavy|hag|sbgr|silver/i)],
  ['armoured components', (u) => u.equipment.some((m) => m.armored) || !!u.armoredSystemSlots?.length],
  ['rear-mounted weapons', (u) => u.equipment.some((m) => m.rearMounted)],
];

function has(u: Unit, pattern: RegExp, flag?: string): boolean {
  return u.equipment.some((m) => {
    const e = equipmentById(m.equipmentId);
    return (pattern.test(m.equipmentId) || (e ? pattern.test(e.name) : false)) && (!flag || !!e?.flags.includes(flag));
  });
}

export function bvCauses(unit: Unit): string[] {
  const found = CAUSES.filter(([, test]) => test(unit)).map(([name]) => name);
  return found.length ? found : ['other'];
}

/** Match units to the published list by normalised "Chassis Model" name and compare. */
export function checkBv(units: readonly Unit[], published: readonly { name: string; bv: number }[]): BvCheck {
  const byName = new Map(published.map((p) => [normaliseUnitName(p.name), p.bv]));
  let matched = 0;
  let exact = 0;
  const mismatches: BvMismatch[] = [];
  const counts = new Map<string, number>();
  for (const unit of units) {
    const want = byName.get(normaliseUnitName(unit.name));
    const bv = want === undefined ? undefined : battleValue(unit);
    if (want === undefined || !bv) continue;
    matched++;
    if (bv.total === want) {
      exact++;
      continue;
    }
    const causes = bvCauses(unit);
    for (const c of causes) counts.set(c, (counts.get(c) ?? 0) + 1);
    mismatches.push({ name: unit.name, ours: bv.total, published: want, difference: bv.total - want, causes });
  }
  mismatches.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
  return {
    matched,
    exact,
    rate: matched ? exact / matched : 0,
    mismatches,
    causes: [...counts].map(([cause, count]) => ({ cause, count })).sort((a, b) => b.count - a.count),
    unmatched: published.length - matched,
  };
}
