import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { type BattleState, battleModule, combatRuleset } from '@marshal/battletech';
import { duelSetup } from '@marshal/battletech/testing';
import { RULING_GROUPS, REASON_GROUPS, modifierGroups } from '../../i18n/engine-text';
import { de, en } from '../../i18n/engine-text.testing';
import { physicalChoices } from './physical-options';

const rules = combatRuleset([]).rules;
const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
const packrat = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles', PACKRAT), 'utf8'), PACKRAT);

/** A Packrat that has not moved or fired, carrying an enemy iNarc homing pod, in the physical phase. */
function podded(): BattleState {
  const units = [
    { id: 'pk', side: 'a', unit: packrat() as never, gunnery: 4, piloting: 5, hex: '0810', facing: 0 as const },
    { id: 'pk2', side: 'b', unit: packrat() as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 as const },
  ];
  const s = battleModule.init(battleModule.parseSetup({ ...duelSetup(), units }), rules);
  return { ...s, phase: 'physical', units: { ...s.units, pk: { ...s.units.pk!, pods: [{ kind: 'homing', location: 'FR', by: 'pk2' }] } } };
}

describe("the physical panel's choices", () => {
  it("offers a vehicle's crew removing its iNarc pods (no roll), its ruling and reason German", () => {
    const choices = physicalChoices(podded(), 'pk', rules);
    expect(choices.map((c) => c.decl)).toEqual([{ kind: 'remove-pods', target: 'pk' }]);
    const ruling = choices[0]!.ruling;
    expect(ruling.automatic?.outcome).toBe('success');
    expect(de(ruling.label, RULING_GROUPS)).toBe('Die Besatzung von Packrat LRPV PKR-T5 (SRM2) entfernt iNarc-Zielsuchkapsel');
    expect(de(ruling.automatic!.reason, REASON_GROUPS)).toBe('die Besatzung steigt aus und entfernt alle iNarc-Kapseln (kein Wurf)');
    expect(physicalChoices(podded(), 'pk2', rules)).toEqual([]);
  });

  it("a Nemesis decoy's to-hit line reads German", () => {
    const label = 'ATM drawn by the iNarc Nemesis pod (fired at Blue)';
    expect(de(label, modifierGroups('nemesis-decoy', en))).toBe('ATM von der iNarc-Nemesis-Kapsel abgelenkt (abgefeuert auf Blue)');
  });
});
