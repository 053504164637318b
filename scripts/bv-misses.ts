/**
 * Print the Battle Value misses against the MUL oracle (the training set in ../shared), grouped by family.
 * Usage: npx tsx scripts/bv-misses.ts [family-substring] — lists each miss with our value, the published one and the
 * difference. The oracle is read as a test oracle only; nothing from it is written anywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseMtf } from '../packages/catalog/src/parse/mtf';
import { checkBv } from '../packages/catalog/src/bv/check-bv';

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
const filter = process.argv[2]?.toLowerCase();
console.log(`MUL oracle (training set): ${r.exact}/${r.matched} exact (${(r.rate * 100).toFixed(2)}%)`);
for (const { cause, count } of r.causes) {
  if (filter && !cause.toLowerCase().includes(filter)) continue;
  console.log(`\n${cause}: ${count}`);
  for (const m of r.mismatches.filter((x) => x.causes.includes(cause)))
    console.log(`  ${m.name}: ours ${m.ours}, MUL ${m.published} (${m.difference > 0 ? '+' : ''}${m.difference}) [${m.causes.join(', ')}]`);
}
