// The tracker's events told the way a referee says them at the table: "Hunchback HBK-4G destroyed — crew escaped the wreck".
// Rule sources, dice and target-number workings go in each line's details, for a page or `marshal replay` to show.
import { type NarratedLine, type Roll, formatSource } from '@marshal/core';
import type { Reason } from '../rules/forced-withdrawal';
import type { MissionEvent } from './events';
import type { MissionState } from './state';
import { objectiveNumber } from '../objective-names';

const EDGES: Readonly<Record<string, string>> = { home: "the attacker's home edge", far: 'the far edge', flank: 'a flank edge' };
const CAUSES: Readonly<Record<string, string>> = {
  cockpit: 'cockpit critical hit',
  'head-destroyed': 'head destroyed',
  'crew-killed': 'crew killed',
};
// The same words as the web's rows and wash-up: a passed Crew Survival roll means the crew escaped the wreck (nobody ejects here).
const FATES: Readonly<Record<string, string>> = { killed: 'crew killed', escaped: 'crew escaped the wreck', 'bailed-out': 'crew bailed out' };
const OUTCOMES: Readonly<Record<string, string>> = {
  'complete-victory': 'complete victory',
  defeat: 'defeat',
  draw: 'draw',
  pending: 'still undecided',
};

const nameOf = (s: MissionState, id: string): string => s.units[id]?.unit.name ?? id;
const cite = (r: Reason): string => `${r.text} [${formatSource(r.source)}]`;
const rolled = (r: Roll | null): string[] => (r ? [`rolled ${r.faces.join('+')} = ${r.total} (${r.notation}) for ${r.purpose}`] : []);
const line = (kind: string, text: string, details: readonly string[] = []): NarratedLine => (details.length ? { kind, text, details } : { kind, text });

type Teller<T extends MissionEvent['type']> = (s: MissionState, e: Extract<MissionEvent, { type: T }>) => NarratedLine;
type Tellers = { readonly [T in MissionEvent['type']]: Teller<T> };

function damageText(e: Extract<MissionEvent, { type: 'damageReported' }>['facts']): string {
  const bits: string[] = [];
  if (e.armourStripped.length) bits.push(`armour gone from ${e.armourStripped.join(', ')}`);
  if (e.destroyed.length) bits.push(`${e.destroyed.join(', ')} destroyed`);
  if (e.walkMp !== undefined) bits.push(`walking ${e.walkMp} MP`);
  if (e.strength !== undefined) bits.push(`${e.strength} troopers left`);
  return bits.length ? bits.join('; ') : 'no lasting damage';
}

function checkDetails(e: { ruling: { label: string; target: number; probability: number } | null; roll: Roll | null }): string[] {
  const r = e.ruling;
  return [...(r ? [`${r.label}: needs ${r.target}+ (${Math.round(r.probability * 100)}% chance)`] : []), ...rolled(e.roll)];
}

