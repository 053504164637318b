import type { Command } from 'commander';
import { MarshalError } from '@marshal/core';
import { HOUSE_RULE_CHOICES, MISSIONS, OPTIONAL_RULE_CHOICES, PARAM_CHOICES, type ParamChoice, optionalRuleProblem, paramProblem } from '@marshal/missions';

/** The mission choices `marshal mission setup` and `marshal mission battle` share: objectives, targets, numbers, house rules, optional rules, layout. */

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const missionTitles = (p: ParamChoice) =>
  p.missions === 'all' ? 'every mission' : p.missions.map((id) => MISSIONS.find((m) => m.id === id)?.title ?? id).join(', ');

const collect = (v: string, prior: string[] = []) => [...prior, v];

export function addMissionChoiceOptions(cmd: Command): Command {
  cmd
    .option(
      '--token <[name=]hex[:water]>',
      'an objective token the defender places (Sabotage buildings, Rapid Recon points), once per token, e.g. --token 0208 --token t2=0708:0; water depth defaults to 0',
      collect,
    )
    .option('--objective-hex <hex>', 'Extraction: the hex the objective starts in, e.g. 0808')
    .option('--attacker-target <unit id>', "Assassination: the attacker's unit the defender must take down (default: the attacker's most valuable ground unit)")
    .option('--defender-target <unit id>', "Assassination: the defender's unit the attacker must take down (default: the defender's most valuable ground unit)")
    .option('--target-obeys-retreat', 'Assassination: a target withdraws with a General Retreat (default: it may ignore one)')
    .option('--agree-over-cap', 'both players agree to field more than 12 units a side')
    .option('--layout <ROWSxCOLS>', 'how the sheets are laid out, e.g. 1x2 or 2x3 (default: the usual layout for the number of sheets)');
  for (const p of PARAM_CHOICES)
    cmd.option(
      `--${kebab(p.key)} <${p.integer ? 'n' : 'number'}>`,
      `${p.label}${p.unit && p.unit !== '2d6' ? ` (${p.unit})` : ''}, for ${missionTitles(p)}; default ${p.defaultValue}${p.tableOnly ? '; checked at the table' : ''}`,
    );
  const switches = HOUSE_RULE_CHOICES.flatMap((h) => h.alternatives.map((a) => `${a.id}${a.isDefault ? ' (default)' : ''} — ${a.title}`));
  cmd.option('--house-rule <switch>', `a house-rule switch where the rules contradict themselves (once per switch): ${switches.join('; ')}`, collect);
  cmd.option(
    '--optional-rule <rule>',
    `an optional rule both players agree to (Sundry 3–4; played in a digital battle), once per rule: ${OPTIONAL_RULE_CHOICES.map((o) => `${o.id} — ${o.title}`).join('; ')}`,
    collect,
  );
  return cmd;
}

export interface MissionChoiceFlags {
  token?: string[];
  objectiveHex?: string;
  attackerTarget?: string;
  defenderTarget?: string;
  targetObeysRetreat?: boolean;
  agreeOverCap?: boolean;
  layout?: string;
  houseRule?: string[];
  optionalRule?: string[];
  [param: string]: unknown;
}

export interface MissionChoices {
  readonly objectives: { tokens: { id: string; hex: string; waterDepth: number }[]; objectiveHex?: string };
  readonly targets: { attacker?: string; defender?: string };
  readonly targetIgnoresGeneralRetreat: boolean;
  readonly bothAgreeToExceedCap: boolean;
  readonly params: Record<string, number>;
  readonly ruleset: string[];
  readonly optionalRules: string[];
  readonly layout?: { rows: number; cols: number };
}

const bad = (flag: string, message: string) => new MarshalError('bad-option', `${flag}: ${message}`, { field: flag });

function parseToken(text: string, i: number) {
  const m = /^(?:([\w-]+)=)?(\d{4,6})(?::(\d+))?$/.exec(text.trim());
  if (!m) throw bad('--token', `"${text}" must be a hex such as 0208, optionally named and with a water depth: t1=0208:0`);
  return { id: m[1] ?? `t${i + 1}`, hex: m[2]!, waterDepth: m[3] ? Number(m[3]) : 0 };
}

function parseParam(p: ParamChoice, text: string): number {
  const flag = `--${kebab(p.key)}`;
  const v = text.trim() === '' ? NaN : Number(text);
  const problem = paramProblem(p, v);
  if (problem) throw bad(flag, `${problem}, not "${text}"`);
  return v;
}

/** Read the shared mission options; a bad value is refused naming its flag and the rule's words. */
export function readMissionChoices(o: MissionChoiceFlags): MissionChoices {
  const params: Record<string, number> = {};
  for (const p of PARAM_CHOICES) {
    const raw = o[camel(kebab(p.key))];
    if (typeof raw === 'string') params[p.key] = parseParam(p, raw);
  }
  const known = HOUSE_RULE_CHOICES.flatMap((h) => h.alternatives.map((a) => a.id));
  for (const r of o.houseRule ?? []) if (!known.includes(r)) throw bad('--house-rule', `"${r}" is not a house-rule switch; known: ${known.join(', ')}`);
  const optionalRules = o.optionalRule ?? [];
  const optional = optionalRuleProblem(optionalRules);
  if (optional) throw bad('--optional-rule', optional);
  let layout: MissionChoices['layout'];
  if (o.layout) {
    const m = /^(\d)\s*[x×]\s*(\d)$/i.exec(o.layout.trim());
    if (!m) throw bad('--layout', `"${o.layout}" must be ROWSxCOLS, e.g. 2x3`);
    layout = { rows: Number(m[1]), cols: Number(m[2]) };
  }
  return {
    objectives: { tokens: (o.token ?? []).map(parseToken), ...(o.objectiveHex ? { objectiveHex: o.objectiveHex } : {}) },
    targets: { ...(o.attackerTarget ? { attacker: o.attackerTarget } : {}), ...(o.defenderTarget ? { defender: o.defenderTarget } : {}) },
    targetIgnoresGeneralRetreat: !o.targetObeysRetreat,
    bothAgreeToExceedCap: o.agreeOverCap ?? false,
    params,
    ruleset: o.houseRule ?? [],
    optionalRules,
    ...(layout ? { layout } : {}),
  };
}
