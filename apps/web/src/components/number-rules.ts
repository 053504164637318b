/**
 * The one reader for numbers typed into a form. Nothing is coerced: "1e20", "-5", "2.5" in a whole-number field and ""
 * are refused with the field's label and the range it takes, in the same words everywhere in the app.
 */

/** What a number field accepts. */
export interface NumberRules {
  readonly integer?: boolean;
  readonly min?: number;
  /** Whether `min` itself is allowed (default yes). */
  readonly minIncluded?: boolean;
  /** Largest allowed; a field without one still refuses anything above a billion. */
  readonly max?: number;
  /** Empty means "not given" instead of an error. */
  readonly optional?: boolean;
}

export const NUMBER_CEILING = 1_000_000_000;

const shown = (n: number): string => n.toLocaleString('en');

/**
 * What the field takes, in words: "a whole number from 0 to 8", "a number more than 0", "a number of at least 0".
 * The billion ceiling of a field without its own maximum is named only when the value went past it.
 */
export function numberWanted(rules: NumberRules, pastCeiling = false): string {
  const kind = rules.integer ? 'a whole number' : 'a number';
  if (rules.min !== undefined && rules.max !== undefined && rules.minIncluded !== false) return `${kind} from ${shown(rules.min)} to ${shown(rules.max)}`;
  const upTo = rules.max !== undefined || pastCeiling ? `up to ${shown(rules.max ?? NUMBER_CEILING)}` : '';
  if (rules.min === undefined) return upTo ? `${kind} ${upTo}` : kind;
  const low = rules.minIncluded === false ? `more than ${shown(rules.min)}` : `of at least ${shown(rules.min)}`;
  return upTo ? `${kind} ${low} and ${upTo}` : `${kind} ${low}`;
}

const NUMERAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Read a typed number: its value, or why it is refused ("Tons must be a whole number from 0 to 200, not -5"). */
export function checkNumber(text: string, label: string, rules: NumberRules = {}): { value: number | null; error: string | null } {
  const t = text.trim();
  if (t === '') return rules.optional ? { value: null, error: null } : { value: null, error: `${label} is empty: enter ${numberWanted(rules)}` };
  const v = NUMERAL.test(t) ? Number(t) : NaN;
  if (!Number.isFinite(v)) return { value: null, error: `${label} must be ${numberWanted(rules)}, not "${t}"` };
  const min = rules.min ?? -NUMBER_CEILING;
  const tooSmall = rules.minIncluded === false ? v <= min : v < min;
  const tooBig = v > (rules.max ?? NUMBER_CEILING);
  if (tooBig || tooSmall || (rules.integer && !Number.isInteger(v)))
    return { value: null, error: `${label} must be ${numberWanted(rules, tooBig || v < -NUMBER_CEILING)}, not ${t}` };
  return { value: v, error: null };
}
