import type { Command } from 'commander';
import { SingleBar } from 'cli-progress';
import { MarshalError } from '@marshal/core';
import { battleValue, checkBv, parseRulesList, parseTonsRange, searchUnits, type UnitKind, type UnitQuery } from '@marshal/catalog';
import { catalogFor, findUnitByFileName, loadAvailability, readInFull, UNIT_DIR, type LoadedCatalog } from '@marshal/loaders';
import { readForceGenerator, readMulExport, saveAvailability } from '@marshal/loaders/files';
import { printJson, readJsonFile } from '../lib/io';
import { bvLines, unitLines } from './catalog-format';
import type { CommandModule } from './index';

/** `marshal catalog …` and `marshal units …`: the unit catalog from the bundled MegaMek files, BV checks, availability. */

function loadWithProgress(dir: string, quiet: boolean): LoadedCatalog {
  if (quiet || !process.stderr.isTTY) return catalogFor(dir);
  const bar = new SingleBar({ format: 'Reading units [{bar}] {value}/{total}', stream: process.stderr, hideCursor: true });
  let started = false;
  const catalog = catalogFor(dir, (done, total) => {
    if (!started) {
      bar.start(total, 0);
      started = true;
    }
    bar.update(done);
  });
  if (started) bar.stop();
  return catalog;
}

interface SearchOpts {
  tons?: string;
  jump?: boolean;
  rules?: string;
  era?: string;
  faction?: string;
  kind?: string;
  tech?: string;
  limit: string;
  json?: boolean;
  dir: string;
}

const KINDS: readonly UnitKind[] = ['mech', 'vehicle', 'vtol', 'battle-armor', 'infantry', 'protomech', 'aerospace', 'other'];

export function queryFromOptions(text: string | undefined, o: Omit<SearchOpts, 'json' | 'dir' | 'limit'> & { limit?: string }): UnitQuery {
  const kinds = o.kind?.split(',').map((k) => {
    const kind = KINDS.find((x) => x === k.trim().toLowerCase());
    if (!kind) throw new MarshalError('bad-query', `unknown kind "${k}" (${KINDS.join(', ')})`, { field: 'kind' });
    return kind;
  });
  const tech = o.tech?.split(',').map((t) => (/^c/i.test(t) ? 'Clan' : /^m/i.test(t) ? 'Mixed' : 'Inner Sphere') as 'Clan' | 'Mixed' | 'Inner Sphere');
  return {
    ...(text ? { text } : {}),
    ...(o.tons ? { tons: parseTonsRange(o.tons) } : {}),
    ...(o.jump !== undefined ? { jump: o.jump } : {}),
    ...(o.rules ? { rules: parseRulesList(o.rules) } : {}),
    ...(o.era ? { era: o.era } : {}),
    ...(o.faction ? { faction: o.faction } : {}),
    ...(kinds ? { kinds } : {}),
    ...(tech ? { techBase: tech } : {}),
    ...(o.limit ? { limit: Number(o.limit) } : {}),
  };
}

function search(text: string | undefined, o: SearchOpts): void {
  const catalog = loadWithProgress(o.dir, !!o.json);
  const availability = loadAvailability();
  const q = queryFromOptions(text, o);
  if (q.faction && !availability)
    throw new MarshalError('no-availability', 'faction filters need availability data: run `marshal catalog import-mul DIR` first', { field: 'faction' });
  const r = searchUnits(catalog.entries, q, availability);
  const rows = r.results.map((e) => ({
    id: e.unit.id,
    name: e.unit.name,
    kind: e.unit.kind,
    tons: e.unit.tonnage,
    techBase: e.unit.techBase,
    rules: e.unit.rulesLevel,
    intro: e.unit.introYear,
    walk: e.unit.movement.walk,
    run: e.unit.movement.run,
    jump: e.unit.movement.jump,
    bv: e.bv ?? null,
  }));
  if (o.json) return printJson({ total: r.total, results: rows });
  for (const u of rows)
    console.log(`${u.name.padEnd(44)} ${String(u.tons).padStart(5)}t  ${u.walk}/${u.run}/${u.jump}  ${u.rules.padEnd(12)} ${u.intro}  BV ${u.bv ?? '—'}`);
  console.log(`${r.total} unit(s)${r.total > rows.length ? `, first ${rows.length} shown (--limit)` : ''}`);
}

function show(name: string, o: { json?: boolean; dir: string }): void {
  let entry = findUnitByFileName(name, o.dir);
  if (!entry) {
    const catalog = loadWithProgress(o.dir, !!o.json);
    entry = catalog.find(name);
    if (!entry) {
      const first = name.trim().split(/\s+/)[0] ?? name;
      const near = searchUnits(catalog.entries, { text: first, limit: 5 }).results.map((e) => `"${e.unit.name}"`);
      throw new MarshalError('unit-not-found', `no unit named "${name}"${near.length ? `; did you mean ${near.join(', ')}?` : ''}`, { field: 'name' });
    }
  }
  const bv = battleValue(entry.unit);
  if (o.json) return printJson({ unit: entry.unit, bv: bv ?? null });
  console.log(unitLines(entry.unit).join('\n'));
  console.log(bv ? bvLines(bv).join('\n') : 'Battle Value: not computed for this kind of unit yet');
}

