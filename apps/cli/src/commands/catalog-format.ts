/** Text output for `marshal units show`: a unit's stats, armour, weapons and its Battle Value breakdown. */
import { formatSource } from '@marshal/core';
import { equipmentById, type BvBreakdown, type Unit } from '@marshal/catalog';

const n1 = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

export function unitLines(unit: Unit): string[] {
  const lines = [
    `${unit.name}  (${unit.kind}, ${unit.tonnage} tons, ${unit.weightClass})`,
    `  tech base ${unit.techBase}${unit.chassisTechBase ? ` (${unit.chassisTechBase} chassis)` : ''}, rules ${unit.rulesLevel}, introduced ${unit.introYear}${unit.omni ? ', OmniMech' : ''}`,
    `  movement: walk ${unit.movement.walk}, run ${unit.movement.run} (derived), jump ${unit.movement.jump}${unit.movement.mode ? ` (${unit.movement.mode})` : ''}`,
  ];
  if (unit.engine) lines.push(`  engine: ${unit.engine.rating} ${unit.engine.type}`);
  if (unit.heatSinks) lines.push(`  heat sinks: ${unit.heatSinks.count} ${unit.heatSinks.type} (dissipation ${unit.heatSinks.dissipation})`);
  lines.push(`  structure ${unit.structureType ?? '—'}, armour ${unit.armorType ?? '—'}`);
  const locs = Object.keys({ ...unit.armor, ...unit.internalStructure });
  if (locs.length) {
    lines.push('  location  armour (rear)  structure (derived)');
    for (const loc of locs) {
      const a = unit.armor[loc];
      lines.push(
        `    ${loc.padEnd(6)}  ${String(a?.front ?? '—').padStart(3)}${a?.rear !== undefined ? ` (${a.rear})` : ''}`.padEnd(26) +
          `${unit.internalStructure[loc] ?? '—'}`,
      );
    }
  }
  lines.push('  equipment:');
  for (const m of unit.equipment) {
    const e = equipmentById(m.equipmentId);
    const stats =
      e?.category === 'weapon'
        ? `  dmg ${e.damage ?? '—'} heat ${e.heat}${e.ranges ? ` range ${e.ranges.min || '–'}/${e.ranges.short}/${e.ranges.medium}/${e.ranges.long}` : ''}`
        : '';
    lines.push(`    ${m.location.padEnd(6)} ${(e?.name ?? m.equipmentId) + (m.rearMounted ? ' (R)' : '')}${stats}`);
  }
  if (unit.quirks.length) lines.push(`  quirks: ${unit.quirks.join(', ')}`);
  lines.push(`  file: ${unit.source.path}`);
  return lines;
}

export function bvLines(bv: BvBreakdown): string[] {
  const d = bv.defensive;
  const o = bv.offensive;
  const lines = [`Battle Value ${bv.total} (${bv.method}; unrounded ${bv.unrounded.toFixed(2)})`, '  defensive:'];
  for (const l of d.lines) lines.push(`    ${l.label.padEnd(30)} ${n1(l.value).padStart(9)}${l.detail ? `   ${l.detail}` : ''}`);
  lines.push(`    subtotal ${n1(d.subtotal)} × defensive factor ${n1(d.defensiveFactor)} (TMM ${d.targetMovementModifier}) = ${n1(d.total)}`);
  lines.push(`  offensive (heat efficiency ${o.heatEfficiency}):`);
  for (const w of o.weapons)
    lines.push(`    ${`${w.name} [${w.location}]`.padEnd(30)} ${n1(w.bv).padStart(9)}  heat ${w.heat}${w.notes.length ? `  — ${w.notes.join('; ')}` : ''}`);
  for (const l of o.lines) lines.push(`    ${l.label.slice(0, 30).padEnd(30)} ${n1(l.value).padStart(9)}${l.detail ? `   ${l.detail}` : ''}`);
  lines.push(`    subtotal ${n1(o.subtotal)} × speed factor ${o.speedFactor} = ${n1(o.total)}`);
  for (const a of bv.adjustments) lines.push(`  ${a.label}`);
  for (const w of bv.warnings) lines.push(`  warning: ${w}`);
  lines.push(`  source: ${formatSource(bv.source)}`);
  return lines;
}
