/** The drift chart (default) as a roll table, so the rulings explorer lists it with its label. */
import { type RollTable, defineRollTable } from '@marshal/core';
import { baseRules } from './rules';

const deg = baseRules.artillery.driftDirections.degrees;

export const driftDirectionTable: RollTable<number> = defineRollTable({
  id: 'da-artillery-drift-direction',
  title: 'Fire for Effect artillery drift direction (black die, default)',
  source: baseRules.artillery.driftDirections.source,
  roll: '1d6',
  rows: [1, 2, 3, 4, 5, 6].map((f) => ({
    on: f,
    label: f === 1 ? 'along the arrow (overshoot)' : f === 4 ? 'back along the arrow (short)' : `${deg[f - 1]}° from the arrow`,
    result: deg[f - 1]!,
  })),
  notes: [
    `distance by how far the roll falls short of the target value: ${baseRules.artillery.driftDistances.rows.map((r) => `${r.shortfall[0]}–${r.shortfall[1]} short → ${r.inches}"`).join(', ')}`,
  ],
});
