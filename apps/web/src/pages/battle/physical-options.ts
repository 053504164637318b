// The physical phase's choices for one unit, each with its ruling: attacks on adjacent enemies, brushing off an
// attached iNarc pod with an arm, and a vehicle's crew removing its iNarc pods (no roll). The panel lists them.
import {
  type BattleState,
  type CombatRules,
  type PhysicalDeclaration,
  brushOffOptions,
  crewRemovalDeclaration,
  enemiesOf,
  physicalOption,
} from '@marshal/battletech';
import type { Ruling } from '@marshal/core';

export interface PhysicalChoice {
  readonly decl: PhysicalDeclaration;
  readonly ruling: Ruling;
}

const ATTACKS: readonly Omit<PhysicalDeclaration, 'target'>[] = [
  { kind: 'kick', limb: 'RL' },
  { kind: 'kick', limb: 'LL' },
  { kind: 'punch', limb: 'RA' },
  { kind: 'punch', limb: 'LA' },
  { kind: 'push' },
];

export function physicalChoices(state: BattleState, unit: string, rules: CombatRules): PhysicalChoice[] {
  const crew = crewRemovalDeclaration(state, unit);
  return [
    ...enemiesOf(state, unit)
      .flatMap((target) => ATTACKS.map((l) => ({ decl: { ...l, target }, ruling: physicalOption(state, unit, { ...l, target }, rules) })))
      .filter((o): o is PhysicalChoice => typeof o.ruling !== 'string'),
    ...brushOffOptions(state, unit, rules).map((b) => ({ decl: { kind: 'brush-off', limb: b.limb, target: unit, pod: b.pod } as const, ruling: b.toHit })),
    ...(crew ? [crew] : []),
  ];
}