const TELLERS: Tellers = {
  phaseSet: (_s, e) => line('phase', `${e.phase[0]?.toUpperCase() ?? ''}${e.phase.slice(1)} phase`),
  turnEnded: (_s, e) => line('turn', `End of turn ${e.turn}; turn ${e.turn + 1} begins`),
  damageReported: (s, e) => line('damage', `${nameOf(s, e.unit)} damage reported: ${damageText(e.facts)}`),
  forcedWithdrawalReached: (s, e) => line('withdrawal', `${nameOf(s, e.unit)} meets Forced Withdrawal`, e.reasons.map(cite)),
  mustWithdraw: (s, e) => line('withdrawal', `${nameOf(s, e.unit)} must now withdraw`, [cite(e.reason)]),
  generalRetreatSignalled: (s, e) => line('retreat', `General Retreat: the ${e.side} falls back after ${nameOf(s, e.by)} withdrew`, [cite(e.reason)]),
  unitExited: (s, e) =>
    line('exit', `${nameOf(s, e.unit)} ${e.displaced ? 'was pushed off' : 'left'} the board by ${EDGES[e.edge] ?? e.edge} (turn ${e.turn}, ${e.phase} phase)`),
  unitDestroyed: (s, e) => {
    const how = CAUSES[e.cause];
    return line('destroyed', `${nameOf(s, e.unit)} destroyed${how ? ` (${how})` : ''} in turn ${e.turn}, ${e.phase} phase`);
  },
  crewFate: (s, e) => line('crew', `${nameOf(s, e.unit)} — ${FATES[e.fate] ?? e.fate}`, [e.reason, ...checkDetails(e)]),
  unitImmobilised: (s, e) => line('immobile', `${nameOf(s, e.unit)} immobilised${e.abandoned ? ' and abandoned' : ''}`, e.reason ? [cite(e.reason)] : []),
  immobileDecided: (s, e) => line('immobile', `${nameOf(s, e.unit)} ${e.decision === 'abandon' ? 'abandoned by its crew' : 'fights on where it stands'}`),
  buildingDamaged: (s, e) => {
    const left = e.destroyed ? ' and was destroyed' : ` (${e.remaining} CF left)`;
    return line('objective', `Building ${objectiveNumber(e.building, s.objectives?.buildings)} took ${e.damage} damage${left}`);
  },
  reconRolled: (s, e) => {
    const target = objectiveNumber(e.objective, s.objectives?.reconTokens);
    return line('objective', `${nameOf(s, e.unit)} ${e.success ? 'scanned' : 'failed to scan'} objective ${target}`, checkDetails(e));
  },
  extractionRolled: (s, e) => line('objective', `${nameOf(s, e.unit)} ${e.success ? 'picked up' : 'failed to pick up'} the objective`, checkDetails(e)),
  objectiveDropped: (s, e) => line('objective', `${nameOf(s, e.unit)} dropped the objective${e.hex ? ` in hex ${e.hex}` : ''}`),
  objectiveExtracted: (s, e) => line('objective', `${nameOf(s, e.unit)} carried the objective off the board`),
  areaReported: (_s, e) =>
    line(
      'objective',
      `Turn ${e.turn} objective area: attacker ${e.attackerTons} t of ${e.neededTons} t needed, ${e.defenders} defender${e.defenders === 1 ? '' : 's'} — ${e.held ? 'held' : 'not held'}`,
    ),
  ceasefireAgreed: (s, e) => {
    const met = (['attacker', 'defender'] as const).filter((x) => e.terms.objectivesMet[x]);
    const surr = e.terms.surrendered.map((u) => nameOf(s, u));
    const bits = [`objectives met by ${met.length ? met.join(' and ') : 'neither side'}`];
    if (surr.length) bits.push(`surrendered: ${surr.join(', ')}`);
    if (e.terms.fieldControl) bits.push(`the ${e.terms.fieldControl} holds the field`);
    return line('outcome', `Ceasefire agreed: ${bits.join('; ')}`);
  },
  missionDecided: (_s, e) =>
    line(
      'outcome',
      `Mission decided: attacker ${OUTCOMES[e.status.attacker.outcome]}, defender ${OUTCOMES[e.status.defender.outcome]}`,
      [...e.status.attacker.reasons, ...e.status.defender.reasons].map(cite).filter((x, i, all) => all.indexOf(x) === i),
    ),
  gameEnded: (_s, e) => line('outcome', `The game ended in turn ${e.turn}: ${e.reason}`),
};

/** One tracker event in words (`state` supplies the units' names); sources and dice go in the details. */
export function narrateMissionEvent(s: MissionState, e: MissionEvent): NarratedLine[] {
  const tell = TELLERS[e.type] as Teller<MissionEvent['type']>;
  return [tell(s, e)];
}

/**
 * One log entry's events in words: a destruction and its crew's fate read as one line
 * ("Hunchback HBK-4G destroyed in turn 3, weapon phase — crew escaped the wreck").
 */
export function narrateMissionEvents(s: MissionState, events: readonly MissionEvent[]): NarratedLine[] {
  const out: NarratedLine[] = [];
  events.forEach((e, i) => {
    const prev = events[i - 1];
    const last = out[out.length - 1];
    if (e.type === 'crewFate' && prev?.type === 'unitDestroyed' && prev.unit === e.unit && last) {
      out[out.length - 1] = line('destroyed', `${last.text} — ${FATES[e.fate] ?? e.fate}`, [...(last.details ?? []), e.reason, ...checkDetails(e)]);
      return;
    }
    out.push(...narrateMissionEvent(s, e));
  });
  return out;
}
