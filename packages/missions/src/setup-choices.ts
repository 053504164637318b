/** Every choice a mission set-up offers, in players' words with its source: numbers (Sundry 2), house-rule switches (ADR 0012), optional rules (Sundry 3–4). */
import { type Source, formatSource } from '@marshal/core';
import { combatOptionRegistry } from '@marshal/battletech';
import type { MissionId } from './missions/types';
import { missionOptions } from './options';
import { type MissionParams, PARAM_SOURCES, missionParamsSchema } from './params';
import { s000 } from './sources';

/** A mission number players may change for one game. */
export interface ParamChoice {
  readonly key: keyof MissionParams;
  readonly label: string;
  /** Unit shown after the field ("turns", "hexes", "tons"). */
  readonly unit: string;
  readonly integer: boolean;
  readonly min: number;
  /** Whether `min` itself is allowed (false: the number must be above it). */
  readonly minIncluded: boolean;
  readonly max: number;
  readonly defaultValue: number;
  /** The missions that use it ('all': every mission). */
  readonly missions: readonly MissionId[] | 'all';
  /** A rule the referee checks at the table (Marshal shows it but does not enforce it). */
  readonly tableOnly?: boolean;
  readonly source: Source;
}

const DEFAULTS = missionParamsSchema.parse({});

type Spec = Omit<ParamChoice, 'key' | 'defaultValue' | 'source' | 'minIncluded' | 'max'> & { readonly minIncluded?: boolean; readonly max?: number };
const SPECS: Readonly<Record<keyof MissionParams, Spec>> = {
  ceasefireEarliestTurn: { label: 'Earliest turn after which a ceasefire may be agreed', unit: 'turns', integer: true, min: 0, missions: 'all' },
  convoyTonsPerPackrat: { label: 'Attacking tons per Packrat in the convoy', unit: 'tons', integer: true, min: 0, minIncluded: false, missions: ['escort'] },
  sabotageBuildings: { label: 'Objective buildings to raid', unit: 'buildings', integer: true, min: 0, minIncluded: false, missions: ['sabotage'] },
  objectiveMinApart: { label: 'Least distance between objective tokens', unit: 'hexes', integer: true, min: 0, missions: ['sabotage', 'rapid-recon'] },
  reconObjectives: { label: 'Objectives to scan', unit: 'objectives', integer: true, min: 0, minIncluded: false, missions: ['rapid-recon'] },
  reconMinFromEdge: {
    label: 'Least distance of an objective from any board edge',
    unit: 'hexes',
    integer: true,
    min: 0,
    missions: ['rapid-recon'],
    tableOnly: true,
  },
  reconBaseTarget: { label: 'Recon roll: base target number', unit: '2d6', integer: true, min: 2, max: 12, missions: ['rapid-recon'] },
  reconWithdrawAfterTurn: { label: 'Attackers must withdraw after turn', unit: '', integer: true, min: 0, minIncluded: false, missions: ['rapid-recon'] },
  extractionBaseTarget: { label: 'Pick-up roll: base target number', unit: '2d6', integer: true, min: 2, max: 12, missions: ['extraction'] },
  extractionWithdrawAfterTurn: { label: 'Attackers must withdraw after turn', unit: '', integer: true, min: 0, minIncluded: false, missions: ['extraction'] },
  extractionMinFromEdge: {
    label: 'Least distance of the objective from any board edge',
    unit: 'hexes',
    integer: true,
    min: 0,
    missions: ['extraction'],
    tableOnly: true,
  },
  positionTurnLimit: {
    label: 'Turns the attacker has to take the position',
    unit: 'turns',
    integer: true,
    min: 0,
    minIncluded: false,
    missions: ['take-the-position'],
  },
  positionTonnageShare: {
    label: 'Share of the attacking tonnage that must hold the area (0.25 = a quarter)',
    unit: '',
    integer: false,
    min: 0,
    minIncluded: false,
    max: 1,
    missions: ['take-the-position'],
  },
  breakLineTurnLimit: {
    label: 'Turns the attacker has to break through',
    unit: 'turns',
    integer: true,
    min: 0,
    minIncluded: false,
    missions: ['break-the-line'],
  },
  minGroundTons: {
    label: 'Least tonnage of a counted ground unit',
    unit: 'tons',
    integer: false,
    min: 0,
    missions: ['diversion', 'take-the-position', 'break-the-line'],
  },
};

/** No mission number needs more than this (a guard against typing 1e20). */
const PARAM_CEILING = 1000;

export const PARAM_CHOICES: readonly ParamChoice[] = (Object.keys(SPECS) as (keyof MissionParams)[]).map((key) => ({
  key,
  ...SPECS[key],
  minIncluded: SPECS[key].minIncluded ?? true,
  max: SPECS[key].max ?? PARAM_CEILING,
  defaultValue: DEFAULTS[key],
  source: PARAM_SOURCES[key],
}));

