/**
 * Print the Battle Value misses against the MUL oracle (the training set in ../shared), grouped by family.
 * Usage: npx tsx scripts/bv-misses.ts [family-substring] [--detail] — lists each miss with our value, the published one and
 * the difference. With --detail, each miss is printed once with our breakdown (defensive lines, the weapons by value with
 * their heat and notes, offensive lines, factors) and what the published value needs: the gap as defensive or offensive
 * points, and the armour points that would close it, if any within ±10 (ADR 0035, session 18). The oracle is read as a test
 * oracle only; nothing from it is written anywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseMtf } from '../packages/catalog/src/parse/mtf';
import { checkBv, type BvMismatch } from '../packages/catalog/src/bv/check-bv';
import { battleValue } from '../packages/catalog/src/bv/battle-value';
import { armorMultiplier } from '../packages/catalog/src/bv/mech-defensive';
import type { Unit } from '../packages/catalog/src/model';

const here = import.meta.dirname;
const MUL = resolve(here, '../../shared/data/mul-bttools-2024/mul_mechs.json');
const MECHFILES = resolve(here, '../data/megamek/mechfiles');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.mtf') ? [join(dir, f)] : []));
if (!existsSync(MUL)) throw new Error(`${MUL} not found (needs ../shared next to the repository)`);
const rows = JSON.parse(readFileSync(MUL, 'utf8')) as { name: string; bv?: string }[];
const published = rows.flatMap((r) => (r.bv ? [{ name: r.name, bv: Number(r.bv.replace(/,/g, '')) }] : []));
const units = files(join(MECHFILES, 'mechs'))
  .sort()
  .map((f) => parseMtf(readFileSync(f, 'utf8'), relative(MECHFILES, f)));
const r = checkBv(units, published);
const args = process.argv.slice(2);
const detail = args.includes('--detail');
const filter = args.find((a) => !a.startsWith('--'))?.toLowerCase();
console.log(`MUL oracle (training set): ${r.exact}/${r.matched} exact (${(r.rate * 100).toFixed(2)}%)`);
for (const { cause, count } of r.causes) {
  if (filter && !cause.toLowerCase().includes(filter)) continue;
  console.log(`\n${cause}: ${count}`);
  for (const m of r.mismatches.filter((x) => x.causes.includes(cause)))
    console.log(`  ${m.name}: ours ${m.ours}, MUL ${m.published} (${m.difference > 0 ? '+' : ''}${m.difference}) [${m.causes.join(', ')}]`);
}

const n = (x: number): string => String(Math.round(x * 1000) / 1000);

/** Our breakdown of one miss and what the published value needs, in defensive, offensive and armour points. */
function printDetail(m: BvMismatch, unit: Unit): void {
  const bv = battleValue(unit);
  if (!bv) return;
  const adj = bv.adjustments.reduce((p, a) => p * a.value, 1);
  const gap = m.published - bv.unrounded;
  console.log(`\n${m.name}: ours ${bv.total} (${n(bv.unrounded)}), MUL ${m.published} [${m.causes.join(', ')}]`);
  for (const l of bv.defensive.lines) console.log(`  D ${l.label}: ${n(l.value)}${l.detail ? ` (${l.detail})` : ''}`);
  const d = bv.defensive;
  console.log(`  D ${n(d.subtotal)} × ${n(d.defensiveFactor)} (TMM ${d.targetMovementModifier}) = ${n(d.total)}`);
  const o = bv.offensive;
  console.log(`  O heat efficiency ${o.heatEfficiency}`);
  for (const w of [...o.weapons].sort((a, b) => b.bv - a.bv)) {
    console.log(`    ${w.name} (${w.location}) ${n(w.bv)}, heat ${n(w.heat)}${w.notes.length ? `: ${w.notes.join('; ')}` : ''}`);
  }
  for (const l of o.lines) console.log(`  O ${l.label}: ${n(l.value)}${l.detail ? ` (${l.detail})` : ''}`);
  console.log(`  O ${n(o.subtotal)} × ${n(o.speedFactor)} = ${n(o.total)}${bv.adjustments.map((a) => `; ${a.label}`).join('')}`);
  const perArmour = 2.5 * armorMultiplier(unit.armorType) * d.defensiveFactor * adj;
  const fits = [];
  for (let k = -10; k <= 10; k++) if (k && Math.floor(bv.unrounded + k * perArmour + 0.5) === m.published) fits.push(k > 0 ? `+${k}` : `${k}`);
  console.log(
    `  needs ${n(gap)}: ${n(gap / (d.defensiveFactor * adj))} defensive or ${n(gap / (o.speedFactor * adj))} offensive points` +
      (fits.length ? `; exact with ${fits.join(' or ')} armour points` : ''),
  );
}

if (detail) {
  const byName = new Map(units.map((u) => [u.name, u]));
  console.log(`\nBreakdowns${filter ? ` (${filter})` : ''}, largest miss first:`);
  for (const m of r.mismatches) if (!filter || m.causes.some((c) => c.toLowerCase().includes(filter))) printDetail(m, byName.get(m.name)!);
}
