/** A force is a named list of catalog units, each with a pilot's name and gunnery/piloting skills; every shell builds, checks and stores this one shape. */
import { z } from 'zod';
import { MarshalError } from '@marshal/core';

/** The bounds of one force (docs/forces.md): a company or two is a dozen units, so a hundred is ample and cheap to check. */
export const FORCE_LIMITS = Object.freeze({
  maxUnits: 100,
  maxNameLength: 100,
  maxPilotNameLength: 100,
  maxUnitIdLength: 300,
  /** Chassis and model names (the unit files allow 200). */
  maxUnitNameLength: 200,
  minSkill: 0,
  maxSkill: 8,
});

export const DEFAULT_GUNNERY = 4;
export const DEFAULT_PILOTING = 5;

const skill = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to 8` })
    .int({ error: `${label} must be a whole number from 0 to 8` })
    .min(FORCE_LIMITS.minSkill, { error: `${label} must be a whole number from 0 to 8` })
    .max(FORCE_LIMITS.maxSkill, { error: `${label} must be a whole number from 0 to 8` });

// eslint-disable-next-line no-control-regex -- names are one line of printable text
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

export const forcePilotSchema = z.object({
  name: z
    .string()
    .trim()
    .max(FORCE_LIMITS.maxPilotNameLength, { error: `the pilot's name is longer than ${FORCE_LIMITS.maxPilotNameLength} characters` })
    .regex(PRINTABLE, { error: "the pilot's name holds a control character" })
    .optional(),
  gunnery: skill('gunnery').default(DEFAULT_GUNNERY),
  piloting: skill('piloting').default(DEFAULT_PILOTING),
});

export const forceUnitSchema = z.object({
  unitId: z.string().min(1, { error: 'no unit is chosen' }).max(FORCE_LIMITS.maxUnitIdLength, { error: 'the unit id is too long' }),
  chassis: z.string().min(1, { error: 'the chassis is empty' }).max(FORCE_LIMITS.maxUnitNameLength, { error: 'the chassis name is too long' }),
  model: z.string().max(FORCE_LIMITS.maxUnitNameLength, { error: 'the model name is too long' }),
  pilot: forcePilotSchema.default({ gunnery: DEFAULT_GUNNERY, piloting: DEFAULT_PILOTING }),
  /**
   * Special munitions loaded into ammunition bins, by bin index (Solaris VII Stable Challenge §1.1: chosen before the
   * event): `{ "0": "precision" }`. Which munition a bin may take is checked when the battle is set up.
   */
  munitions: z
    .record(z.string(), z.string().min(1).max(40))
    .refine((m) => Object.keys(m).every((k) => /^\d{1,2}$/.test(k)), { error: 'an ammunition bin is named by its number (0, 1, …)' })
    .optional(),
});

export const forceSchema = z.object({
  name: z
    .string({ error: 'the force needs a name' })
    .trim()
    .min(1, { error: 'the force needs a name' })
    .max(FORCE_LIMITS.maxNameLength, { error: `the force's name is longer than ${FORCE_LIMITS.maxNameLength} characters` })
    .regex(PRINTABLE, { error: "the force's name holds a control character" }),
  units: z.array(forceUnitSchema).max(FORCE_LIMITS.maxUnits, { error: `a force holds at most ${FORCE_LIMITS.maxUnits} units` }),
});

export type ForcePilot = z.output<typeof forcePilotSchema>;
export type ForceUnit = z.output<typeof forceUnitSchema>;
export type Force = z.output<typeof forceSchema>;
/** What a person or a file may send: pilot and skills may be left out (gunnery 4, piloting 5). */
export type ForceInput = z.input<typeof forceSchema>;

/** "Atlas AS7-D": chassis and model as people say them. */
export const forceUnitName = (u: { readonly chassis: string; readonly model: string }): string => (u.model ? `${u.chassis} ${u.model}` : u.chassis);

/** The place of a problem in a force: the unit (0-based; shown 1-based) and the field a form labels. */
export type ForceField = 'unit' | 'gunnery' | 'piloting' | 'name';

export interface ForceInputProblem {
  readonly unit?: number;
  readonly field?: ForceField;
  readonly message: string;
}

function fieldOf(path: readonly PropertyKey[]): { unit?: number; field?: ForceField } {
  if (path[0] === 'name') return { field: 'name' };
  if (path[0] !== 'units' || typeof path[1] !== 'number') return {};
  const unit = path[1];
  const last = path[path.length - 1];
  if (last === 'gunnery' || last === 'piloting') return { unit, field: last };
  if (path[2] === 'pilot' && last === 'name') return { unit, field: 'name' };
  return { unit, field: 'unit' };
}

function unitLabel(input: unknown, index: number): string {
  const units = (input as { units?: unknown } | null)?.units;
  const u = Array.isArray(units) ? (units[index] as { chassis?: unknown; model?: unknown } | undefined) : undefined;
  const name = typeof u?.chassis === 'string' ? forceUnitName({ chassis: u.chassis, model: typeof u.model === 'string' ? u.model : '' }) : '';
  return name ? `unit ${index + 1} (${name.slice(0, 60)})` : `unit ${index + 1}`;
}

/** Every reason the input is not a force, each naming the unit (1-based in the words) and the field. */
export function forceInputProblems(input: unknown): ForceInputProblem[] {
  const r = forceSchema.safeParse(input);
  if (r.success) return [];
  const seen = new Set<string>();
  const issues = r.error.issues.filter((issue) => {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
  return issues.slice(0, 50).map((issue) => {
    const at = fieldOf(issue.path);
    const message = issue.code === 'invalid_type' && issue.path.length === 0 ? 'a force is a name and a list of units' : issue.message;
    return at.unit !== undefined ? { ...at, message: `${unitLabel(input, at.unit)}: ${message}` } : { ...at, message };
  });
}

/** Parse external input (an HTTP body, a file) into a force; the first problem is the error, with its unit and field. */
export function parseForce(input: unknown, file?: string): Force {
  const r = forceSchema.safeParse(input);
  if (r.success) return r.data;
  const first = forceInputProblems(input)[0]!;
  const field = first.unit !== undefined ? `units.${first.unit + 1}${first.field && first.field !== 'unit' ? `.${first.field}` : ''}` : first.field;
  throw new MarshalError('invalid-force', first.message, { ...(file ? { file } : {}), ...(field ? { field } : {}) });
}
