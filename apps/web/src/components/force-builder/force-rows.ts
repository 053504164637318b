/** The force builder's rows as the page edits them (skills as typed text), and the force they stand for. */
import type { Force, ForceProblem, ForceUnitFacts } from '@marshal/catalog';
import { checkNumber } from '../number-rules';

/** One unit of the force; `extra` is whatever the page's context adds (Solaris category, start hex…). */
export interface ForceRow<X = undefined> {
  readonly key: number;
  readonly unit: ForceUnitFacts;
  readonly pilotName: string;
  /** As typed: checked with `parseSkill`, never coerced. */
  readonly gunnery: string;
  readonly piloting: string;
  /** Special munitions by ammunition bin index (absent or empty: standard ammunition everywhere). */
  readonly munitions?: Readonly<Record<string, string>>;
  readonly extra: X;
}

export const SKILL_MIN = 0;
export const SKILL_MAX = 8;

/** A skill typed in: a whole number from 0 to 8, or the reason it is not one (empty, a fraction, 1e20, -5…). */
export function parseSkill(text: string, label: string): { value: number } | { error: string } {
  const r = checkNumber(text, label, { integer: true, min: SKILL_MIN, max: SKILL_MAX });
  return r.error === null && r.value !== null ? { value: r.value } : { error: r.error ?? `${label} is empty` };
}

/** Each row's skill errors, by field ('gunnery' | 'piloting'); an empty object when all is well. */
export function skillErrors(row: Pick<ForceRow<unknown>, 'gunnery' | 'piloting'>): { gunnery?: string; piloting?: string } {
  const g = parseSkill(row.gunnery, 'Gunnery');
  const p = parseSkill(row.piloting, 'Piloting');
  return { ...('error' in g ? { gunnery: g.error } : {}), ...('error' in p ? { piloting: p.error } : {}) };
}

/** The force the rows stand for, or null while any skill is not a valid number. */
export function rowsToForce(name: string, rows: readonly ForceRow<unknown>[]): Force | null {
  const units: Force['units'] = [];
  for (const r of rows) {
    const g = parseSkill(r.gunnery, 'Gunnery');
    const p = parseSkill(r.piloting, 'Piloting');
    if ('error' in g || 'error' in p) return null;
    const pilotName = r.pilotName.trim();
    units.push({
      unitId: r.unit.unitId,
      chassis: r.unit.chassis,
      model: r.unit.model,
      pilot: { ...(pilotName ? { name: pilotName } : {}), gunnery: g.value, piloting: p.value },
      ...(r.munitions && Object.keys(r.munitions).length ? { munitions: { ...r.munitions } } : {}),
    });
  }
  return { name: name.trim() || 'Unnamed force', units };
}

/** Problems grouped by row (0-based) and the ones about the whole force. */
export function problemsByRow(problems: readonly ForceProblem[], rows: number): { byRow: ForceProblem[][]; force: ForceProblem[] } {
  const byRow: ForceProblem[][] = Array.from({ length: rows }, () => []);
  const force: ForceProblem[] = [];
  for (const p of problems) {
    if (p.unit !== undefined && p.unit >= 0 && p.unit < rows) byRow[p.unit]!.push(p);
    else force.push(p);
  }
  return { byRow, force };
}

/** A 'Mech's weight class as a tonnage range for the catalog search ("" for any). */
export const WEIGHT_CLASSES: readonly { id: string; label: string; tons: string }[] = [
  { id: 'light', label: 'Light (20–35 t)', tons: '20-35' },
  { id: 'medium', label: 'Medium (40–55 t)', tons: '40-55' },
  { id: 'heavy', label: 'Heavy (60–75 t)', tons: '60-75' },
  { id: 'assault', label: 'Assault (80–100 t)', tons: '80-100' },
];

/** A tonnage range as typed ("40-55", "75", "") checked before it is sent, or the reason it cannot be used. */
export function parseTons(text: string): { tons: string | null } | { error: string } {
  const t = text.trim().replace(/\s+/g, '').replace('–', '-');
  if (t === '') return { tons: null };
  const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(t);
  if (!m) return { error: `Tonnage must be a number of tons or a range such as 40-55, not “${text.trim()}”` };
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (lo > hi) return { error: `Tonnage range ${lo}-${hi} runs backwards` };
  if (hi > 200) return { error: `No unit weighs more than 200 t` };
  return { tons: m[2] === undefined ? `${lo}-${lo}` : `${lo}-${hi}` };
}

let nextKey = 1;
/** A new row for a catalog unit with the given starting skills. */
export function newRow<X>(
  unit: ForceUnitFacts,
  extra: X,
  skills: { gunnery: number; piloting: number },
  pilotName = '',
  munitions?: Readonly<Record<string, string>>,
): ForceRow<X> {
  return { key: nextKey++, unit, pilotName, gunnery: String(skills.gunnery), piloting: String(skills.piloting), ...(munitions ? { munitions } : {}), extra };
}

/** The row's label in messages: its 1-based position and unit name. */
export const rowLabel = (row: Pick<ForceRow<unknown>, 'unit'>, index: number): string => `Unit ${index + 1} (${row.unit.name})`;
