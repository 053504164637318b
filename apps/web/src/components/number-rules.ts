/**
 * The one reader for numbers typed into a form. Nothing is coerced: "1e20", "-5", "2.5" in a whole-number field and ""
 * are refused with the field's label and the range it takes, in the same words everywhere in the app (and in the
 * interface language: ADR 0036).
 */
import { currentLanguage, i18next } from '../i18n/i18n';
import enCommon from '../i18n/locales/en/common.json';

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

type NumberWords = keyof typeof enCommon.numbers;

/**
 * The words of a number error in the interface language (`numbers.*` in `common`, which the shell always has). Before
 * i18next has started (unit tests, the first render) the English file is read directly, so English stays the same words.
 */
function say(key: NumberWords, params: Readonly<Record<string, string>> = {}): string {
  if (i18next.isInitialized) return i18next.t(`numbers.${key}`, { ns: 'common', ...params });
  return enCommon.numbers[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

const shown = (n: number): string => n.toLocaleString(i18next.isInitialized ? currentLanguage() : 'en');

/**
 * What the field takes, in words: "a whole number from 0 to 8", "a number more than 0", "a number of at least 0"
 * (German "eine ganze Zahl von 0 bis 8"). The billion ceiling of a field without its own maximum is named only when the
 * value went past it.
 */
export function numberWanted(rules: NumberRules, pastCeiling = false): string {
  const kind = say(rules.integer ? 'whole' : 'any');
  if (rules.min !== undefined && rules.max !== undefined && rules.minIncluded !== false)
    return say('fromTo', { kind, min: shown(rules.min), max: shown(rules.max) });
  const upTo = rules.max !== undefined || pastCeiling ? say('upTo', { max: shown(rules.max ?? NUMBER_CEILING) }) : '';
  if (rules.min === undefined) return upTo ? say('kindUpTo', { kind, upTo }) : kind;
  const low = say(rules.minIncluded === false ? 'moreThan' : 'atLeast', { min: shown(rules.min) });
  return upTo ? say('kindLowUpTo', { kind, low, upTo }) : say('kindLow', { kind, low });
}

/** A required field left empty ("Name is empty", German "Name ist leer"). */
export const emptyField = (label: string): string => say('blank', { label });

const NUMERAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Read a typed number: its value, or why it is refused ("Tons must be a whole number from 0 to 200, not -5"). */
export function checkNumber(text: string, label: string, rules: NumberRules = {}): { value: number | null; error: string | null } {
  const t = text.trim();
  if (t === '') return rules.optional ? { value: null, error: null } : { value: null, error: say('empty', { label, wanted: numberWanted(rules) }) };
  const v = NUMERAL.test(t) ? Number(t) : NaN;
  if (!Number.isFinite(v)) return { value: null, error: say('notNumber', { label, wanted: numberWanted(rules), text: t }) };
  const min = rules.min ?? -NUMBER_CEILING;
  const tooSmall = rules.minIncluded === false ? v <= min : v < min;
  const tooBig = v > (rules.max ?? NUMBER_CEILING);
  if (tooBig || tooSmall || (rules.integer && !Number.isInteger(v)))
    return { value: null, error: say('outside', { label, wanted: numberWanted(rules, tooBig || v < -NUMBER_CEILING), text: t }) };
  return { value: v, error: null };
}
