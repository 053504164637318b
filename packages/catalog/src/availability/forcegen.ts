/** Availability from MegaMek's force-generator tables (`YYYY.xml`): which factions field a chassis and model in an era. */
import { XMLParser } from 'fast-xml-parser';
import { MarshalError, checkTextLimits } from '@marshal/core';
import { eraOfYear } from '../catalog/eras';
import { normaliseUnitName, type AvailabilityData, type UnitAvailability } from './availability';

interface Node {
  '@_name'?: string;
  availability?: string | number;
  model?: Node | Node[];
}

/** The most one force-generator year file may hold (the largest MegaMek one: 586,547 characters, 19,143 lines of at most 223). */
export const FORCEGEN_LIMITS = Object.freeze({ maxChars: 10_000_000, maxLines: 200_000, maxLineLength: 10_000 });

/** A year file with a document type could declare entities that expand without end; MegaMek's have none. */
function refuseDoctype(xml: string, file: string): void {
  const at = xml.search(/<!(DOCTYPE|ENTITY)/i);
  if (at >= 0)
    throw new MarshalError('forcegen-format', 'a document type or entity declaration is not allowed in a force-generator file', {
      file,
      line: xml.slice(0, at).split('\n').length,
    });
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'chassis' || name === 'model' });

/** "FS:4,DC:3+,General:8" → codes with a rating above zero. */
const codes = (text: unknown): string[] =>
  String(text ?? '')
    .split(',')
    .map((p) => p.trim().split(':'))
    .filter(([code, rating]) => code && Number.parseFloat(rating ?? '0') > 0)
    .map(([code]) => code!);

/** Factions that field one model: the chassis's factions the model lists, or all of them when it says "General". */
function modelFactions(chassis: readonly string[], model: readonly string[]): string[] {
  if (model.includes('General')) return [...chassis];
  return chassis.filter((c) => model.includes(c));
}

/** Add one year file's chassis and models to the running table (files in the older RAT-list format are skipped). */
export function addForceGeneratorYear(units: Map<string, { name: string; pairs: Set<string> }>, xml: string, year: number, file: string): void {
  const era = eraOfYear(year);
  if (!era) throw new MarshalError('forcegen-format', `year ${year} is outside every era`, { file });
  checkTextLimits(xml, file, FORCEGEN_LIMITS, 'forcegen-too-large');
  refuseDoctype(xml, file);
  let doc: { ratgen?: { units?: { chassis?: Node[] } } };
  try {
    doc = parser.parse(xml);
  } catch (e) {
    throw new MarshalError('forcegen-format', `not valid XML: ${(e as Error).message}`, { file });
  }
  if (!doc.ratgen) return;
  const chassisList = doc.ratgen.units?.chassis;
  if (!Array.isArray(chassisList)) throw new MarshalError('forcegen-format', 'no <units><chassis> entries', { file });
  for (const c of chassisList) {
    const chassisCodes = codes(c.availability);
    const models = Array.isArray(c.model) ? c.model : c.model ? [c.model] : [];
    for (const m of models) {
      const name = `${c['@_name'] ?? ''} ${m['@_name'] ?? ''}`.trim();
      const key = normaliseUnitName(name);
      const entry = units.get(key) ?? { name, pairs: new Set<string>() };
      for (const f of modelFactions(chassisCodes, codes(m.availability))) entry.pairs.add(`${f}:${era.name}`);
      units.set(key, entry);
    }
  }
}

export function availabilityFromForceGenerator(files: readonly { year: number; xml: string; path: string }[], importedFrom: string): AvailabilityData {
  const units = new Map<string, { name: string; pairs: Set<string> }>();
  for (const f of files) addForceGeneratorYear(units, f.xml, f.year, f.path);
  const out: Record<string, UnitAvailability> = {};
  const factions = new Set<string>();
  for (const [key, u] of units) {
    const pairs = [...u.pairs].sort();
    for (const p of pairs) factions.add(p.slice(0, p.indexOf(':')));
    out[key] = { factionEras: pairs, unique: false, extinct: [] };
  }
  return { source: 'megamek-forcegenerator', importedFrom, factions: [...factions].sort(), units: out };
}
