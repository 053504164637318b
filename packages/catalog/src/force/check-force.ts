/** A force is legal for a game when every limit the game sets (unit count, tonnage, BV, kinds, tech base, year, rules level, jump jets, skills) holds. */
import type { Source } from '@marshal/core';
import type { RulesLevel, TechBase, UnitKind } from '../model';
import { factsOf, forceTotals, skillAdjustedBv, type ForceFacts, type ForceUnitFacts } from './facts';
import { forceUnitName, type Force, type ForceField, type ForceUnit } from './force';

/** One limit and where it comes from. */
export interface ForceLimit<T> {
  readonly value: T;
  readonly source: Source;
}

/** Generic limits as data; a game's own rules (a Solaris roster, a mission's counted tonnage) stay in its package. */
export interface ForceRules {
  readonly minUnits?: ForceLimit<number>;
  readonly maxUnits?: ForceLimit<number>;
  readonly maxTons?: ForceLimit<number>;
  /** Crew-adjusted Battle Value of the whole force. */
  readonly maxBv?: ForceLimit<number>;
  readonly kinds?: ForceLimit<readonly UnitKind[]>;
  readonly techBase?: ForceLimit<readonly TechBase[]>;
  /** Latest year of introduction. */
  readonly maxYear?: ForceLimit<number>;
  readonly rulesLevels?: ForceLimit<readonly RulesLevel[]>;
  readonly jumpRequired?: ForceLimit<boolean>;
  readonly gunnery?: ForceLimit<{ readonly min: number; readonly max: number }>;
  readonly piloting?: ForceLimit<{ readonly min: number; readonly max: number }>;
}

export interface ForceProblem {
  /** 0-based index of the unit (people see it 1-based); absent for a problem of the whole force. */
  readonly unit?: number;
  readonly field?: ForceField;
  readonly message: string;
  readonly source?: Source;
}

const KIND_WORDS: Readonly<Record<UnitKind, string>> = {
  mech: "'Mechs",
  vehicle: 'vehicles',
  vtol: 'VTOLs',
  'battle-armor': 'battle armour',
  infantry: 'infantry',
  protomech: 'ProtoMechs',
  aerospace: 'aerospace units',
  other: 'other units',
};
const KIND_WORD: Readonly<Record<UnitKind, string>> = {
  mech: "a 'Mech",
  vehicle: 'a vehicle',
  vtol: 'a VTOL',
  'battle-armor': 'battle armour',
  infantry: 'infantry',
  protomech: 'a ProtoMech',
  aerospace: 'an aerospace unit',
  other: 'another kind of unit',
};

const list = (words: readonly string[]): string => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);
const label = (i: number, u: ForceUnit): string => `Unit ${i + 1} (${forceUnitName(u)})`;

function unitFactProblems(i: number, u: ForceUnit, f: ForceUnitFacts, rules: ForceRules): ForceProblem[] {
  const out: ForceProblem[] = [];
  const at = (message: string, source: Source, field: ForceField = 'unit'): void =>
    void out.push({ unit: i, field, message: `${label(i, u)}: ${message}`, source });
  const { kinds, techBase, maxYear, rulesLevels, jumpRequired } = rules;
  if (kinds && !kinds.value.includes(f.kind)) at(`is ${KIND_WORD[f.kind]}; this force takes only ${list(kinds.value.map((k) => KIND_WORDS[k]))}`, kinds.source);
  if (techBase && !techBase.value.includes(f.techBase)) at(`is ${f.techBase} technology; this force takes only ${list(techBase.value)}`, techBase.source);
  if (maxYear && f.introYear > maxYear.value) at(`was introduced in ${f.introYear}, after ${maxYear.value}`, maxYear.source);
  if (rulesLevels && !rulesLevels.value.includes(f.rulesLevel))
    at(`is ${f.rulesLevel} rules; this force allows ${list(rulesLevels.value.map((r) => r.toLowerCase()))}`, rulesLevels.source);
  if (jumpRequired?.value && f.jump <= 0) at('has no jump jets; every unit here must be able to jump', jumpRequired.source);
  return out;
}

function skillProblems(i: number, u: ForceUnit, rules: ForceRules): ForceProblem[] {
  const out: ForceProblem[] = [];
  for (const field of ['gunnery', 'piloting'] as const) {
    const limit = rules[field];
    const value = u.pilot[field];
    if (limit && (value < limit.value.min || value > limit.value.max))
      out.push({ unit: i, field, message: `${label(i, u)}: ${field} ${value} is outside ${limit.value.min}–${limit.value.max}`, source: limit.source });
  }
  return out;
}

function forceWideProblems(force: Force, facts: ForceFacts, rules: ForceRules): ForceProblem[] {
  const out: ForceProblem[] = [];
  const n = force.units.length;
  const units = (k: number) => `${k} unit${k === 1 ? '' : 's'}`;
  if (rules.minUnits && n < rules.minUnits.value)
    out.push({ message: `The force has ${units(n)}; it needs at least ${rules.minUnits.value}`, source: rules.minUnits.source });
  if (rules.maxUnits && n > rules.maxUnits.value)
    out.push({ message: `The force has ${units(n)}; at most ${rules.maxUnits.value} are allowed`, source: rules.maxUnits.source });
  const totals = forceTotals(force, facts);
  if (rules.maxTons && totals.tons > rules.maxTons.value)
    out.push({ message: `The force weighs ${totals.tons} tons; at most ${rules.maxTons.value} are allowed`, source: rules.maxTons.source });
  if (rules.maxBv && totals.adjustedBv > rules.maxBv.value)
    out.push({ message: `The force's Battle Value is ${totals.adjustedBv}; at most ${rules.maxBv.value} is allowed`, source: rules.maxBv.source });
  return out;
}

/** Every way the force breaks the rules, each naming the unit (1-based in the words, 0-based in `unit`) and the field to fix. */
export function checkForce(force: Force, facts: ForceFacts, rules: ForceRules = {}): ForceProblem[] {
  const problems: ForceProblem[] = [];
  force.units.forEach((u, i) => {
    const f = factsOf(facts, u.unitId);
    if (!f) problems.push({ unit: i, field: 'unit', message: `${label(i, u)}: not in the unit catalog` });
    else {
      problems.push(...unitFactProblems(i, u, f, rules));
      if (rules.maxBv && skillAdjustedBv(f.bv, u.pilot.gunnery, u.pilot.piloting) === null)
        problems.push({
          unit: i,
          field: 'unit',
          message: `${label(i, u)}: its Battle Value is not known, so the force's total cannot be checked`,
          source: rules.maxBv.source,
        });
    }
    problems.push(...skillProblems(i, u, rules));
  });
  return [...forceWideProblems(force, facts, rules), ...problems];
}
