/** Planetary landing: the attacker's modifier and 2D6 on the landing table, the defender's attacks on each landing 'Mech, and the landing logistics. */
import { type Modifier, type Rejection, type ResolveContext, makeRuling, modifier, reject, rollCheck, rollOnTable } from '@marshal/core';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import { checkFielded, eligibleUnits, normalCost } from './fielding';
import type { SideId } from './force';
import type { CampaignRules } from './rules';
import { reinforcementsSpent } from './reinforcements';
import { RULE } from './sources';
import type { CampaignState } from './state';

type LandingCommand = Extract<CampaignCommand, { type: 'landing' }>;

export function resolveLanding(state: CampaignState, cmd: LandingCommand, ctx: ResolveContext<unknown>, rules: CampaignRules): CampaignEvent[] | Rejection {
  const sc = state.scenario;
  if (sc.type !== 'landing') return reject(`the planetary landing has been won; turn ${state.turn} plays the ${sc.type}`, RULE.landingFirst);
  if (sc.status !== 'awaiting-roll') return reject(`the landing of turn ${state.turn} has already been made`, RULE.landingRoll);
  const repeat = sc.attempt > 1;
  const refused = repeat ? checkRepeat(state, cmd, rules) : checkFirst(cmd, rules);
  if (refused) return refused;
  const bad = checkFielded(state, rules, 'landing', 'defender', cmd.defender);
  if (bad) return { ...bad, field: 'defender' };
  const attacker = eligibleUnits(state, rules, 'landing', 'attacker');
  const declined = cmd.defender.length === 0;
  const events: CampaignEvent[] = [
    {
      type: 'scenarioFielded',
      scenario: 'landing',
      attacker,
      defender: cmd.defender,
      defenderDeclined: declined,
      survivorsOnMap: repeat,
      defenderSpend: cmd.defenderSpend,
    },
  ];
  let contact = true;
  if (!repeat) {
    const mod = modifier('landing-modifier', 'Landing modifier chosen by the attacker', cmd.modifier!, RULE.landingModifier);
    const r = rollOnTable(rules.landingTable, ctx.dice, 'Landing roll: 2D6 + landing modifier (attacker rolls)', mod.value);
    const t = rules.landingTable;
    events.push({
      type: 'landingRolled',
      modifier: mod,
      roll: r.roll,
      total: r.total,
      row: { table: t.id, title: t.title, label: r.row.label, min: r.row.min, max: r.row.max, source: t.source },
      conditions: r.row.result,
    });
    contact = r.row.result.contact;
    if (contact && !declined) events.push(...landingAttacks(state, attacker, r.row.result.attacksPerMech, ctx, rules));
  }
  events.push(...landingLogistics(state, rules, 'attacker', attacker));
  if (!declined) events.push(...landingLogistics(state, rules, 'defender', cmd.defender));
  if (!contact || declined)
    events.push({
      type: 'scenarioDecided',
      scenario: 'landing',
      winner: 'attacker',
      noBattle: true,
      reason: declined
        ? 'the defender stayed out of the landing: the attackers land unopposed'
        : 'the landing made no contact with the enemy: no battle is fought',
      source: RULE.noContact,
    });
  return events;
}

function checkFirst(cmd: LandingCommand, rules: CampaignRules): Rejection | null {
  const { min, max, source } = rules.landingModifier;
  if (cmd.modifier === undefined) return reject(`choose a landing modifier from ${min} to +${max}`, source, 'modifier');
  if (cmd.modifier < min || cmd.modifier > max) return reject(`landing modifier ${cmd.modifier} is outside ${min}..+${max}`, source, 'modifier');
  if (cmd.defenderSpend > 0)
    return reject(
      'the defender may spend points on its lances only after it has beaten a landing and holds the landing zone',
      RULE.defenderSpend,
      'defenderSpend',
    );
  return null;
}

function checkRepeat(state: CampaignState, cmd: LandingCommand, rules: CampaignRules): Rejection | null {
  if (cmd.modifier !== undefined)
    return reject(
      'the landing roll was made on the first attempt; a repeated landing is fought with the surviving attackers already on the map',
      RULE.lostLanding,
      'modifier',
    );
  const cap = Math.max(0, defenderSpendCap(state, rules) - reinforcementsSpent(state));
  if (cmd.defenderSpend > cap)
    return reject(
      `the defender may spend at most ${cap} points (${rules.defenderSpendPerLance.value} for each of its lances, less ${reinforcementsSpent(state)} spent on reinforcements)`,
      rules.defenderSpendPerLance.source,
      'defenderSpend',
    );
  return null;
}

/** Up to the per-lance allowance for every defender lance that still has a unit. */
export function defenderSpendCap(state: CampaignState, rules: CampaignRules): number {
  const lances = new Set(
    Object.values(state.units)
      .filter((u) => u.side === 'defender' && u.status !== 'destroyed')
      .map((u) => u.lance),
  );
  return lances.size * rules.defenderSpendPerLance.value;
}

function landingAttacks(state: CampaignState, attacker: readonly string[], count: number, ctx: ResolveContext<unknown>, rules: CampaignRules): CampaignEvent[] {
  const { target, damage, source } = rules.landingAttack;
  const modifiers: Modifier[] = [modifier('landing-attack', 'Landing attack hits on', target, source)];
  const ruling = makeRuling({ id: 'landing-attack', label: 'Landing attack', modifiers });
  const out: CampaignEvent[] = [];
  for (const id of attacker) {
    const u = state.units[id]!;
    if (u.unit.kind !== 'mech' || count === 0) continue;
    const attacks = Array.from({ length: count }, (_, i) => {
      const c = rollCheck(ruling, ctx.dice, `Landing attack ${i + 1} of ${count} on ${u.unit.name} (defender rolls, ${target}+ hits)`);
      return { roll: c.roll!, hit: c.success };
    });
    const hits = attacks.filter((a) => a.hit).length;
    out.push({ type: 'landingAttacksRolled', unit: id, target, modifiers, attacks, hits, damage: hits * damage });
  }
  return out;
}

function landingLogistics(state: CampaignState, rules: CampaignRules, side: SideId, ids: readonly string[]): CampaignEvent[] {
  const multiplier = side === 'attacker' ? rules.logistics.attackerLanding : rules.logistics.defenderLanding;
  const units = ids.map((unit) => ({ unit, cost: normalCost(state, rules, unit) * multiplier }));
  const owed = side === 'attacker' && rules.attackerLandingPayment === 'when-won';
  return [
    { type: 'logisticsCharged', side, reason: 'landing', multiplier, units, total: units.reduce((s, u) => s + u.cost, 0), owed, source: RULE.landingLogistics },
  ];
}
