/** Meeting engagement: once per campaign, reconnaissance groups only; 2D6 + (attacker − defender) on the meeting-engagement table. */
import { type Rejection, type ResolveContext, reject, rollOnTable } from '@marshal/core';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import { UNCONTESTED } from './battle';
import { checkFielded, eligibleUnits } from './fielding';
import type { SideId } from './force';
import { type FieldedLance, meetingEngagementModifier } from './meeting-modifier';
import type { CampaignRules } from './rules';
import { RULE } from './sources';
import type { CampaignState } from './state';

type MeetingCommand = Extract<CampaignCommand, { type: 'meetingEngagement' }>;

export function resolveMeetingEngagement(
  state: CampaignState,
  cmd: MeetingCommand,
  ctx: ResolveContext<unknown>,
  rules: CampaignRules,
): CampaignEvent[] | Rejection {
  if (state.meetingPlayed) return reject('the meeting engagement has already been played; it is played only once per campaign', RULE.meetingOnce);
  if (state.scenario.type !== 'meeting-engagement')
    return reject(`turn ${state.turn} plays the ${state.scenario.type}; the meeting engagement comes in the turn after the landing is won`, RULE.meetingOnce);
  for (const side of ['attacker', 'defender'] as const) {
    const bad = checkFielded(state, rules, 'meeting-engagement', side, cmd[side]);
    if (bad) return bad;
  }
  if (cmd.attacker.length === 0 || cmd.defender.length === 0) return uncontested(state, rules, cmd);
  const lances = [...fieldedLances(state, 'attacker', cmd.attacker), ...fieldedLances(state, 'defender', cmd.defender)];
  const m = meetingEngagementModifier(lances, rules, state.landingModifier);
  const r = rollOnTable(rules.meetingTable, ctx.dice, `Meeting engagement: 2D6 ${m.modifier >= 0 ? '+' : '−'} ${Math.abs(m.modifier)}`, m.modifier);
  const t = rules.meetingTable;
  return [
    {
      type: 'scenarioFielded',
      scenario: 'meeting-engagement',
      attacker: cmd.attacker,
      defender: cmd.defender,
      defenderDeclined: false,
      survivorsOnMap: false,
      defenderSpend: 0,
    },
    {
      type: 'meetingEngagementRolled',
      lances: m.lances,
      sideModifiers: m.sideModifiers,
      attackerTotal: m.attackerTotal,
      defenderTotal: m.defenderTotal,
      modifier: m.modifier,
      roll: r.roll,
      total: r.total,
      row: { table: t.id, title: t.title, label: r.row.label, min: r.row.min, max: r.row.max, source: t.source },
      conditions: r.row.result,
    },
  ];
}

/** A side may field nobody only when it has no reconnaissance unit left; it then loses the meeting engagement without a roll. */
function uncontested(state: CampaignState, rules: CampaignRules, cmd: MeetingCommand): CampaignEvent[] | Rejection {
  const empty: SideId = cmd.attacker.length === 0 ? 'attacker' : 'defender';
  if (eligibleUnits(state, rules, 'meeting-engagement', empty).length > 0)
    return reject(`the ${empty} has reconnaissance units: field at least one`, RULE.meetingRecon, empty);
  const winner: SideId = empty === 'attacker' ? 'defender' : 'attacker';
  return [
    {
      type: 'scenarioFielded',
      scenario: 'meeting-engagement',
      attacker: cmd.attacker,
      defender: cmd.defender,
      defenderDeclined: cmd.defender.length === 0,
      survivorsOnMap: false,
      defenderSpend: 0,
    },
    { type: 'meetingEngagementSkipped', reason: `the ${empty} has no reconnaissance unit to field` },
    {
      type: 'scenarioDecided',
      scenario: 'meeting-engagement',
      winner,
      noBattle: true,
      reason: `the ${empty} has no reconnaissance unit: the ${winner} wins the meeting engagement uncontested`,
      source: UNCONTESTED,
    },
  ];
}

/** The fielded units grouped by their lance or star, in the order the lances were set up. */
export function fieldedLances(state: CampaignState, side: SideId, ids: readonly string[]): FieldedLance[] {
  const out: FieldedLance[] = [];
  for (const g of Object.values(state.groups).filter((g) => g.side === side))
    for (const l of g.lances) {
      const units = ids
        .map((id) => state.units[id]!)
        .filter((u) => u.lance === l.id)
        .map((u) => u.unit);
      if (units.length) out.push({ side, id: l.id, name: l.name, units });
    }
  return out;
}