export const paramChoicesFor = (mission: string): ParamChoice[] =>
  PARAM_CHOICES.filter((p) => p.missions === 'all' || (p.missions as readonly string[]).includes(mission));

/** Why a number is refused for a parameter, in the words of its label, or null when it is allowed. */
export function paramProblem(p: ParamChoice, value: number): string | null {
  if (!Number.isFinite(value)) return `${p.label}: enter a number`;
  if (p.integer && !Number.isInteger(value)) return `${p.label}: enter a whole number`;
  if (p.minIncluded ? value < p.min : value <= p.min) return `${p.label}: must be ${p.minIncluded ? 'at least' : 'more than'} ${p.min}`;
  if (value > p.max) return `${p.label}: must be at most ${p.max}`;
  return null;
}

/** One choice among alternatives for a place where the rules contradict themselves or are silent. */
export interface HouseRuleChoice {
  /** The switch as a ruleset entry: the option chosen (one per group) or a single option switched on. */
  readonly id: string;
  readonly label: string;
  readonly alternatives: readonly { readonly id: string; readonly title: string; readonly description: string; readonly isDefault: boolean }[];
  readonly missions: readonly MissionId[] | 'all';
  readonly source: Source;
}

const GROUP_MISSIONS: Readonly<Record<string, { label: string; missions: readonly MissionId[] | 'all' }>> = {
  'escort-exact-half': { label: 'Escort: exactly half the convoy gets out', missions: ['escort'] },
  'sabotage-defender-defeat': { label: 'Sabotage: when the defender is defeated', missions: ['sabotage'] },
  'take-position-end': { label: 'Take the Position: when the game ends', missions: ['take-the-position'] },
  'defender-gone': { label: 'The defender leaves the board first', missions: ['take-the-position', 'break-the-line', 'diversion'] },
};

/** The house-rule switches of the mission rules, grouped: a group's first alternative is its documented default. */
export const HOUSE_RULE_CHOICES: readonly HouseRuleChoice[] = (() => {
  const out: HouseRuleChoice[] = [];
  const seen = new Set<string>();
  for (const o of missionOptions.options) {
    const key = o.group ?? o.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const members = o.group ? missionOptions.options.filter((x) => x.group === o.group) : [o];
    const meta = o.group ? GROUP_MISSIONS[o.group] : undefined;
    out.push({
      id: key,
      label: meta?.label ?? o.title,
      alternatives: members
        .map((m) => ({ id: m.id, title: m.title, description: m.description, isDefault: m.enabledByDefault ?? false }))
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
      missions: meta?.missions ?? 'all',
      source: o.source,
    });
  }
  return out;
})();

export const houseRuleChoicesFor = (mission: string): HouseRuleChoice[] =>
  HOUSE_RULE_CHOICES.filter((h) => h.missions === 'all' || (h.missions as readonly string[]).includes(mission));

/** The ruleset entries for chosen alternatives: defaults are left out, so an empty choice is the documented reading. */
export function houseRuleManifest(chosen: Readonly<Record<string, string | boolean>>): string[] {
  const out: string[] = [];
  for (const h of HOUSE_RULE_CHOICES) {
    const c = chosen[h.id];
    if (c === undefined || c === false) continue;
    if (h.alternatives.length === 1) {
      if (c === true) out.push(h.alternatives[0]!.id);
      continue;
    }
    const alt = h.alternatives.find((a) => a.id === c);
    if (alt && !alt.isDefault) out.push(alt.id);
  }
  return out;
}

/** An optional rule both players may agree to (Sundry 3: any Tactical Operations rule; Sundry 4: the weight-class knockdown rule). */
export interface OptionalRuleChoice {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly conflicts: readonly string[];
  readonly source: Source;
}

export const OPTIONAL_RULE_CHOICES: readonly OptionalRuleChoice[] = combatOptionRegistry.options
  .filter((o) => o.id.startsWith('tacops-') || o.id === 'missions-weight-class-damage-psr')
  .map((o) => ({
    id: o.id,
    title: o.title.replace('(seed 000)', '(Mechwarriors of Fortune)'),
    description: o.description,
    conflicts: o.conflicts ?? [],
    source: o.source,
  }));

export const OPTIONAL_RULES_SOURCE: Source = s000('Sundry', 'rules 3–4');

/** Refuse optional rules the missions do not offer, or two that cannot be played together. */
export function optionalRuleProblem(ids: readonly string[]): string | null {
  for (const id of ids) {
    const o = OPTIONAL_RULE_CHOICES.find((x) => x.id === id);
    if (!o) return `"${id}" is not an optional rule the missions offer; known: ${OPTIONAL_RULE_CHOICES.map((x) => x.id).join(', ')}`;
    const clash = o.conflicts.find((c) => ids.includes(c));
    if (clash)
      return `${o.title} and ${OPTIONAL_RULE_CHOICES.find((x) => x.id === clash)?.title ?? clash} cannot be played together [${formatSource(o.source)}]`;
  }
  return null;
}
