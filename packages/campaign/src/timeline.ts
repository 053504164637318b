/** The campaign timeline: a record's entries grouped by operational turn, each event with a line a person can read. */
import { type Roll, formatSource } from '@marshal/core';
import type { DamagePoint } from './digital-schema';
import type { CampaignEvent } from './events';
import type { SideId } from './force';
import { SCENARIO_TITLES, type ScenarioType } from './scenarios';
import { DEPLOYMENT_LABELS } from './tables/meeting-table';

export interface TimelineEntry {
  readonly seq: number;
  readonly command: string;
  readonly rolls: readonly Roll[];
  readonly events: readonly { readonly event: CampaignEvent; readonly text: string }[];
}

export interface TimelineTurn {
  readonly turn: number;
  readonly scenario: ScenarioType;
  readonly attempt: number;
  readonly entries: TimelineEntry[];
  winner: SideId | null;
  readonly costs: Record<SideId, number>;
}

export interface TimelineInput {
  readonly seq: number;
  readonly command: { readonly type: string };
  readonly rolls: readonly Roll[];
  readonly events: readonly { readonly type: string }[];
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const faces = (r: Roll) => `${r.notation} [${r.faces.join(', ')}] = ${r.total}`;

/** How a reported battle was fought, in players' words (never the record's id: the web links the battle instead). */
const BATTLE_HOW: Readonly<Record<'entered' | 'digital' | 'missions', string>> = {
  entered: 'entered at the table',
  digital: 'played digitally',
  missions: 'tracked with the missions companion',
};

/** The turn and scenario an event belongs to, where the caller knows them (the timeline does). */
export interface EventPlace {
  readonly turn: number;
  readonly scenario: ScenarioType;
}

/**
 * One event as a line; `name` names a unit and `lance` a lance or star by its id (both default to the id itself); `at`, the
 * turn and scenario it belongs to, names a reported battle by them ("Battle of turn 3 (Advance, played digitally)").
 */
export function describeEvent(
  e: CampaignEvent,
  name: (id: string) => string = (id) => id,
  lance: (id: string) => string = (id) => id,
  at?: EventPlace,
): string {
  switch (e.type) {
    case 'scenarioFielded': {
      const defender = e.defenderDeclined ? 'the defender stays out' : `defender fields ${e.defender.map(name).join(', ')}`;
      const survivors = e.survivorsOnMap ? ' (surviving attackers start on the map)' : '';
      const spend = e.defenderSpend ? `; defender spends ${e.defenderSpend} points` : '';
      return `${SCENARIO_TITLES[e.scenario]}: attacker fields ${e.attacker.map(name).join(', ') || 'nothing'}; ${defender}${survivors}${spend}`;
    }
    case 'landingRolled':
      return `Landing roll ${faces(e.roll)} ${signed(e.modifier.value)} = ${e.total}: ${e.row.label} [${formatSource(e.row.source)}]`;
    case 'landingAttacksRolled': {
      const rolls = e.attacks.map((a) => a.roll.total).join(', ');
      return `${name(e.unit)}: ${e.attacks.length} landing attack(s) at ${e.target}+ — rolls ${rolls}: ${e.hits} hit(s), ${e.damage} damage`;
    }
    case 'logisticsCharged': {
      const times = e.multiplier !== 1 ? `, ×${e.multiplier}` : '';
      const units = e.units.length ? ` for ${e.units.length} unit(s)` : '';
      return `${e.side} ${e.owed ? 'owes' : 'pays'} ${e.total} logistics (${e.reason}${times}${units})`;
    }
    case 'logisticsSuspended':
      return `${e.side}: ${e.reason}`;
    case 'scenarioDecided':
      return `${SCENARIO_TITLES[e.scenario]} won by the ${e.winner}${e.noBattle ? ' without a battle' : ''}: ${e.reason}`;
    case 'meetingEngagementRolled': {
      const sum = `attacker ${signed(e.attackerTotal)} − defender ${signed(e.defenderTotal)} = ${signed(e.modifier)}`;
      const deploy = `attacker ${DEPLOYMENT_LABELS[e.conditions.attacker]}, defender ${DEPLOYMENT_LABELS[e.conditions.defender]}`;
      const choices = `maps chosen by ${e.conditions.maps}, home edge by ${e.conditions.homeEdge}`;
      return `Meeting engagement: ${sum}; roll ${faces(e.roll)} → ${e.total}: ${deploy}; ${choices}`;
    }
    case 'meetingEngagementSkipped':
      return `Meeting engagement not rolled: ${e.reason}`;
    case 'battleReported': {
      const how = BATTLE_HOW[e.source.kind];
      const battle = at ? `Battle of turn ${at.turn} (${SCENARIO_TITLES[at.scenario]}, ${how})` : `Battle (${how})`;
      const losses = e.losses.map((l) => `${name(l.unit)} ${l.status}`).join(', ') || 'no losses';
      const withdrew = e.withdrawn?.length ? `; withdrew ${e.withdrawn.map(name).join(', ')}` : '';
      const salvage = e.salvage.length ? `; salvage ${e.salvage.map(name).join(', ')}` : '';
      return `${battle}: the ${e.winner} won; ${losses}${withdrew}${salvage}${damageText(e.damage, name)}`;
    }
    case 'digitalBattleStarted': {
      const { attacker, defender } = e.deployment;
      const sides =
        `attacker ${e.attacker.map(name).join(', ')} (${DEPLOYMENT_LABELS[attacker.code]}, ${attacker.edge} edge); ` +
        `defender ${e.defender.map(name).join(', ')} (${DEPLOYMENT_LABELS[defender.code]}, ${defender.edge} edge)`;
      return `${SCENARIO_TITLES[e.scenario]} fought as a digital battle: ${sides} — ${e.deployment.note} [${formatSource(e.deployment.source)}]`;
    }
    case 'reinforcementsBought': {
      const units = e.units.map((u) => `${u.name} (${u.value})`).join(', ');
      return `${e.side} reinforces lance ${lance(e.lance)}: ${units} for ${e.cost} points, ${e.left} left [${formatSource(e.source)}]`;
    }
    case 'victoryDetermined': {
      const next = e.next ? SCENARIO_TITLES[e.next] : `campaign won by the ${e.end}`;
      return `Victory determination: the ${e.winner} won the ${SCENARIO_TITLES[e.scenario]} → ${next}`;
    }
    case 'victorySkipped':
      return `Victory determination skipped: ${e.reason}`;
    case 'battlefieldRecovered': {
      const recovered = e.recovered.map(name).join(', ') || 'none';
      return `Battlefield recovery (${e.side}): recovered ${recovered}, captured ${e.captured.map(name).join(', ') || 'none'}`;
    }
    case 'eventsNoted':
      return e.notes.length ? `Events: ${e.notes.join('; ')}` : 'Events: none';
    case 'unitsRepaired':
      return `${e.side} repairs ${e.units.map(name).join(', ')}`;
    case 'repairsBarred':
      return `${e.side} cannot repair ${e.units.map(name).join(', ')} until the landing is won`;
    case 'supportReceived':
      return `${e.side} receives support: ${e.group.name} (${e.group.lances
        .flatMap((l) => l.units)
        .map((u) => u.name)
        .join(', ')}), worth ${e.value} points`;
    case 'turnStarted':
      return `Turn ${e.turn}: ${SCENARIO_TITLES[e.scenario]}${e.attempt > 1 ? ` (attempt ${e.attempt})` : ''}`;
    case 'campaignEnded':
      return `Campaign over — the ${e.winner} wins: ${e.reason}`;
  }
}

/** "carried damage: Atlas 25 (CT 10, RT 5 rear …)" for the units that carry any. */
function damageText(damage: Readonly<Record<string, readonly DamagePoint[]>> | undefined, name: (id: string) => string): string {
  const parts = Object.entries(damage ?? {})
    .filter(([, p]) => p.length)
    .map(([id, p]) => `${name(id)} ${p.reduce((s, x) => s + x.amount, 0)}`);
  return parts.length ? `; carried damage (points): ${parts.join(', ')}` : '';
}

export function campaignTimeline(entries: readonly TimelineInput[], name?: (id: string) => string, lance?: (id: string) => string): TimelineTurn[] {
  const turns: TimelineTurn[] = [];
  let current: TimelineTurn = { turn: 1, scenario: 'landing', attempt: 1, entries: [], winner: null, costs: { attacker: 0, defender: 0 } };
  turns.push(current);
  for (const entry of entries) {
    let bucket: TimelineEntry = { seq: entry.seq, command: entry.command.type, rolls: entry.rolls, events: [] };
    current.entries.push(bucket);
    for (const raw of entry.events) {
      const e = raw as CampaignEvent;
      if (e.type === 'turnStarted') {
        current = { turn: e.turn, scenario: e.scenario, attempt: e.attempt, entries: [], winner: null, costs: { attacker: 0, defender: 0 } };
        turns.push(current);
        bucket = { seq: entry.seq, command: entry.command.type, rolls: [], events: [] };
        current.entries.push(bucket);
      }
      const text = describeEvent(e, name, lance, { turn: current.turn, scenario: current.scenario });
      (bucket.events as { event: CampaignEvent; text: string }[]).push({ event: e, text });
      if (e.type === 'scenarioDecided') current.winner = e.winner;
      if (e.type === 'logisticsCharged' && !e.owed) current.costs[e.side] += e.total;
    }
  }
  return turns;
}
