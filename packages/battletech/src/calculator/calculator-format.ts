import { explainRuling, formatSource } from '@marshal/core';
import type { HitReport } from '../rules/damage/apply-hit';
import type { PsrReport } from '../rules/piloting/phase-end';
import { SRC } from '../rules/sources';
import type { CalculatorOutcome, CalculatorPreview } from './calculator';
import { locationName } from '../tables/mech-hit-location';
import { clusterText } from '../rules/weapon-attacks/weapon-attack';

/** Plain-text lines for the ruling calculator (CLI and logs): breakdown, odds, then what the dice did. */
const sign = (v: number) => (v >= 0 ? `+${v}` : `${v}`);

function hitLines(h: HitReport, who: string): string[] {
  const where = `${locationName(h.location)}${h.rear ? ' (rear)' : ''}`;
  if (h.cover) return [`  ${h.damage} damage → ${where}: strikes the cover`];
  const out = [
    `  ${h.damage} damage → ${who} ${where}: ${h.steps.map((s) => `${s.location} armour −${s.armor}, structure −${s.structure}${s.destroyed ? ' (destroyed)' : ''}${s.transferredTo ? ` → ${s.transferredTo}` : ''}`).join('; ')}`,
  ];
  for (const c of h.criticals) {
    out.push(`    critical check ${c.location}: roll ${c.roll}${c.modifier ? ` ${sign(c.modifier)}` : ''} → ${c.result}`);
    for (const e of c.effects) out.push(`      hit: ${e.item ?? e.system} (${e.location})${e.explosion ? ` — explodes for ${e.explosion.damage}` : ''}`);
  }
  for (const v of h.vehicleCriticals) out.push(`    vehicle critical ${v.location}: roll ${v.roll} → ${v.result}`);
  if (h.motive) out.push(`    motive system: ${h.motive.total} → ${h.motive.result}`);
  if (h.pilotHits) out.push(`    pilot takes ${h.pilotHits} hit${h.pilotHits > 1 ? 's' : ''}`);
  return out;
}

function psrLines(p: PsrReport): string[] {
  const mods = p.ruling.modifiers.map((m, i) => (i === 0 ? `${m.value} (${m.label})` : `${sign(m.value)} (${m.label})`)).join(' ');
  const result = p.ruling.automatic ? `automatic failure: ${p.ruling.automatic.reason}` : `rolled ${p.roll} → ${p.success ? 'stays up' : 'FALLS'}`;
  return [`  ${p.ruling.label}: ${p.ruling.target} = ${mods}; ${result}`];
}

export function formatPreview(p: CalculatorPreview): string[] {
  const out = [explainRuling(p.toHit), `  damage: ${p.damage}`];
  if (p.cluster) out.push(`  cluster roll ${sign(p.cluster.value)}: ${p.cluster.label}  [${formatSource(p.cluster.source)}]`);
  if (p.heat) {
    const e = p.heat.effects;
    out.push(
      `attacker heat ${e.heat}: −${e.movementLoss} MP, +${e.toHit} to-hit on weapon attacks${p.heat.tsmActive ? ', TSM active (double strength)' : ''}${e.lifeSupportDamage ? `, ${e.lifeSupportDamage} pilot damage if life support is hit` : ''}  [${formatSource(SRC.heat)}]`,
    );
    for (const r of [p.heat.shutdown, p.heat.ammoExplosion]) if (r) out.push(explainRuling(r));
  }
  return out;
}

export function formatOutcome(o: CalculatorOutcome, names: { attacker: string; target: string }): string[] {
  const a = o.attack;
  const out = [a.roll === null ? 'no roll (decided automatically)' : `rolled ${a.roll}: ${a.hit ? 'HIT' : 'miss'}`];
  if ('jammed' in a && a.jammed) out.push('  the weapon jams (natural roll of 2)');
  if ('bursts' in a && a.bursts) out.push(`  bursts per trooper: ${a.bursts.map((b) => b.damage).join(', ')} damage (${a.modeRoll?.rounds ?? 0} rounds)`);
  else if ('modeRoll' in a && a.modeRoll) out.push(`  burst: ${a.modeRoll.damage} damage and heat, ${a.modeRoll.rounds} rounds`);
  if ('squad' in a && a.squad) out.push(`  squad fire: ${a.squad.troopers} troopers`);
  if ('cluster' in a && a.cluster) out.push(`  ${clusterText(a.cluster)}${a.cluster.modifier ? `  [${formatSource(a.cluster.modifier.source)}]` : ''}`);
  if ('infantryDamage' in a && a.infantryDamage) out.push(`  against infantry: ${a.infantryDamage.explanation}`);
  if ('platoon' in a && a.platoon) out.push(`  platoon fire: ${a.platoon.explanation}`);
  if ('swarm' in a && a.explanation) out.push(`  ${a.explanation}`);
  for (const h of a.hits) out.push(...hitLines(h, names.target));
  for (const h of 'attackerHits' in a ? a.attackerHits : []) out.push(...hitLines(h, names.attacker));
  if ('targetHeat' in a && a.targetHeat) out.push(`  target gains ${a.targetHeat} heat`);
  for (const r of o.phaseEnd) {
    const who = r.unit === 'attacker' ? names.attacker : names.target;
    if (r.crash) {
      out.push(`${who} loses its rotor and crashes from elevation ${r.crash.elevation} for ${r.crash.damage} damage`);
      for (const h of r.crash.hits) out.push(...hitLines(h, who));
    }
    if (!r.psrs.length) continue;
    out.push(`piloting rolls — ${who}:`);
    for (const p of r.psrs) out.push(...psrLines(p));
    if (r.fall) {
      out.push(`  falls on its ${r.fall.facing.side} for ${r.fall.damage} damage`);
      for (const h of r.fall.hits) out.push(...hitLines(h, who).map((l) => `  ${l}`));
      const pc = r.fall.pilotCheck;
      out.push(`    pilot roll ${pc.ruling.target}: ${pc.roll === null ? 'not rolled' : `rolled ${pc.roll} → ${pc.avoided ? 'unhurt' : 'takes 1 hit'}`}`);
    }
  }
  const t = o.state.units.target;
  if (t?.destroyed) out.push(`${names.target} is destroyed`);
  return out;
}
