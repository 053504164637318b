/** Step 3, Update Suppression: units without a hit-count die shed one marker, then the current player's hit-count dice come off. */
import type { Source } from '@marshal/core';
import type { M42Rules } from './rules';
import type { M42Setup } from './schema';
import { M42_SOURCES } from './sources';

export interface SuppressionChange {
  readonly player: string;
  readonly unit: string;
  readonly markersBefore: number;
  readonly markersAfter: number;
  readonly hitCountDieRemoved: number | null;
}

export interface SuppressionResult {
  readonly player: string;
  readonly changes: readonly SuppressionChange[];
  readonly sources: readonly Source[];
}

export function updateSuppression(state: M42Setup, rules: M42Rules): SuppressionResult {
  const current = state.currentPlayer;
  const changes: SuppressionChange[] = [];
  for (const p of state.players) {
    const recovers = rules.suppressionRecovery.scope === 'all-players' || p.id === current;
    for (const u of p.taskForce.units) {
      if (u.status !== 'alive') continue;
      const shed = recovers && u.hitCountDie === null && u.suppression > 0 ? 1 : 0;
      const dieOff = p.id === current ? u.hitCountDie : null;
      if (shed === 0 && dieOff === null) continue;
      changes.push({ player: p.id, unit: u.id, markersBefore: u.suppression, markersAfter: u.suppression - shed, hitCountDieRemoved: dieOff });
    }
  }
  return { player: current, changes, sources: [M42_SOURCES.suppression, rules.suppressionRecovery.source] };
}
