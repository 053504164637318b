// Removing attached iNarc pods in the physical attack phase, besides a 'Mech brushing them off (battle/phases): a
// vehicle's crew taking them all off (rules/physical-attacks/crew-pod-removal). What the vehicle did this turn comes
// from the state: its movement summary and its fire declarations, both still there in the physical phase.
import type { Ruling } from '@marshal/core';
import { type CrewTurn, crewRemovalRuling } from '../rules/physical-attacks/crew-pod-removal';
import type { PhysicalDeclaration } from './schema';
import type { BattleState } from './state';

/** Whether `unit` spent movement (anything but standing still) or declared a shot this turn. */
export const crewTurn = (s: BattleState, unit: string): CrewTurn => ({
  moved: (s.moved[unit]?.mode ?? 'stand') !== 'stand',
  fired: (s.fire[unit] ?? []).length > 0,
});

/** The crew's removal of `unit`'s iNarc pods: its ruling (no roll), or why it cannot be declared. */
export function crewRemovalOption(s: BattleState, unit: string, d?: PhysicalDeclaration): Ruling | string {
  if (d && d.target !== unit) return 'a crew removing pods names the unit itself as its target';
  const ruling = crewRemovalRuling(s.units[unit]!, crewTurn(s, unit));
  return ruling.automatic?.outcome === 'success' ? ruling : (ruling.automatic?.reason ?? 'cannot remove pods');
}

/** The declaration, when `unit`'s crew may remove its pods now. */
export function crewRemovalDeclaration(s: BattleState, unit: string): { decl: PhysicalDeclaration; ruling: Ruling } | null {
  if (!s.units[unit]?.pods?.length) return null;
  const ruling = crewRemovalOption(s, unit);
  return typeof ruling === 'string' ? null : { decl: { kind: 'remove-pods', target: unit }, ruling };
}