function checkBvCommand(file: string, o: { json?: boolean; dir: string; limit: string }): void {
  const raw = readJsonFile(file);
  if (!Array.isArray(raw)) throw new MarshalError('bv-list', 'expected a JSON array of {name, bv}', { file });
  const published = raw.flatMap((r: { name?: unknown; bv?: unknown }) => {
    const bv = Number(String(r.bv ?? '').replace(/,/g, ''));
    return typeof r.name === 'string' && Number.isFinite(bv) && bv > 0 ? [{ name: r.name, bv }] : [];
  });
  const catalog = loadWithProgress(o.dir, !!o.json);
  const result = checkBv(
    catalog.entries.map((e) => e.unit),
    published,
  );
  if (o.json) return printJson(result);
  console.log(`${result.exact}/${result.matched} exact (${(result.rate * 100).toFixed(1)}%)`);
  console.log('mismatches by suspected cause:');
  for (const c of result.causes) console.log(`  ${String(c.count).padStart(5)}  ${c.cause}`);
  const limit = Number(o.limit);
  for (const m of result.mismatches.slice(0, limit))
    console.log(`  ${m.name}: ours ${m.ours}, published ${m.published} (${m.difference > 0 ? '+' : ''}${m.difference}) — ${m.causes.join(', ')}`);
  if (result.mismatches.length > limit) console.log(`  … ${result.mismatches.length - limit} more (--limit, or --json for all)`);
}

function importMul(dir: string, o: { json?: boolean }): void {
  const data = readMulExport(dir);
  const path = saveAvailability(data);
  const units = Object.values(data.units);
  const summary = {
    stored: path,
    units: units.length,
    withAvailability: units.filter((u) => u.factionEras.length > 0).length,
    unique: units.filter((u) => u.unique).length,
    factions: data.factions.length,
  };
  if (o.json) return printJson(summary);
  console.log(
    `Imported ${summary.units} units (${summary.withAvailability} with era/faction lists, ${summary.unique} unique) and ${summary.factions} factions into ${path}`,
  );
}

function importForceGenerator(dir: string, o: { json?: boolean; out?: string }): void {
  const data = readForceGenerator(dir);
  const path = saveAvailability(data, undefined, o.out);
  const summary = { stored: path, units: Object.keys(data.units).length, factions: data.factions.length };
  if (o.json) return printJson(summary);
  console.log(`Imported force-generator availability for ${summary.units} units and ${summary.factions} faction codes into ${path}`);
}

function stats(o: { json?: boolean; dir: string }): void {
  const catalog = loadWithProgress(o.dir, !!o.json);
  const full = readInFull(catalog);
  const summary = { dir: catalog.dir, units: full.units, byKind: full.counts, problems: full.problems };
  if (o.json) return printJson(summary);
  console.log(`${summary.units} units read from ${catalog.dir}`);
  for (const [k, n] of Object.entries(full.counts)) console.log(`  ${k.padEnd(13)} ${n}`);
  console.log(`${full.problems.length} file(s) could not be read`);
  for (const p of full.problems) console.log(`  ${p.message}`);
}

export const catalogCommands: CommandModule = (program: Command) => {
  const catalog = program.command('catalog').description('the unit catalog: bundled MegaMek units, Battle Value checks, availability');
  catalog
    .command('stats')
    .description('read every unit file and count units by kind; list files that could not be read')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((o) => stats(o));
  catalog
    .command('check-bv <file>')
    .description('compare computed BV with a published list (JSON array of {name, bv}); prints N/M exact (P%) and mismatches')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--limit <n>', 'mismatches to print', '40')
    .option('--json', 'machine-readable output')
    .action((f, o) => checkBvCommand(f, o));
  catalog
    .command('import-mul <dir>')
    .description('import a Master Unit List export (mul_mechs.json, mul_mech_era_faction.json) as availability data')
    .option('--json', 'machine-readable output')
    .action((d, o) => importMul(d, o));
  catalog
    .command('import-forcegen <dir>')
    .description('import MegaMek force-generator availability (YYYY.xml files); --out writes it elsewhere, e.g. the bundled fallback')
    .option('--out <file>', 'write here instead of the data directory')
    .option('--json', 'machine-readable output')
    .action((d, o) => importForceGenerator(d, o));
  const units = program.command('units').description('find units and show their stats and Battle Value');
  units
    .command('search [text]')
    .description('search units, e.g. --tons 40-55 --no-jump --rules intro,standard --era jihad --faction FS')
    .option('--tons <range>', 'tonnage N or MIN-MAX')
    .option('--jump', 'only units that can jump')
    .option('--no-jump', 'only units that cannot jump')
    .option('--rules <levels>', 'rules levels, comma-separated: intro,standard,advanced,experimental')
    .option('--era <era>', 'MUL era, e.g. jihad, clan-invasion')
    .option('--faction <code>', 'faction code or MUL name (needs availability: marshal catalog import-mul)')
    .option('--kind <kinds>', 'mech,vehicle,vtol,battle-armor,infantry,protomech,aerospace')
    .option('--tech <bases>', 'IS, Clan or Mixed, comma-separated')
    .option('--limit <n>', 'results to print', '50')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((t, o) => search(t, o));
  units
    .command('show <name>')
    .description('full stats, derived values and the Battle Value breakdown of one unit ("Atlas AS7-D")')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((n, o) => show(n, o));
};
