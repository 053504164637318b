/** Battle results — entered at the table, or handed over by a digital battle or the missions companion — feed the campaign. */
import { type Rejection, reject } from '@marshal/core';
import type { CampaignCommand } from './commands';
import type { DamagePoint } from './digital-schema';
import type { CampaignEvent } from './events';
import { checkFielded, eligibleUnits } from './fielding';
import type { SideId } from './force';
import type { CampaignRules } from './rules';
import { RULE, silentDefault } from './sources';
import type { CampaignState, UnitStatus } from './state';

type ReportCommand = Extract<CampaignCommand, { type: 'reportBattle' }> & {
  readonly withdrawn?: readonly string[];
  readonly damage?: Readonly<Record<string, readonly DamagePoint[]>>;
};
type DigitalReport = Extract<CampaignCommand, { type: 'reportDigitalBattle' }>;

/** A digital battle's report as an ordinary report naming its record, with its withdrawals and carried damage. */
export function resolveDigitalReport(state: CampaignState, cmd: DigitalReport, rules: CampaignRules): CampaignEvent[] | Rejection {
  const { battle, type: _type, ...rest } = cmd;
  return resolveBattleReport(state, { ...rest, type: 'reportBattle', source: { kind: 'digital', recordId: battle } }, rules);
}

export const UNCONTESTED = silentDefault(
  'a scenario one side has no eligible units for',
  'the side with no unit that may take part cannot win it; the other side wins uncontested',
);

export function resolveBattleReport(state: CampaignState, cmd: ReportCommand, rules: CampaignRules): CampaignEvent[] | Rejection {
  const sc = state.scenario;
  if (sc.status === 'resolved') return reject(`the ${sc.type} of turn ${state.turn} is already decided; end the turn first`);
  if (sc.status === 'awaiting-roll')
    return reject(
      sc.type === 'landing' ? 'make the landing roll before the landing-zone battle' : 'roll the meeting engagement before its battle',
      sc.type === 'landing' ? RULE.landingRoll : RULE.meetingTable,
    );
  const fielded: Record<SideId, readonly string[]> = {
    attacker: cmd.attacker ?? sc.participants?.attacker ?? [],
    defender: cmd.defender ?? sc.participants?.defender ?? [],
  };
  for (const side of ['attacker', 'defender'] as const) {
    if (fielded[side].length === 0) {
      if (eligibleUnits(state, rules, sc.type, side).length > 0) return reject(`list the ${side}'s units that fought`, undefined, side);
      if (cmd.winner === side) return reject(`the ${side} has no unit that may take part in the ${sc.type}, so it cannot have won it`, UNCONTESTED, 'winner');
    }
    if (sc.participants && cmd[side] && !sameSet(cmd[side]!, sc.participants[side]))
      return reject(`the ${side}'s units for this ${sc.type} were fixed when it was set up: ${sc.participants[side].join(', ')}`, undefined, side);
    const bad = checkFielded(state, rules, sc.type, side, fielded[side]);
    if (bad) return bad;
  }
  const inBattle = new Set([...fielded.attacker, ...fielded.defender]);
  const losses: { unit: string; status: UnitStatus }[] = [];
  for (const [field, status] of [
    ['destroyed', 'destroyed'],
    ['damaged', 'damaged'],
  ] as const)
    for (const id of cmd[field]) {
      if (!inBattle.has(id)) return reject(`${id} did not fight in this battle`, undefined, field);
      if (losses.some((l) => l.unit === id)) return reject(`${id} is listed both as destroyed and as damaged`, undefined, field);
      losses.push({ unit: id, status });
    }
  for (const id of cmd.salvage)
    if (!cmd.destroyed.includes(id)) return reject(`only units destroyed in this battle can be salvaged; ${id} was not`, undefined, 'salvage');
  const digital = checkDigital(state, cmd, inBattle);
  if (digital) return digital;
  return [
    {
      type: 'battleReported',
      scenario: sc.type,
      winner: cmd.winner,
      attacker: fielded.attacker,
      defender: fielded.defender,
      losses,
      source: cmd.source,
      salvage: cmd.salvage,
      ...(cmd.notes ? { notes: cmd.notes } : {}),
      ...(cmd.withdrawn?.length ? { withdrawn: cmd.withdrawn } : {}),
      ...(cmd.damage ? { damage: cmd.damage } : {}),
    },
    {
      type: 'scenarioDecided',
      scenario: sc.type,
      winner: cmd.winner,
      noBattle: false,
      reason: `the ${cmd.winner} won the battle`,
      source: sc.type === 'landing' ? RULE.landingBattle : RULE.chart,
    },
  ];
}

/** A digital report names this scenario's battle; its withdrawals and damage are for units that fought and survived. */
function checkDigital(state: CampaignState, cmd: ReportCommand, inBattle: ReadonlySet<string>): Rejection | null {
  if (cmd.source.kind === 'digital' && state.scenario.battle?.id !== cmd.source.recordId)
    return reject(
      state.scenario.battle
        ? `battle ${cmd.source.recordId} is not the digital battle of this ${state.scenario.type} (that is ${state.scenario.battle.id})`
        : `the ${state.scenario.type} of turn ${state.turn} is not being fought as a digital battle`,
      undefined,
      'source',
    );
  for (const [field, ids] of [
    ['withdrawn', cmd.withdrawn ?? []],
    ['damage', Object.keys(cmd.damage ?? {})],
  ] as const)
    for (const id of ids) {
      if (!inBattle.has(id)) return reject(`${id} did not fight in this battle`, undefined, field);
      if (cmd.destroyed.includes(id)) return reject(`${id} was destroyed, so it neither withdrew nor carries damage on`, undefined, field);
    }
  return null;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** What a digital battle or a missions tracker hands over when its battle ends. */
export interface BattleOutcome {
  readonly winner: SideId;
  readonly attacker: readonly string[];
  readonly defender: readonly string[];
  readonly destroyed: readonly string[];
  readonly damaged: readonly string[];
  readonly salvage?: readonly string[];
  readonly recordId: string;
  readonly from: 'digital' | 'missions';
}

/** The `reportBattle` command for an outcome produced elsewhere (battles issue, missions companion). */
export function reportFromOutcome(o: BattleOutcome): CampaignCommand {
  return {
    type: 'reportBattle',
    winner: o.winner,
    attacker: [...o.attacker],
    defender: [...o.defender],
    destroyed: [...o.destroyed],
    damaged: [...o.damaged],
    salvage: [...(o.salvage ?? [])],
    source: { kind: o.from, recordId: o.recordId },
  };
}
