import { useTranslation } from 'react-i18next';
import { ENGINE_NS, currentLanguage, i18next } from './i18n';
import { sourceWords } from './source-text';

/**
 * The words the pure engines write (modifier labels, ruling labels, reasons, battle narration) in the reader's
 * language. The engines stay English and language-free (the CLI and the records read them as they are); the web
 * recognises a text by the English templates of the `engine` namespace and writes the German template with the
 * same values. A text no template matches is shown as the engine wrote it. English readers see the engine's text
 * itself. ADR 0036, session 8 addendum.
 */

export { ENGINE_NS };

type Tree = { readonly [key: string]: string | Tree };

/** One English template made into a pattern: `target moved {{count}} hexes` → /^target moved (?<count>\d+) hexes$/. */
export interface Template {
  /** The i18next key without its plural suffix (`modifier.target-movement.moved`). */
  readonly key: string;
  readonly pattern: RegExp;
  /** Literal characters: the most specific template is tried first. */
  readonly weight: number;
}

/** Values that are always numbers in the engines' texts: their patterns take only a number, so "5 to the head" cannot be read out of a sentence. */
const NUMERIC = new Set(['count', 'damage', 'roll', 'total', 'heat', 'value', 'min', 'max', 'round', 'mp', 'hits', 'x', 'y']);
/** Values that are one word (a command's type): their patterns take no space, so a list of entries is not read as one. */
const WORD = new Set(['command']);
/** Values never looked up as a part: a rule's source (a title may say "and"), only the words around its titles translated. */
const VERBATIM = new Set(['source']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileTemplate(key: string, text: string): Template {
  let source = '';
  let weight = 0;
  let last = 0;
  const seen = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    const literal = text.slice(last, m.index);
    source += escape(literal);
    weight += literal.length;
    const name = m[1]!;
    const pattern = NUMERIC.has(name) ? '-?\\d+(?:\\.\\d+)?' : WORD.has(name) ? '[\\w-]+' : '.+?';
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${pattern})`;
    seen.add(name);
    last = m.index + m[0].length;
  }
  const tail = text.slice(last);
  weight += tail.length;
  return { key: key.replace(PLURAL, ''), pattern: new RegExp(`^${source}${escape(tail)}$`, 'su'), weight };
}

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

/** Every template of an English `engine` bundle, most specific first. */
export function compileTemplates(bundle: Tree): Template[] {
  return flatten(bundle)
    .map(([key, text]) => compileTemplate(key, text))
    .sort((a, b) => b.weight - a.weight);
}

let compiled: { bundle: unknown; templates: Template[] } | null = null;

/** The templates of the loaded English `engine` bundle (none before it has loaded). */
function loadedTemplates(): Template[] {
  const bundle = i18next.getResourceBundle?.('en', ENGINE_NS) as Tree | undefined;
  if (!bundle) return [];
  if (compiled?.bundle !== bundle) {
    compiled = { bundle, templates: compileTemplates(bundle) };
    translated.clear();
  }
  return compiled.templates;
}

/**
 * What a text is in template terms: its key and the values it carries, or null when no template under `groups` matches.
 * `byGroup`: an earlier group wins (a modifier's own id before patterns); otherwise the most specific template of any.
 */
export function matchText(
  text: string,
  templates: readonly Template[],
  groups: readonly string[],
  byGroup = true,
): { key: string; params: Record<string, string> } | null {
  for (const group of byGroup ? groups : [null])
    for (const t of templates) {
      if (group === null ? !groups.some((g) => t.key.startsWith(g)) : !t.key.startsWith(group)) continue;
      const m = t.pattern.exec(text);
      if (m) return { key: t.key, params: { ...m.groups } };
    }
  return null;
}

/**
 * The subtrees of the games whose words came after the first engines (Fire for Effect, the operational campaign): each has
 * its own `ruling.`, `reason.`, `modifier.<id>.` and `part.` groups, looked up with the shared ones.
 */
const GAME_ROOTS = ['darkAge.', 'campaign.'];
const inGames = (group: string) => GAME_ROOTS.map((root) => `${root}${group}`);

/** Groups a value inside a text is looked up in (a piloting roll's reason, a list of damage, "the left torso"). */
const PART_GROUPS = [
  'part.',
  'trigger.',
  'reason.',
  'error.',
  ...inGames('part.'),
  ...inGames('reason.'),
  ...inGames('outcome.'),
  'server.part.',
  'tournament.part.',
];
/**
 * More groups a value is looked up in, by the top-level group of the template it stands in (and of every template
 * around that one): the mission status's reasons inside its own lines ("the attacker's target … first (turn 3,
 * heat)"), inside the ledger's "field:" and "outcome:" lines and the tracker's "The game ended …: <reason>"; a cited
 * reason's text among the withdrawal and crew reasons; a set-up sheet's edges and row counts inside its lines.
 */
const NESTED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  missionStatus: ['missionStatus.', 'mission.withdrawal.', 'mission.crew.'],
  contractLedger: ['missionStatus.', 'contractLedger.'],
  mission: ['missionStatus.'],
  briefing: ['briefing.part.'],
  daForm: ['daForm.who.', 'daForm.label.', 'daForm.stat.', 'daForm.problem.'],
  // A refused move's words (a map edge, a terrain, a direction) only inside the refusals, where they cannot take another game's words.
  reason: ['movePart.'],
};
const nestedGroups = (key: string, around: readonly string[]): readonly string[] => {
  const more = NESTED_GROUPS[key.slice(0, key.indexOf('.'))] ?? [];
  return more.every((g) => around.includes(g)) ? around : [...around, ...more];
};

type Translate = (key: string, params: Record<string, unknown>) => string;

/**
 * `text` in the target language: the first template under one of `groups` that matches it, written with the same
 * values (each value itself translated when a part template matches it; `count` as a number for plurals); else the
 * text unchanged.
 */
export function translateWith(
  text: string,
  templates: readonly Template[],
  groups: readonly string[],
  t: Translate,
  depth = 0,
  parts: readonly string[] = PART_GROUPS,
): string {
  const found = matchText(text, templates, groups, depth === 0);
  if (!found) return text;
  const inner = nestedGroups(found.key, parts);
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(found.params)) {
    if (name === 'count') params.count = Number(value);
    else if (VERBATIM.has(name)) params[name] = sourceWords(value);
    else params[name] = depth < 6 ? translateWith(value, templates, inner, t, depth + 1, inner) : value;
  }
  return t(found.key, params);
}

/** A decimal the engine wrote ("31.25") as the reader's language writes it ("31,25"); other values as they are. */
export function localDecimals(params: Record<string, unknown>, language: string): Record<string, unknown> {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 20, useGrouping: false });
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+\.\d+$/u.test(v) ? format.format(Number(v)) : v]));
}

function translator(): Translate {
  return (key, params) => i18next.t(key, { ns: ENGINE_NS, ...localDecimals(params, currentLanguage()) });
}

/** Texts already translated, per language and group list: a battle page shows the same modifiers on every render. */
const translated = new Map<string, string>();

function cachedTranslation(text: string, groups: readonly string[]): string {
  const templates = loadedTemplates();
  // Not here yet (in English or the reader's language): the engine's text until the words arrive, not remembered.
  if (templates.length === 0 || !i18next.hasLoadedNamespace(ENGINE_NS)) return text;
  const key = `${currentLanguage()}|${groups.join(',')}|${text}`;
  let out = translated.get(key);
  if (out === undefined) {
    out = translateWith(text, templates, groups, translator());
    if (translated.size >= 5000) translated.clear();
    translated.set(key, out);
  }
  return out;
}

/** An engine text in the current language, outside components (`groups`: which templates may match, e.g. `['story.']`). */
export function engineText(text: string, groups: readonly string[]): string {
  if (!i18next.isInitialized || currentLanguage() === 'en') return text;
  return cachedTranslation(text, groups);
}

/** Groups a ruling's label is looked up in. */
export const RULING_GROUPS: readonly string[] = [...inGames('ruling.'), 'ruling.'];
/** Groups a reason (a ruling decided without a roll, a refused command, how a game ended) is looked up in. */
export const REASON_GROUPS: readonly string[] = ['reason.', 'trigger.', ...inGames('reason.'), ...inGames('outcome.')];
/** Groups a line of a Fire for Effect log is looked up in: the later, more specific lines first. */
export const FIRE_FOR_EFFECT_GROUPS: readonly string[] = ['fireForEffect.', 'ffe.'];

/** Groups a roll asked of the table is looked up in: the games' dice purposes, and the campaign's (landing, landing attacks, meeting). */
export const DICE_GROUPS: readonly string[] = ['dice.', 'campaign.timeline.'];
/** Groups a line of a campaign's timeline (and its rolls, tables and scenarios) is looked up in. */
export const CAMPAIGN_GROUPS: readonly string[] = ['campaign.timeline.', 'campaign.briefing.', 'campaign.part.'];

/**
 * Where a server's error message is looked up: under the `error` code it came with (`server.not-found.`), so a message
 * is read only by the templates of its own code. A message no template of its code matches is shown as the server wrote it.
 */
export const serverGroups = (code: string): string[] => [`server.${code.replace(/^http-\d+$/u, 'http')}.`];
/** Groups of the mission tracker's lines: a cited reason "… [source]" and a game's end first, then its log and prompts and the battle's words in them. */
export const MISSION_GROUPS: readonly string[] = ['missionStatus.', 'mission.', 'story.'];
/** Groups of a contract's lines: the ledger's own, its "field:"/"outcome:" lines and unit unavailability. */
export const CONTRACT_GROUPS: readonly string[] = ['contract.', 'contractLedger.'];

/** Groups of a mission's set-up sheet: its deployment, special rules, turn track, numbers, board and withdrawal lines. */
export const BRIEFING_GROUPS: readonly string[] = ['briefing.'];

/** Groups a Solaris VII tournament line is looked up in. */
export const TOURNAMENT_GROUPS: readonly string[] = ['tournament.'];

/** Groups an error message is looked up in: input errors (zod's words inside "<what>: …"), then reasons. */
export const ERROR_GROUPS: readonly string[] = ['reason.', 'error.'];

const globs = new WeakMap<readonly Template[], { group: string; pattern: RegExp }[]>();

/**
 * Where a modifier's label is looked up: under its id (`modifier.range.`), under the ids the engines build from a
 * pattern (`modifier.hip-*.` for `hip-LL`), and a piloting roll's trigger (`trigger-kicked`) among the triggers.
 */
export function modifierGroups(id: string, templates: readonly Template[]): string[] {
  let patterns = globs.get(templates);
  if (!patterns) {
    const groups = new Set(templates.map((t) => t.key.slice(0, t.key.lastIndexOf('.') + 1)).filter((g) => g.startsWith('modifier.') && g.includes('*')));
    patterns = [...groups].map((group) => ({ group, pattern: new RegExp(`^${escape(group.slice(9, -1)).replace(/\\\*/g, '.+')}$`, 'u') }));
    globs.set(templates, patterns);
  }
  return [
    `modifier.${id}.`,
    ...inGames(`modifier.${id}.`),
    ...patterns.filter((p) => p.pattern.test(id)).map((p) => p.group),
    ...(id.startsWith('trigger-') ? ['trigger.'] : []),
  ];
}

/** What a component uses: the engine's words in the reader's language, English until the `engine` words are here. */
export function useEngineText() {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  // English readers never fetch the engine words; others re-render once they are here (no suspending a page already shown).
  useTranslation(english ? 'common' : ENGINE_NS, { useSuspense: false });
  const text = (value: string, groups: readonly string[]) => (english ? value : cachedTranslation(value, groups));
  return {
    /** A modifier's label, by the templates of its id. */
    modifier: (m: { readonly id: string; readonly label: string }) => text(m.label, modifierGroups(m.id, loadedTemplates())),
    /** A ruling's label ("Atlas → Locust: Medium Laser at 5"). */
    ruling: (label: string) => text(label, RULING_GROUPS),
    /** Why a ruling is decided without a roll, or why a command was refused. */
    reason: (reason: string) => text(reason, REASON_GROUPS),
    /** A line, detail, weapon note or warning of a Battle Value breakdown (equipment names in it stay as they are). */
    bv: (line: string) => text(line, ['bv.']),
    /** A problem the Fire for Effect set-up or unit form found ("Table: Table width (″): must be at least 6"). */
    daForm: (line: string) => text(line, ['daForm.line.']),
    /** A word or phrase the engines put inside their texts (a battle's result: "draw"). */
    part: (value: string) => text(value, ['part.']),
    /** A line of the battle log or its details. */
    story: (line: string) => text(line, ['story.']),
    /** What a roll asked of the table is for ("artillery attack: Long Tom Battery (1 marker)"), or why the faces typed were refused. */
    dice: (line: string) => text(line, DICE_GROUPS),
    /** A line of a Fire for Effect log. */
    fireForEffect: (line: string) => text(line, FIRE_FOR_EFFECT_GROUPS),
    /** A line of the mission tracker's log or its details, or why the game ended. */
    mission: (line: string) => text(line, MISSION_GROUPS),
    /** A reason of the mission status (outcome, salvage, wash-up notes). */
    missionStatus: (reason: string) => text(reason, ['missionStatus.']),
    /** A line of a contract's mission ledger, or why a unit cannot fight the next mission. */
    contract: (line: string) => text(line, CONTRACT_GROUPS),
    /** A line of a mission's set-up sheet (deployment, special rule, turn to watch, number, board, withdrawal edge, problem). */
    briefing: (line: string) => text(line, BRIEFING_GROUPS),
    /** An M42 Starting Phase explanation or victory condition. */
    m42: (line: string) => text(line, ['m42.', 'part.m42Condition.']),
    /** Why a Solaris VII roster cannot be played, as the roster check writes it (one reason; its unit's name taken off the front). */
    roster: (reason: string) => text(reason, ['tournamentRoster.']),
    /** A Solaris VII line: tiebreaker, BV balancing, score line, map choice (its steps joined by "; "), or why a round cannot be paired. */
    tournament: (line: string) =>
      line
        .split('; ')
        .map((part) => text(part, TOURNAMENT_GROUPS))
        .join('; '),
  };
}
