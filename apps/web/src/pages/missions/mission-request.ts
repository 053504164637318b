/** What the mission wizard sends: the tracker's set-up, the digital battle's body, and how a refused field is named back on the form. */
import { PARAM_CHOICES, houseRuleManifest, type MissionUnit, type Side } from '@marshal/missions';
import type { FieldNamer } from '../../components/field-errors';
import { i18next } from '../../i18n/i18n';
import type { Choices } from './mission-choices';
import type { Token } from './objective-setup';

export interface WizardInput {
  readonly mission: string;
  readonly attacker: readonly MissionUnit[];
  readonly defender: readonly MissionUnit[];
  /** Units the mission adds (Escort: the convoy); the tracker gets them, the server adds its own for a digital battle. */
  readonly added: readonly MissionUnit[];
  readonly tokens: readonly Token[];
  readonly objectiveHex: string;
  readonly sheets: number | null;
  readonly layout: { rows: number; cols: number } | null;
  readonly choices: Choices;
}

const usesTokens = (m: string) => m === 'sabotage' || m === 'rapid-recon';
const usesHex = (m: string) => m === 'extraction' || m === 'take-the-position';

export function objectivesOf(w: WizardInput) {
  return {
    tokens: usesTokens(w.mission) ? w.tokens.map((t) => ({ ...t, hex: t.hex.trim() })) : [],
    ...(usesHex(w.mission) && w.objectiveHex.trim() ? { objectiveHex: w.objectiveHex.trim() } : {}),
  };
}

const named = (u: MissionUnit) => ({ ...u, name: u.name || u.id });

/** The tracker's set-up (units: attacker, the mission's additions, defender) and its ruleset. */
export function trackerSetup(w: WizardInput) {
  const c = w.choices;
  return {
    setup: {
      mission: w.mission,
      units: [...w.attacker, ...w.added, ...w.defender].map(named),
      bothAgreeToExceedCap: c.bothAgreeToExceedCap,
      params: c.params,
      objectives: objectivesOf(w),
      ...(w.mission === 'assassination' ? { targets: c.targets, targetIgnoresGeneralRetreat: c.targetIgnoresGeneralRetreat } : {}),
      optionalRules: [...c.optionalRules],
      ...(w.sheets ? { sheets: w.sheets } : {}),
      ...(w.layout ? { layout: w.layout } : {}),
    },
    ruleset: houseRuleManifest(c.houseRules),
  };
}

/** The body of POST /missions/battle: units by catalog name (attacker, then defender); the server brings the convoy. */
export function battleBody(
  w: WizardInput,
  extra: { attackerEdge?: string; boards?: string[]; title: string; deployment?: 'in-turns' | 'at-once'; bots?: readonly string[] },
) {
  const c = w.choices;
  return {
    mission: w.mission,
    units: [...w.attacker, ...w.defender].map((u) => ({
      id: u.id,
      side: u.side,
      unit: u.name || u.id,
      piloting: u.piloting,
      ...(u.pilot ? { pilot: u.pilot } : {}),
      commander: u.commander,
      support: u.support,
      value: u.value,
      ...(u.group ? { group: u.group } : {}),
    })),
    ...(w.sheets ? { sheets: w.sheets } : {}),
    ...(w.layout ? { layout: w.layout } : {}),
    ...(extra.attackerEdge ? { attackerEdge: extra.attackerEdge } : {}),
    ...(extra.boards?.length ? { boards: extra.boards } : {}),
    ...(extra.deployment ? { deployment: extra.deployment } : {}),
    objectives: objectivesOf(w),
    params: c.params,
    bothAgreeToExceedCap: c.bothAgreeToExceedCap,
    ...(w.mission === 'assassination' ? { targets: c.targets, targetIgnoresGeneralRetreat: c.targetIgnoresGeneralRetreat } : {}),
    ruleset: houseRuleManifest(c.houseRules),
    optionalRules: [...c.optionalRules],
    title: extra.title,
    ...(extra.bots?.length ? { bots: [...extra.bots] } : {}),
  };
}

const UNIT_FIELDS: Readonly<Record<string, string>> = {
  tonnage: 'Tons',
  walkMp: 'Walking MP',
  value: 'Battle Value',
  piloting: 'Piloting',
  gunnery: 'Gunnery',
  name: 'Name',
  unit: 'Unit',
  group: 'Group',
  hex: 'Starting hex',
  strength: 'Troopers',
};
const FORM_FIELDS: Readonly<Record<string, string>> = {
  objectiveHex: 'Objective hex',
  optionalRules: 'Optional rules',
  ruleset: 'House rules',
  layout: 'Sheet layout',
  sheets: 'Sheets',
  boards: 'Boards',
  attackerEdge: "Attacker's edge",
  group: 'Groups',
};
const cap = (s: Side) => (s === 'attacker' ? 'Attacker' : 'Defender');
/** A label's words in the reader's language (`missions` namespace), the English here when a key has none. */
const say = (key: string, english: string, values: Record<string, unknown> = {}, ns = 'missions') =>
  i18next.isInitialized ? i18next.t(key, { ns, defaultValue: english, ...values }) : english;
const side = (s: Side) => say(`fieldName.side.${s}`, cap(s));

/** Names a field path of the request (`units.3.tonnage` → "Defender unit 2 (Wolverine WVR-6R): Tons", 1-based) and the form field it belongs on. */
export function wizardNamer(units: readonly MissionUnit[]): FieldNamer {
  return (path) => {
    const [head, a, b] = path;
    if (head === 'units' && a !== undefined && /^\d+$/.test(a)) {
      const u = units[Number(a)];
      if (!u) return { key: 'units', label: say('fieldName.units', 'Units') };
      const i = units.filter((x) => x.side === u.side).indexOf(u);
      const n = { side: side(u.side), n: i + 1, name: u.name };
      const who = u.name ? say('fieldName.unitNamed', `${cap(u.side)} unit ${i + 1} (${u.name})`, n) : say('fieldName.unit', `${cap(u.side)} unit ${i + 1}`, n);
      return b && UNIT_FIELDS[b]
        ? { key: `${u.side}.${i}.${b}`, label: `${who}: ${say(`fieldName.unitFields.${b}`, UNIT_FIELDS[b])}` }
        : { key: `${u.side}.${i}`, label: who };
    }
    if (head === 'targets' && (a === 'attacker' || a === 'defender'))
      return { key: `targets.${a}`, label: say('fieldName.target', `${cap(a)}'s target`, { side: side(a) }) };
    if (head === 'params' && a) {
      const english = PARAM_CHOICES.find((p) => p.key === a)?.label ?? a;
      return { key: `params.${a}`, label: say(`param.${a}`, english, {}, 'options') };
    }
    // The objective fields by the names the form gives them, in the reader's language ("Zielmarker: Ziel 1 (0505) und …").
    const words = (key: string, english: string) => i18next.t(key, { ns: 'missions', defaultValue: english });
    if (head === 'objectives' && a === 'tokens') return { key: 'tokens', label: words('objective.tokens', 'Objective tokens') };
    if (head === 'objectives' && a === 'objectiveHex') return { key: 'objectiveHex', label: words('objective.objectiveHex', 'Objective hex') };
    if (head === 'attacker' || head === 'defender') return { key: `${head}.force`, label: say('fieldName.force', `${cap(head)} force`, { side: side(head) }) };
    if (head === 'group') return { key: 'attacker.force', label: say('fieldName.forceGroups', 'Attacker force groups') };
    if (head && FORM_FIELDS[head]) return { key: head, label: say(`fieldName.formFields.${head}`, FORM_FIELDS[head]) };
    return null;
  };
}
